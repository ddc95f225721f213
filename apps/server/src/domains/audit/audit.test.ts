import { messages } from '@fieldbook/contract';
import { getAuditLog } from '@fieldbook/contract/audit';
import { getRolePermission, saveRole } from '@fieldbook/contract/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';

let t: TestApp;
let token: string;
let auditor: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t.database.db, { permissions: ['admin.audit', 'admin.roles'] });
  auditor = u;
  token = await signIn(t.app, u.username, u.password);
});

interface Row {
  auditId: number;
  at: string;
  userName: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  change: unknown;
}

describe('GET /Administrator/AuditLog', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, getAuditLog);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers 403 without admin.audit (admin.roles is not enough)', async () => {
    const u = await createUser(t.database.db, { permissions: ['admin.roles', 'admin.users'] });
    const res = await call(t.app, getAuditLog, { token: await signIn(t.app, u.username, u.password) });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 for a page that is not a whole number of at least 1', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const res = await call(t.app, getAuditLog, { query: { page }, token });
      expect(res.statusCode, page).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: 'The page must be a whole number of at least 1.',
        errors: { page: 'The page must be a whole number of at least 1.' },
      });
    }
  });

  it('pages newest first, 50 a page, and filters by entity', async () => {
    const db = t.database.db;
    // 60 rows of a test entity, one at a time so each is newer than the last.
    for (let i = 1; i <= 60; i++) await audit(db, auditor.id, 'gadget', i, 'update', { step: i });
    await audit(db, null, 'widget', 'w-1', 'create');

    const first = await call(t.app, getAuditLog, { query: { entity: 'gadget' }, token });
    expect(first.statusCode, first.body).toBe(200);
    const { success, data } = first.json;
    expect(success).toBe(true);
    expect(data).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(data.rows).toHaveLength(50);
    expect(data.rows[0]).toEqual({
      auditId: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      userName: `Test ${(await userLastName(auditor.id)) ?? ''}`.trim(),
      entity: 'gadget',
      entityId: '60',
      action: 'update',
      change: { step: 60 },
    });
    expect(data.rows.map((r: Row) => r.entityId)).toEqual(Array.from({ length: 50 }, (_, i) => String(60 - i)));
    expect(data.entities).toEqual(expect.arrayContaining(['gadget', 'widget', 'user']));

    const second = (await call(t.app, getAuditLog, { query: { entity: 'gadget', page: '2' }, token })).json.data;
    expect(second).toMatchObject({ total: 60, page: 2, pageSize: 50 });
    expect(second.rows.map((r: Row) => r.entityId)).toEqual(Array.from({ length: 10 }, (_, i) => String(10 - i)));

    const beyond = (await call(t.app, getAuditLog, { query: { entity: 'gadget', page: '3' }, token })).json.data;
    expect(beyond).toMatchObject({ total: 60, page: 3, rows: [] });

    const widget = (await call(t.app, getAuditLog, { query: { entity: 'widget' }, token })).json.data;
    expect(widget.total).toBe(1);
    // Changes made by the system (no user) answer a null user name.
    expect(widget.rows[0]).toMatchObject({ userName: null, entityId: 'w-1', action: 'create', change: null });
  });

  it('answers every entity when the filter is empty, newest first', async () => {
    const res = await call(t.app, getAuditLog, { query: { entity: '', page: '1' }, token });
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json.data;
    expect(total).toBeGreaterThanOrEqual(62); // the rows above plus the bootstrap's administrator
    const times = rows.map((r: Row) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a role saved through the API with who did it and what changed', async () => {
    const editor = await call(t.app, getRolePermission, { body: { roleId: 0 }, token });
    const payload = editor.json;
    payload.role.roleName = 'Audited Role';
    for (const c of payload.roleCategories)
      for (const e of c.rolePermissionList) e.active = e.permission.name === 'jobs.view';
    const saved = await call(t.app, saveRole, { body: payload, token });
    expect(saved.statusCode, saved.body).toBe(200);

    const [row] = (await call(t.app, getAuditLog, { query: { entity: 'role' }, token })).json.data.rows;
    expect(row).toMatchObject({
      entity: 'role',
      entityId: String(saved.json.roleId),
      action: 'create',
      userName: expect.stringMatching(/^Test User \d+$/),
      change: {
        roleName: { before: null, after: 'Audited Role' },
        permissions: { 'jobs.view': { before: false, after: true } },
      },
    });
  });
});

async function userLastName(id: number): Promise<string | undefined> {
  const [u] = await t.database.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, id));
  return u?.lastName;
}
