import { messages } from '@fieldbook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditLog, scopeBuilderNodes } from '../../db/schema/index.ts';
import { SCOPE_BUILDER_SEED } from './scope-builder.seed.ts';
import { kit } from './test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let admin: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
  admin = await k.user(['admin.scopeBuilder']);
  viewer = await k.user(['jobs.view']);
  plain = await k.user([]);
});

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'scopeBuilder'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const names = (nodes: { itemName: string }[]) => nodes.map((n) => n.itemName);

describe('the seeded tree', () => {
  it('is there after bootstrap, 3–4 tiers deep, and the hand-off form gets it', async () => {
    const res = await k.call('GET', '/JobScope/ScopeBuilderTree', undefined, viewer.token);
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(names(tree)).toEqual(SCOPE_BUILDER_SEED.map((n) => (typeof n === 'string' ? n : n[0])));
    const wall = tree.find((n: { itemName: string }) => n.itemName === 'Sound Wall');
    expect(names(wall.children[1].children)).toEqual(['16 ft', '20 ft', '24 ft', '32 ft']);
    expect(names(wall.children[1].children[0].children)).toEqual(['Freestanding', 'Rig-mounted']);
  });
  it('401 anonymous, 403 without jobs.view', async () => {
    await k.denies('GET', '/JobScope/ScopeBuilderTree', undefined, plain.token);
  });
});

describe('admin', () => {
  it('401 and 403 without admin.scopeBuilder for every call', async () => {
    await k.denies('GET', '/ScopeBuilder/Tree', undefined, viewer.token);
    await k.denies('POST', '/ScopeBuilder/SaveNode', { parentId: null, itemName: 'X' }, viewer.token);
    await k.denies('POST', '/ScopeBuilder/MoveNode', { scopeBuilderId: 1, direction: 'up' }, viewer.token);
    await k.denies('POST', '/ScopeBuilder/DisableNode', { id: 1 }, viewer.token);
    await k.denies('POST', '/ScopeBuilder/EnableNode', { id: 1 }, viewer.token);
  });

  it('adds a top-level item and a child, renames, with audit rows; 400 without a name, 404 for a missing parent', async () => {
    const empty = await k.call('POST', '/ScopeBuilder/SaveNode', { parentId: null, itemName: ' ' }, admin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.scopeNodeNameRequired);
    const orphan = await k.call('POST', '/ScopeBuilder/SaveNode', { parentId: 999999, itemName: 'X' }, admin.token);
    expect(orphan.statusCode).toBe(404);
    const top = (
      await k.call('POST', '/ScopeBuilder/SaveNode', { parentId: null, itemName: 'Barrier Gates' }, admin.token)
    ).json();
    expect(top.message).toBe(messages.scopeNodeSaved);
    const child = (
      await k.call('POST', '/ScopeBuilder/SaveNode', { parentId: top.scopeBuilderId, itemName: 'Swing' }, admin.token)
    ).json();
    await k.call(
      'POST',
      '/ScopeBuilder/SaveNode',
      { scopeBuilderId: child.scopeBuilderId, itemName: 'Swing Gate' },
      admin.token,
    );
    const tree = (await k.call('GET', '/ScopeBuilder/Tree', undefined, admin.token)).json().data;
    const last = tree[tree.length - 1];
    expect(last).toEqual({
      scopeBuilderId: top.scopeBuilderId,
      itemName: 'Barrier Gates',
      enabled: true,
      children: [{ scopeBuilderId: child.scopeBuilderId, itemName: 'Swing Gate', enabled: true, children: [] }],
    });
    expect((await auditOf(child.scopeBuilderId)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('moves an item among its siblings', async () => {
    const [sw] = await k.path('Sound Wall', 'STC 32');
    const stc32 = (await k.path('Sound Wall', 'STC 32'))[1];
    const up = await k.call('POST', '/ScopeBuilder/MoveNode', { scopeBuilderId: stc32, direction: 'up' }, admin.token);
    expect(up.statusCode, up.body).toBe(200);
    const siblings = await t.database.db
      .select()
      .from(scopeBuilderNodes)
      .where(eq(scopeBuilderNodes.parentId, sw))
      .orderBy(scopeBuilderNodes.sortOrder);
    expect(names(siblings)).toEqual(['STC 32', 'STC 25', 'STC 40']);
    // Already first: nothing changes.
    await k.call('POST', '/ScopeBuilder/MoveNode', { scopeBuilderId: stc32, direction: 'up' }, admin.token);
    expect((await auditOf(stc32)).filter((r) => r.action === 'move')).toHaveLength(1);
  });

  it('a disabled item and its branch leave the hand-off tree, and come back when enabled', async () => {
    const [mon] = await k.path('Vibration Monitoring');
    const off = await k.call('POST', '/ScopeBuilder/DisableNode', { id: mon }, admin.token);
    expect(off.json().message).toBe(messages.scopeNodeDisabled);
    const tree = (await k.call('GET', '/JobScope/ScopeBuilderTree', undefined, viewer.token)).json().data;
    expect(names(tree)).not.toContain('Vibration Monitoring');
    const admins = (await k.call('GET', '/ScopeBuilder/Tree', undefined, admin.token)).json().data;
    expect(admins.find((n: { scopeBuilderId: number }) => n.scopeBuilderId === mon).enabled).toBe(false);
    await k.call('POST', '/ScopeBuilder/EnableNode', { id: mon }, admin.token);
    const back = (await k.call('GET', '/JobScope/ScopeBuilderTree', undefined, viewer.token)).json().data;
    expect(names(back)).toContain('Vibration Monitoring');
    expect((await auditOf(mon)).map((r) => r.action)).toEqual(['disable', 'enable']);
    expect((await k.call('POST', '/ScopeBuilder/DisableNode', { id: 999999 }, admin.token)).statusCode).toBe(404);
  });
});
