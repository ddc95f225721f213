import { messages, type Permission } from '@fieldbook/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { bearer, createUser, signIn } from '../../../test/factories/users.ts';
import { auditLog, jobClassifications, jobs, rolePermissions, roles } from '../../db/schema/index.ts';

/** Shared by the review, approvals, stages and billing API tests of this folder. */
export function approvalsTestKit(t: () => TestApp) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
    t().app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A signed-in user holding exactly `permissions`. */
  const tokenFor = async (permissions: readonly Permission[]) => {
    const u = await createUser(t().database.db, { permissions });
    return signIn(t().app, u.username, u.password);
  };

  /** A signed-in user whose `limited` permission covers only the job class `className`. */
  const tokenLimitedTo = async (permissions: readonly Permission[], limited: Permission, className: string) => {
    const db = t().database.db;
    const [c] = await db.select().from(jobClassifications).where(eq(jobClassifications.name, className));
    const [r] = await db
      .insert(roles)
      .values({ name: `Limited ${Math.random().toString(36).slice(2, 9)}` })
      .returning();
    await db
      .insert(rolePermissions)
      .values([
        ...permissions.map((permission) => ({ roleId: r.id, permission })),
        { roleId: r.id, permission: limited, jobClassIds: [c.id] },
      ]);
    const [role] = await db.select().from(roles).where(eq(roles.id, r.id));
    const u = await createUser(db, { role: role.name });
    return signIn(t().app, u.username, u.password);
  };

  /** 401 anonymous and 403 for a user without the permission. */
  const denies = async (method: 'GET' | 'POST', url: string, payload: unknown, weakToken: string) => {
    const anon = await call(method, url, payload);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ success: false, message: messages.notSignedIn });
    const weak = await call(method, url, payload, weakToken);
    expect(weak.statusCode).toBe(403);
    expect(weak.json()).toEqual({ success: false, message: messages.forbidden });
  };

  /** The job history: audit rows of entity 'job'. */
  const historyOf = (jobId: number) =>
    t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(jobId))))
      .orderBy(auditLog.id);

  const jobRow = async (jobId: number) => {
    const [row] = await t().database.db.select().from(jobs).where(eq(jobs.id, jobId));
    return row;
  };

  return { call, tokenFor, tokenLimitedTo, denies, historyOf, jobRow };
}
