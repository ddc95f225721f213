import {
  administratorPermissions,
  allPermissions,
  messages,
  type Permission,
  roleCategories,
  seededRoles,
} from '@fieldbook/contract';
import { getRoleList, getRolePermission, saveRole } from '@fieldbook/contract/roles';
import { getSelfInfo } from '@fieldbook/contract/self';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';
import { auditLog, jobClassifications, rolePermissions, roles } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/tokens.ts';

let t: TestApp;
/** Holds admin.roles only; the roles below are made through the API by this user. */
let adminToken: string;
let adminId: number;
/** Holds no permission. */
let nobodyToken: string;
/** Holds admin.users only (the user form lists roles). */
let usersToken: string;
let classes: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { permissions: ['admin.roles'] });
  adminId = admin.id;
  adminToken = await signIn(t.app, admin.username, admin.password);
  const nobody = await createUser(t.database.db, { permissions: [] });
  nobodyToken = await signIn(t.app, nobody.username, nobody.password);
  const users = await createUser(t.database.db, { permissions: ['admin.users'] });
  usersToken = await signIn(t.app, users.username, users.password);
  classes = await t.database.db
    .select({ id: jobClassifications.id, name: jobClassifications.name })
    .from(jobClassifications)
    .orderBy(jobClassifications.sortOrder);
});

interface Entry {
  active: boolean;
  permission: {
    name: string;
    displayName: string;
    jobSpecific: boolean;
    jobClasses: { jobClassId: number; name: string; active: boolean }[];
  };
}
interface Editor {
  role: { roleId: number; roleName: string; isAdministrator: boolean };
  roleCategories: { categoryId: number; categoryName: string; rolePermissionList: Entry[] }[];
}

async function editorOf(roleId: number): Promise<Editor> {
  const res = await call(t.app, getRolePermission, { body: { roleId }, token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json;
}

const entries = (e: Editor) => e.roleCategories.flatMap((c) => c.rolePermissionList);
const entry = (e: Editor, key: string) => {
  const found = entries(e).find((x) => x.permission.name === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

/**
 * A SaveRole body as the editor sends it: the catalogue answered for roleId 0 with `grants` turned
 * on; a grant of class names limits a job-specific permission to those classes.
 */
async function body(roleId: number, roleName: string, grants: Partial<Record<Permission, true | string[]>>) {
  const e = await editorOf(0);
  for (const x of entries(e)) {
    const g = grants[x.permission.name as Permission];
    x.active = g !== undefined;
    for (const c of x.permission.jobClasses) c.active = g === true || (Array.isArray(g) && g.includes(c.name));
  }
  return { ...e, role: { ...e.role, roleId, roleName } };
}

const save = (payload: unknown, token = adminToken) => call(t.app, saveRole, { body: payload, token });

async function storedPermissions(roleId: number) {
  const rows = await t.database.db
    .select({ permission: rolePermissions.permission, jobClassIds: rolePermissions.jobClassIds })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return Object.fromEntries(rows.map((r) => [r.permission, r.jobClassIds]));
}

async function auditRowsOf(roleId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(roleId))))
    .orderBy(desc(auditLog.id));
}

const classId = (name: string) => {
  const c = classes.find((x) => x.name === name);
  if (!c) throw new Error(`no class ${name}`);
  return c.id;
};

describe('GET /Administrator/GetRoleList', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, getRoleList);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers 403 to a user holding neither admin.roles nor admin.users', async () => {
    const res = await call(t.app, getRoleList, { token: nobodyToken });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('lists every role by name, without case, for admin.roles and for admin.users', async () => {
    for (const token of [adminToken, usersToken]) {
      const res = await call(t.app, getRoleList, { token });
      expect(res.statusCode).toBe(200);
      const { success, roleList } = res.json;
      expect(success).toBe(true);
      const names: string[] = roleList.map((r: { roleName: string }) => r.roleName);
      for (const seeded of Object.keys(seededRoles)) expect(names).toContain(seeded);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const [admin] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
      expect(roleList).toContainEqual({ roleId: admin.id, roleName: 'Administrator' });
    }
  });
});

