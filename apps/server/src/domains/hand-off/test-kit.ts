/** Shared fixtures of the hand-off area's API tests. */
import { messages, type Permission } from '@fieldbook/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { bearer, createUser, signIn } from '../../../test/factories/users.ts';
import { auditLog, rolePermissions, scopeBuilderNodes, users } from '../../db/schema/index.ts';
import { ensureHandOff } from './hand-off.queries.ts';

export function kit(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A signed-in user holding exactly `permissions`; `limit` limits them to job classes by name. */
  async function user(permissions: Permission[], limit?: { permission: Permission; classIds: number[] }) {
    const u = await createUser(t.database.db, { permissions });
    if (limit) {
      const [row] = await t.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, u.id));
      await t.database.db
        .update(rolePermissions)
        .set({ jobClassIds: limit.classIds })
        .where(and(eq(rolePermissions.roleId, row.roleId as number), eq(rolePermissions.permission, limit.permission)));
    }
    return { id: u.id, token: await signIn(t.app, u.username, u.password) };
  }

  /** A job (step 1 by default) with its hand-off row. */
  async function job(opts: Parameters<typeof createJob>[1] = {}) {
    const j = await createJob(t.database.db, { classification: 'Sound Wall', ...opts });
    const h = await ensureHandOff(t.database.db, j.id);
    return { ...j, handOffId: h.id };
  }

  /** The ids root to leaf of a path of seeded names ('Sound Wall', 'STC 32', '24 ft', 'Freestanding'). */
  async function path(...names: string[]) {
    const ids: number[] = [];
    let parentId: number | null = null;
    for (const name of names) {
      const [n]: { id: number }[] = await t.database.db
        .select({ id: scopeBuilderNodes.id })
        .from(scopeBuilderNodes)
        .where(
          and(
            eq(scopeBuilderNodes.itemName, name),
            parentId === null ? isNull(scopeBuilderNodes.parentId) : eq(scopeBuilderNodes.parentId, parentId),
          ),
        );
      ids.push(n.id);
      parentId = n.id;
    }
    return ids;
  }

  const history = (jobId: number, actions?: string[]) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'job'),
          eq(auditLog.entityId, String(jobId)),
          actions ? inArray(auditLog.action, actions) : undefined,
        ),
      )
      .orderBy(auditLog.id);

  /** 401 anonymous and 403 for a user without the permission. */
  async function denies(method: 'GET' | 'POST', url: string, payload: unknown, weakToken: string) {
    const anon = await call(method, url, payload);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ success: false, message: messages.notSignedIn });
    const weak = await call(method, url, payload, weakToken);
    expect(weak.statusCode).toBe(403);
    expect(weak.json()).toEqual({ success: false, message: messages.forbidden });
  }

  return { call, user, job, path, history, denies };
}
