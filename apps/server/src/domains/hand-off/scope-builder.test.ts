import { messages } from '@fieldbook/contract';
import {
  adminScopeTree,
  disableScopeNode,
  enableScopeNode,
  moveScopeNode,
  saveScopeNode,
  scopeBuilderTree,
} from '@fieldbook/contract/hand-off';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { scopePath } from '../../../test/factories/hand-off.ts';
import { scopeBuilderNodes } from '../../db/schema/index.ts';
import { SCOPE_BUILDER_SEED } from './scope-builder.seed.ts';

let t: TestApp;
let admin: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUser(t, ['admin.scopeBuilder']);
  viewer = await signInUser(t, ['jobs.view']);
  plain = await signInUser(t, []);
});
const names = (nodes: { itemName: string }[]) => nodes.map((n) => n.itemName);

describe('the seeded tree', () => {
  it('is there after bootstrap, 3–4 tiers deep, and the hand-off form gets it', async () => {
    const res = await call(t.app, scopeBuilderTree, { token: viewer.token });
    expect(res.statusCode).toBe(200);
    const tree = res.json.data;
    expect(names(tree)).toEqual(SCOPE_BUILDER_SEED.map((n) => (typeof n === 'string' ? n : n[0])));
    const [wall] = tree.filter((n: { itemName: string }) => n.itemName === 'Sound Wall');
    expect(names(wall.children[1].children)).toEqual(['16 ft', '20 ft', '24 ft', '32 ft']);
    expect(names(wall.children[1].children[0].children)).toEqual(['Freestanding', 'Rig-mounted']);
  });
  it('401 anonymous, 403 without jobs.view', async () => {
    await denies(t.app, scopeBuilderTree, {}, plain.token);
  });
});

describe('admin', () => {
  it('401 and 403 without admin.scopeBuilder for every call', async () => {
    await denies(t.app, adminScopeTree, {}, viewer.token);
    await denies(t.app, saveScopeNode, { body: { parentId: null, itemName: 'X' } }, viewer.token);
    await denies(t.app, moveScopeNode, { body: { scopeBuilderId: 1, direction: 'up' } }, viewer.token);
    await denies(t.app, disableScopeNode, { body: { id: 1 } }, viewer.token);
    await denies(t.app, enableScopeNode, { body: { id: 1 } }, viewer.token);
  });

  it('adds a top-level item and a child, renames, with audit rows; 400 without a name, 404 for a missing parent', async () => {
    const empty = await call(t.app, saveScopeNode, { body: { parentId: null, itemName: ' ' }, token: admin.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe(messages.scopeNodeNameRequired);
    const orphan = await call(t.app, saveScopeNode, { body: { parentId: 999999, itemName: 'X' }, token: admin.token });
    expect(orphan.statusCode).toBe(404);
    const top = (
      await call(t.app, saveScopeNode, { body: { parentId: null, itemName: 'Barrier Gates' }, token: admin.token })
    ).json;
    expect(top.message).toBe(messages.scopeNodeSaved);
    const child = (
      await call(t.app, saveScopeNode, {
        body: { parentId: top.scopeBuilderId, itemName: 'Swing' },
        token: admin.token,
      })
    ).json;
    await call(t.app, saveScopeNode, {
      body: { scopeBuilderId: child.scopeBuilderId, itemName: 'Swing Gate' },
      token: admin.token,
    });
    const tree = (await call(t.app, adminScopeTree, { token: admin.token })).json.data;
    const last = tree[tree.length - 1];
    expect(last).toEqual({
      scopeBuilderId: top.scopeBuilderId,
      itemName: 'Barrier Gates',
      enabled: true,
      children: [{ scopeBuilderId: child.scopeBuilderId, itemName: 'Swing Gate', enabled: true, children: [] }],
    });
    expect((await auditOf(t.database.db, 'scopeBuilder', child.scopeBuilderId)).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('moves an item among its siblings', async () => {
    const [sw] = await scopePath(t.database.db, 'Sound Wall', 'STC 32');
    const stc32 = (await scopePath(t.database.db, 'Sound Wall', 'STC 32'))[1];
    const up = await call(t.app, moveScopeNode, {
      body: { scopeBuilderId: stc32, direction: 'up' },
      token: admin.token,
    });
    expect(up.statusCode, up.body).toBe(200);
    const siblings = await t.database.db
      .select()
      .from(scopeBuilderNodes)
      .where(eq(scopeBuilderNodes.parentId, sw))
      .orderBy(scopeBuilderNodes.sortOrder);
    expect(names(siblings)).toEqual(['STC 32', 'STC 25', 'STC 40']);
    // Already first: nothing changes.
    await call(t.app, moveScopeNode, { body: { scopeBuilderId: stc32, direction: 'up' }, token: admin.token });
    expect((await auditOf(t.database.db, 'scopeBuilder', stc32)).filter((r) => r.action === 'move')).toHaveLength(1);
  });

  it('a disabled item and its branch leave the hand-off tree, and come back when enabled', async () => {
    const [mon] = await scopePath(t.database.db, 'Vibration Monitoring');
    const off = await call(t.app, disableScopeNode, { body: { id: mon }, token: admin.token });
    expect(off.json.message).toBe(messages.scopeNodeDisabled);
    const tree = (await call(t.app, scopeBuilderTree, { token: viewer.token })).json.data;
    expect(names(tree)).not.toContain('Vibration Monitoring');
    const admins = (await call(t.app, adminScopeTree, { token: admin.token })).json.data;
    expect(admins.find((n: { scopeBuilderId: number }) => n.scopeBuilderId === mon)?.enabled).toBe(false);
    await call(t.app, enableScopeNode, { body: { id: mon }, token: admin.token });
    const back = (await call(t.app, scopeBuilderTree, { token: viewer.token })).json.data;
    expect(names(back)).toContain('Vibration Monitoring');
    expect((await auditOf(t.database.db, 'scopeBuilder', mon)).map((r) => r.action)).toEqual(['disable', 'enable']);
    expect((await call(t.app, disableScopeNode, { body: { id: 999999 }, token: admin.token })).statusCode).toBe(404);
  });
});
