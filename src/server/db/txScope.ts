// Catches a classic bug early: inside db.transaction(fn), code must use fn's `tx`. A call on the outer
// Db would deadlock on PGlite (the queue is held by the transaction) and escape the transaction on pg.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<object>();

export function runInTx<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  return scope.run(owner, fn);
}

export function assertOutsideTx(owner: object): void {
  if (scope.getStore() === owner) throw new Error('db: called the outer Db inside its own transaction; use the tx argument');
}
