// Resolves once the browser has painted what React has committed so far: a message shown before a
// navigation is on screen first, instead of waiting for the next page to render (the
// benchmark's W2c, submit → confirmation).
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    // The frame after the next one: the next frame's paint holds the committed message.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}
