// Runs `fn` once the browser has idle time (or after `timeoutMs`); returns a cancel. For work a screen can
// do without at first (engine/useIdle.ts is the same for a render).
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const t = setTimeout(fn, 0);
    return () => clearTimeout(t);
  }
  const handle = requestIdleCallback(() => fn(), { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
