import type { Permission } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rolePermissions, roles, userEmails, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/passwords.ts';

let n = 0;

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
}

/** An existing role by name, or a new role holding exactly `permissions` (none by default). */
export async function roleFor(db: Db, opts: { role?: string; permissions?: readonly Permission[] }): Promise<number> {
  if (opts.role) {
    const [r] = await db.select().from(roles).where(eq(roles.name, opts.role));
    if (!r) throw new Error(`no role ${opts.role}`);
    return r.id;
  }
  const [r] = await db
    .insert(roles)
    .values({ name: `Role ${++n}_${Math.random().toString(36).slice(2, 7)}` })
    .returning();
  const perms = opts.permissions ?? [];
  if (perms.length) await db.insert(rolePermissions).values(perms.map((permission) => ({ roleId: r.id, permission })));
  return r.id;
}

/**
 * A user with a role (see roleFor; an empty permission list makes a user who may do nothing beyond
 * being signed in). `signInable: false` skips the argon2 hash for tests that only need a session.
 */
export async function createUser(
  db: Db,
  opts: {
    role?: string;
    permissions?: readonly Permission[];
    passwordChange?: boolean;
    enabled?: boolean;
    signInable?: boolean;
  } = {},
): Promise<TestUser> {
  n += 1;
  const username = `user${n}_${Math.random().toString(36).slice(2, 7)}`;
  const password = `Pw-${username}-long`;
  const roleId = await roleFor(db, opts);
  const [u] = await db
    .insert(users)
    .values({
      username,
      firstName: 'Test',
      lastName: `User ${n}`,
      positionTitle: 'Tester',
      roleId,
      passwordHash: opts.signInable === false ? 'no-password-sign-in' : await hashPassword(password),
      passwordChange: opts.passwordChange ?? false,
      enabled: opts.enabled ?? true,
    })
    .returning();
  const email = `${username}@example.test`;
  await db.insert(userEmails).values({ userId: u.id, email, primary: true });
  return { id: u.id, username, password, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
