// The server's 100009: an administrator set this user's password and only 个人设置 answers until it is
// changed. The request layer sits below the session store (which imports it), so it only announces the
// refusal here; the store listens and the shell then keeps the user on 个人设置.
type Listener = () => void;

const listeners = new Set<Listener>();

/** Called on every refusal for a due password change; returns the unsubscribe. */
export function onPasswordDue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announcePasswordDue(): void {
  for (const listener of listeners) listener();
}