describe('POST /Administrator/GetRolePermission', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, getRolePermission, { body: { roleId: 0 } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 without admin.roles (admin.users is not enough)', async () => {
    const res = await call(t.app, getRolePermission, { body: { roleId: 0 }, token: usersToken });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 without a role id', async () => {
    const res = await call(t.app, getRolePermission, { body: {}, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Role id is required.',
      errors: { roleId: 'Role id is required.' },
    });
  });

  it('answers 404 for an unknown role', async () => {
    const res = await call(t.app, getRolePermission, { body: { roleId: 999_999 }, token: adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.roleNotFound });
  });

  it('answers the whole catalogue, nothing active, for a new role (roleId 0)', async () => {
    const e = await editorOf(0);
    expect(e.role).toEqual({ roleId: 0, roleName: '', isAdministrator: false });
    expect(e.roleCategories.map((c) => [c.categoryId, c.categoryName])).toEqual(
      Object.entries(roleCategories).map(([id, name]) => [Number(id), name]),
    );
    expect(entries(e).map((x) => x.permission.name)).toEqual(expect.arrayContaining(allPermissions));
    expect(entries(e)).toHaveLength(allPermissions.length);
    expect(entries(e).every((x) => !x.active)).toBe(true);

    const handOff = entry(e, 'stage.handOff');
    expect(handOff.permission).toMatchObject({
      displayName: 'Hand-Off',
      roleCategory: 6,
      jobSpecific: true,
      description: 'Edit the hand-off: scope, mobilization, attachments; flag for review.',
    });
    expect(handOff.permission.jobClasses.map((c) => c.name)).toEqual(classes.map((c) => c.name));
    expect(entry(e, 'jobs.view').permission).toMatchObject({ jobSpecific: false, jobClasses: [] });
  });

  it('answers a seeded role with exactly its permissions active, every class on', async () => {
    const [sales] = await t.database.db.select().from(roles).where(eq(roles.name, 'Sales'));
    const e = await editorOf(sales.id);
    expect(e.role).toEqual({ roleId: sales.id, roleName: 'Sales', isAdministrator: false });
    const active = entries(e)
      .filter((x) => x.active)
      .map((x) => x.permission.name);
    expect(active.sort()).toEqual([...seededRoles.Sales].sort());
    expect(entry(e, 'stage.handOff').permission.jobClasses.every((c) => c.active)).toBe(true);
    expect(entry(e, 'stage.review').permission.jobClasses.every((c) => !c.active)).toBe(true);
  });

  it('flags the Administrator role', async () => {
    const [admin] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
    const e = await editorOf(admin.id);
    expect(e.role.isAdministrator).toBe(true);
    // Every permission but the drilling markers, which would restrict or force drilling sites.
    const active = entries(e)
      .filter((x) => x.active)
      .map((x) => x.permission.name);
    expect(active.sort()).toEqual([...administratorPermissions].sort());
    expect(active).not.toContain('drilling.user');
  });
});

