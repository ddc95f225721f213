import { messages, type ScopeNode } from '@fieldbook/contract';
import {
  addScopeItem,
  disableScopeNode,
  handOffScopeBuilder,
  jobScopeList,
  saveScopeNode,
  scopeBuilderNoOther,
  scopeBuilderTree,
} from '@fieldbook/contract/hand-off';
import { describe, expect, it } from 'vitest';
import { call, denies, signInUser, testAppWith } from '../../../test/api.ts';
import { createHandOffJob, scopePath } from '../../../test/factories/hand-off.ts';

const t = testAppWith({
  editor: ['jobs.view', 'stage.handOff'],
  viewer: ['jobs.view'],
  templates: ['admin.budgetTemplates'],
  admin: ['admin.scopeBuilder'],
  plain: [],
});

const names = (nodes: ScopeNode[]) => nodes.map((n) => n.itemName);
/** Every path root → leaf of a tree, names joined with ' > '. */
const paths = (nodes: ScopeNode[], prefix = ''): string[] =>
  nodes.flatMap((n) =>
    n.children.length === 0 ? [`${prefix}${n.itemName}`] : paths(n.children, `${prefix}${n.itemName} > `),
  );

async function addItem(handOffId: number, ...path: string[]) {
  const res = await call(t.app, addScopeItem, {
    body: {
      selections: await scopePath(t.database.db, ...path),
      quantity: '2',
      description: path.join(' '),
      handOffId,
    },
    token: t.editor,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.scopeItemId;
}

async function addNode(parentId: number | null, itemName: string) {
  const res = await call(t.app, saveScopeNode, { body: { parentId, itemName }, token: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.scopeBuilderId;
}

describe('GET /JobScope/JobScopeList', () => {
  it('answers 401, 403 and 400', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, jobScopeList, { query: { HandOffId: j.handOffId } }, t.plain);
    const res = await call(t.app, jobScopeList, { query: { HandOffId: 'x' }, token: t.viewer });
    expect(res.statusCode).toBe(400);
  });

  it("lists the hand-off's items in the order they were added, each with its leaf", async () => {
    const j = await createHandOffJob(t.database.db);
    const first = await addItem(j.handOffId, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding');
    const second = await addItem(j.handOffId, 'Sound Wall', 'STC 25', '16 ft', 'Rig-mounted');
    const res = await call(t.app, jobScopeList, { query: { HandOffId: j.handOffId }, token: t.viewer });
    expect(res.statusCode).toBe(200);
    const [leaf] = (await scopePath(t.database.db, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding')).slice(-1);
    expect(res.json.data).toEqual([
      {
        scopeItemId: first,
        name: 'Sound Wall - STC 32 - 24 ft - Freestanding',
        description: 'Sound Wall STC 32 24 ft Freestanding',
        quantity: 2,
        optional: false,
        summary: true,
        scopeBuilderId: leaf,
      },
      expect.objectContaining({ scopeItemId: second, name: 'Sound Wall - STC 25 - 16 ft - Rig-mounted' }),
    ]);
  });

  it('answers 404 for an unknown hand-off, or the hand-off of a job the user may not see', async () => {
    const missing = await call(t.app, jobScopeList, { query: { HandOffId: 999_999 }, token: t.viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.handOffNotFound);
    const drillingUser = await signInUser(t, ['jobs.view', 'drilling.user']);
    const j = await createHandOffJob(t.database.db);
    const hidden = await call(t.app, jobScopeList, { query: { HandOffId: j.handOffId }, token: drillingUser.token });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GET /JobScope/ScopeBuilder', () => {
  it('answers 401, 403 and 400', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, handOffScopeBuilder, { query: { HandOffId: j.handOffId } }, t.plain);
    expect((await call(t.app, handOffScopeBuilder, { token: t.viewer })).statusCode).toBe(400);
  });

  it("answers only the branches of the hand-off's items, in tree order, disabled ones included", async () => {
    const j = await createHandOffJob(t.database.db);
    const empty = await call(t.app, handOffScopeBuilder, { query: { HandOffId: j.handOffId }, token: t.viewer });
    expect(empty.json).toEqual({ success: true, data: [] });

    await addItem(j.handOffId, 'Sound Wall', 'STC 32', '24 ft', 'Rig-mounted');
    await addItem(j.handOffId, 'Sound Wall', 'STC 25', '16 ft', 'Freestanding');
    await addItem(j.handOffId, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding');
    await addItem(j.handOffId, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding'); // the same leaf twice: once in the tree
    // A branch disabled after the item was added still shows for this hand-off.
    const [, stc25] = await scopePath(t.database.db, 'Sound Wall', 'STC 25');
    await call(t.app, disableScopeNode, { body: { id: stc25 }, token: t.admin });

    const res = await call(t.app, handOffScopeBuilder, { query: { HandOffId: j.handOffId }, token: t.viewer });
    expect(res.statusCode).toBe(200);
    expect(paths(res.json.data)).toEqual([
      'Sound Wall > STC 25 > 16 ft > Freestanding',
      'Sound Wall > STC 32 > 24 ft > Freestanding',
      'Sound Wall > STC 32 > 24 ft > Rig-mounted',
    ]);
    const [wall] = res.json.data;
    expect(wall).toMatchObject({ scopeBuilderId: expect.any(Number), itemName: 'Sound Wall' });
    expect(Object.keys(wall).sort()).toEqual(['children', 'itemName', 'scopeBuilderId']);
  });
});

describe('GET /JobScope/ScopeBuilderNoOther', () => {
  it('answers 401 and 403', async () => {
    await denies(t.app, scopeBuilderNoOther, {}, t.plain);
  });

  it("answers the enabled tree without 'Other' items and their branches", async () => {
    const [wall, stc32] = await scopePath(t.database.db, 'Sound Wall', 'STC 32');
    const other = await addNode(null, 'Other');
    await addNode(other, 'Anything');
    await addNode(stc32, ' other ');
    await addNode(wall, 'Other Walls'); // a name that only begins with Other stays
    const hidden = await addNode(wall, 'Retired');
    await call(t.app, disableScopeNode, { body: { id: hidden }, token: t.admin });

    for (const token of [t.viewer, t.templates]) {
      const res = await call(t.app, scopeBuilderNoOther, { token });
      expect(res.statusCode).toBe(200);
      const all = paths(res.json.data).join('\n');
      expect(all).not.toMatch(/(^|> )\s*other\s*($|\n| >)/im);
      expect(all).not.toContain('Anything');
      expect(all).not.toContain('Retired');
      expect(all).toContain('Sound Wall > Other Walls');
      expect(names(res.json.data)).not.toContain('Other');
    }
    // The hand-off form's tree still offers them.
    const full = await call(t.app, scopeBuilderTree, { token: t.viewer });
    expect(names(full.json.data)).toContain('Other');
  });
});
