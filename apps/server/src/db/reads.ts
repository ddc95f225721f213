import { is, SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * One statement of a read and what its rows become, built apart from running it so that the bench's
 * floor (bench/floor.mjs) sends the very statement the server sends. `query` is a select (rows shaped
 * by its fields) or raw SQL (rows as objects by column name).
 */
export interface Read<R, T> {
  query: PromiseLike<R[]> | SQL;
  page(rows: R[]): T;
}

/** Runs a read's statement and answers what its rows become. */
export async function run<R, T>(db: Tx, read: Read<R, T>): Promise<T> {
  const rows = is(read.query, SQL) ? ((await db.execute(read.query)).rows as R[]) : await read.query;
  return read.page(rows);
}

// biome-ignore lint/suspicious/noExplicitAny: any read, whatever its rows
type AnyRead = Read<any, any>;
export type Results<M extends Record<string, AnyRead>> = { [K in keyof M]: ReturnType<M[K]['page']> };

/** Runs several reads at once (each on its own pooled connection) and answers each one's result by name. */
export async function runAll<M extends Record<string, AnyRead>>(db: Tx, reads: M): Promise<Results<M>> {
  const names = Object.keys(reads);
  const values = await Promise.all(names.map((n) => run(db, reads[n] as AnyRead)));
  return Object.fromEntries(names.map((n, i) => [n, values[i]])) as Results<M>;
}