describe('POST /Administrator/SaveRole', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, saveRole, { body: await body(0, 'Anonymous', {}) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 without admin.roles', async () => {
    const res = await save(await body(0, 'Not allowed', {}), usersToken);
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 when the name is blank', async () => {
    const res = await save(await body(0, '   ', { 'jobs.view': true }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Role name is required.',
      errors: { 'role.roleName': 'Role name is required.' },
    });
  });

  it('answers 400 for an unknown permission key, and creates nothing', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(roles);
    const payload = await body(0, 'Unknown key', { 'jobs.view': true });
    payload.roleCategories[0].rolePermissionList[0].permission.name = 'admin.everything';
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Unknown permission: admin.everything.',
      errors: { 'roleCategories.0.rolePermissionList.0.permission.name': 'Unknown permission: admin.everything.' },
    });
    const [{ n: after }] = await t.database.db.select({ n: count() }).from(roles);
    expect(after).toBe(before);
  });

  it('answers 400 when an active job-specific permission has no job class', async () => {
    const payload = await body(0, 'No classes', { 'stage.review': [] });
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Choose at least one job class for Review, or turn the permission off.');
    expect(Object.keys(res.json.errors)).toEqual([
      expect.stringMatching(/^roleCategories\.\d+\.rolePermissionList\.\d+\.permission\.jobClasses$/),
    ]);
    const [row] = await t.database.db.select().from(roles).where(eq(roles.name, 'No classes'));
    expect(row).toBeUndefined();
  });

  it('answers 400 for an unknown job class', async () => {
    const payload = await body(0, 'Odd class', { 'stage.review': ['Drilling'] });
    const review = entries(payload).find((x) => x.permission.name === 'stage.review');
    review?.permission.jobClasses.push({ jobClassId: 987_654, name: 'Imaginary', active: true });
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Unknown job class: 987654.');
  });

  it('answers 409 when another role has the name in any case, and changes nothing', async () => {
    const res = await save(await body(0, '  sALES ', { 'jobs.view': true }));
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: 'A role named "sALES" already exists. Please choose another name.',
      errors: { 'role.roleName': 'A role named "sALES" already exists. Please choose another name.' },
    });

    const created = await save(await body(0, 'Renamed later', { 'jobs.view': true }));
    const roleId = created.json.roleId;
    const rename = await save(await body(roleId, 'Office staff', { 'jobs.edit': true }));
    expect(rename.statusCode).toBe(409);
    const e = await editorOf(roleId);
    expect(e.role.roleName).toBe('Renamed later');
    expect(await storedPermissions(roleId)).toEqual({ 'jobs.view': null });
  });

  it('answers 404 for an unknown role id', async () => {
    const res = await save(await body(999_999, 'Ghost', {}));
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.roleNotFound });
  });

  it('creates a role with its permissions and job-class limits, audited', async () => {
    const res = await save(
      await body(0, '  Drilling Crew Lead ', {
        'jobs.view': true,
        'stage.installation': ['Drilling'],
        'stage.onRent': ['Drilling', 'Sound Wall'],
        'stage.tearDown': classes.map((c) => c.name),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { success, message, roleId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: 'Role saved.' });
    expect(roleId).toBeGreaterThan(0);

    // Every class on is stored as "all classes" (null), so a class added later is included.
    expect(await storedPermissions(roleId)).toEqual({
      'jobs.view': null,
      'stage.installation': [classId('Drilling')],
      'stage.onRent': [classId('Sound Wall'), classId('Drilling')].sort((a, b) => a - b),
      'stage.tearDown': null,
    });

    const e = await editorOf(roleId);
    expect(e.role).toEqual({ roleId, roleName: 'Drilling Crew Lead', isAdministrator: false });
    const installation = entry(e, 'stage.installation');
    expect(installation.active).toBe(true);
    expect(installation.permission.jobClasses.filter((c) => c.active).map((c) => c.name)).toEqual(['Drilling']);

    const list = (await call(t.app, getRoleList, { token: adminToken })).json.roleList;
    expect(list).toContainEqual({ roleId, roleName: 'Drilling Crew Lead' });

    const [row] = await auditRowsOf(roleId);
    expect(row).toMatchObject({ userId: adminId, action: 'create' });
    expect(row.change).toEqual({
      roleName: { before: null, after: 'Drilling Crew Lead' },
      permissions: {
        'jobs.view': { before: false, after: true },
        'stage.installation': { before: false, after: ['Drilling'] },
        'stage.onRent': { before: false, after: ['Sound Wall', 'Drilling'] },
        'stage.tearDown': { before: false, after: true },
      },
    });
  });

  it('updates the name and permission set; a user of the role holds the new set at once', async () => {
    const created = await save(await body(0, 'Estimator', { 'jobs.view': true, 'budgets.view': true }));
    const roleId = created.json.roleId;
    const member = await createUser(t.database.db, { permissions: [] });
    await t.database.db.execute(sql`UPDATE users SET role_id = ${roleId} WHERE id = ${member.id}`);
    const memberToken = await signIn(t.app, member.username, member.password);

    const res = await save(
      await body(roleId, 'Senior Estimator', { 'jobs.view': true, 'budgets.edit': true, 'stage.review': ['Drilling'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Role saved.', roleId });

    const self = (await call(t.app, getSelfInfo, { token: memberToken })).json.data;
    expect(self.roleName).toBe('Senior Estimator');
    expect([...self.permissions].sort()).toEqual(['budgets.edit', 'jobs.view', 'stage.review']);

    const [row] = await auditRowsOf(roleId);
    expect(row).toMatchObject({ userId: adminId, action: 'update' });
    expect(row.change).toEqual({
      roleName: { before: 'Estimator', after: 'Senior Estimator' },
      permissions: {
        'budgets.view': { before: true, after: false },
        'budgets.edit': { before: false, after: true },
        'stage.review': { before: false, after: ['Drilling'] },
      },
    });
  });

  it("is seen by the very next request of the role's users, even while their session is cached", async () => {
    const created = await save(await body(0, 'Role Keeper', { 'admin.roles': true }));
    const roleId = created.json.roleId;
    const member = await createUser(t.database.db, { permissions: [] });
    await t.database.db.execute(sql`UPDATE users SET role_id = ${roleId} WHERE id = ${member.id}`);
    const memberToken = await signIn(t.app, member.username, member.password);
    expect((await call(t.app, getRoleList, { token: memberToken })).statusCode).toBe(200);
    expect(t.app.services.sessions.get(hashToken(memberToken))).toBeDefined();

    expect((await save(await body(roleId, 'Role Keeper', { 'jobs.view': true }))).statusCode).toBe(200);
    const next = await call(t.app, getRoleList, { token: memberToken });
    expect(next.statusCode).toBe(403);
    expect(next.json.message).toBe(messages.forbidden);
  });

  it('records a change of job classes alone, and writes no audit row when nothing changed', async () => {
    const created = await save(await body(0, 'Installer', { 'stage.installation': ['Drilling'] }));
    const roleId = created.json.roleId;
    await save(await body(roleId, 'Installer', { 'stage.installation': ['Drilling', 'Sound Wall'] }));
    const [row] = await auditRowsOf(roleId);
    expect(row.change).toEqual({
      permissions: { 'stage.installation': { before: ['Drilling'], after: ['Sound Wall', 'Drilling'] } },
    });

    const again = await save(await body(roleId, 'Installer', { 'stage.installation': ['Sound Wall', 'Drilling'] }));
    expect(again.statusCode).toBe(200);
    expect(await auditRowsOf(roleId)).toHaveLength(2);
  });

  it('lets a role change only the case of its own name', async () => {
    const created = await save(await body(0, 'yard hand', { 'inventory.view': true }));
    const roleId = created.json.roleId;
    const res = await save(await body(roleId, 'Yard Hand', { 'inventory.view': true }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await editorOf(roleId)).role.roleName).toBe('Yard Hand');
  });

  describe('the Administrator role', () => {
    let adminRoleId: number;
    const everything = () => Object.fromEntries(administratorPermissions.map((p) => [p, true as const]));
    beforeAll(async () => {
      const [r] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
      adminRoleId = r.id;
    });

    it('cannot lose a permission', async () => {
      const grants: Partial<Record<Permission, true>> = everything();
      delete grants['admin.roles'];
      const res = await save(await body(adminRoleId, 'Administrator', grants));
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({ success: false, message: messages.administratorRoleFixed });
      expect(Object.keys(await storedPermissions(adminRoleId))).toHaveLength(administratorPermissions.length);
    });

    it('cannot limit a job-specific permission to some classes', async () => {
      const res = await save(
        await body(adminRoleId, 'Administrator', { ...everything(), 'stage.review': ['Drilling'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(messages.administratorRoleFixed);
      expect((await storedPermissions(adminRoleId))['stage.review']).toBeNull();
    });

    it('cannot be renamed', async () => {
      const res = await save(await body(adminRoleId, 'Superusers', everything()));
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: messages.administratorRoleName,
        errors: { 'role.roleName': messages.administratorRoleName },
      });
    });

    it('saves unchanged with every permission', async () => {
      const res = await save(await body(adminRoleId, 'Administrator', everything()));
      expect(res.statusCode, res.body).toBe(200);
      expect(await auditRowsOf(adminRoleId)).toHaveLength(0);
    });
  });
});
