import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUserByUsername(db: Tx, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Tx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** How long a password e-mailed by "Forgot your password?" can be used. */
export const PENDING_PASSWORD_HOURS = 24;

export async function setPendingPassword(db: Tx, userId: number, hash: string) {
  await db
    .update(users)
    .set({ pendingPasswordHash: hash, pendingPasswordAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The pending password of the user if it is still fresh. */
export async function freshPendingHash(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.pendingPasswordHash })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        gt(users.pendingPasswordAt, sql`now() - make_interval(hours => ${PENDING_PASSWORD_HOURS})`),
      ),
    );
  return row?.hash ?? null;
}

/** Ends the pending password: adopted (it becomes the password, to be changed) or dropped. */
export async function settlePendingPassword(db: Tx, userId: number, adopt: boolean) {
  await db
    .update(users)
    .set({
      ...(adopt ? { passwordHash: sql`${users.pendingPasswordHash}`, passwordChange: true } : {}),
      pendingPasswordHash: null,
      pendingPasswordAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
