import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work to run as the first statement of the first transaction a piece of code opens, whichever
 * function opens it: how a request's Idempotency-Key is claimed inside its handler's own write
 * (platform/request-keys.ts) without each service knowing about keys.
 */
export interface FirstStatement<Tx> {
  /** Generic in the transaction's type: client.ts, which makes transactions, imports this file. */
  run(tx: Tx): Promise<void>;
  /** Taken by a transaction (reset when that transaction failed, so the next one runs it). */
  taken: boolean;
  /** The transaction that ran it committed. */
  committed: boolean;
}

const scope = new AsyncLocalStorage<FirstStatement<unknown>>();

/** Runs `work` with `first` waiting for the first transaction `work` opens through `db.transaction`. */
export function withFirstStatement<Tx, T>(first: FirstStatement<Tx>, work: () => Promise<T>): Promise<T> {
  return scope.run(first as FirstStatement<unknown>, work);
}

/** The first statement still to run in the current scope, marked taken; null when there is none. */
export function takeFirstStatement<Tx>(): FirstStatement<Tx> | null {
  const first = scope.getStore() as FirstStatement<Tx> | undefined;
  if (!first || first.taken) return null;
  first.taken = true;
  return first;
}
