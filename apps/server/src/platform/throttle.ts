import { messages } from '@fieldbook/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/** After this many failures in the window, an account or address is refused for the window. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

export const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Throws 429 when any key has failed too often lately. */
export async function assertNotThrottled(db: Db, keys: string[]): Promise<void> {
  const since = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const rows = await db
    .select({ key: authFailures.key, n: sql<number>`count(*)::int` })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.at, since)))
    .groupBy(authFailures.key);
  if (rows.some((r) => r.n >= MAX_FAILURES)) throw new AppError(429, messages.tooManyAttempts);
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  await db.insert(authFailures).values(keys.map((key) => ({ key })));
}

/** A successful sign-in clears the account's failures (an address keeps its own). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
