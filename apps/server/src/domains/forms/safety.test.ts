import { messages } from '@fieldbook/contract';
import {
  addPotentialRisk,
  addSequenceAction,
  editPotentialRisk,
  editSequenceAction,
  getPotentialRisk,
  getPotentialRisks,
  getProductActions,
  getProductCombinations,
  getSequenceAction,
  getSequenceActions,
  postBulkAction,
  postBulkProduct,
  removePotentialRisk,
  removeSequenceAction,
  saveProductActions,
  saveRiskActions,
} from '@fieldbook/contract/forms-safety';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { scopePath } from '../../../test/factories/hand-off.ts';

let t: TestApp;
let admin: { id: number; token: string };
let weak: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUser(t, ['admin.safety']);
  weak = await signInAs(t, ['forms.view', 'forms.jsaEdit']);
});

let n = 0;
const newAction = async (name = `Action ${++n}`) =>
  (await call(t.app, addSequenceAction, { body: { action: name }, token: admin.token })).json.sequenceActionId;
const newRisk = async (name = `Risk ${++n}`) =>
  (await call(t.app, addPotentialRisk, { body: { risk: name }, token: admin.token })).json.potentialRiskId;

describe('sequence actions', () => {
  it('refuse anonymous callers and roles without admin.safety', async () => {
    await denies(t.app, getSequenceActions, {}, weak);
    await denies(t.app, getSequenceAction, { query: { id: 1 } }, weak);
    await denies(t.app, addSequenceAction, { body: { action: 'Lift beams' } }, weak);
    await denies(t.app, editSequenceAction, { body: { sequenceActionId: 1, action: 'Lift beams' } }, weak);
    await denies(t.app, removeSequenceAction, { query: { id: 1 } }, weak);
    await denies(t.app, postBulkAction, { body: { selectedActions: [1], selectedRisk: [1] } }, weak);
    await denies(t.app, saveRiskActions, { body: { sequenceActionId: 1, riskActions: [] } }, weak);
  });

  it('refuse an empty name or a single space', async () => {
    for (const action of ['', ' ', '   ']) {
      const res = await call(t.app, addSequenceAction, { body: { action }, token: admin.token });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors.action).toBe(messages.actionNameRequired);
    }
    const id = await newAction();
    const res = await call(t.app, editSequenceAction, {
      body: { sequenceActionId: id, action: ' ' },
      token: admin.token,
    });
    expect(res.json.errors.action).toBe(messages.actionNameRequired);
  });

  it('add, rename, list and delete an action, with audit rows', async () => {
    const add = await call(t.app, addSequenceAction, {
      body: { action: '  Unload panels from truck ' },
      token: admin.token,
    });
    expect(add.statusCode).toBe(200);
    const id = add.json.sequenceActionId;
    const again = await call(t.app, addSequenceAction, {
      body: { action: 'unload PANELS from truck' },
      token: admin.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(messages.actionExists);

    const edit = await call(t.app, editSequenceAction, {
      body: { sequenceActionId: id, action: 'Unload panels from flatbed' },
      token: admin.token,
    });
    expect(edit.json).toEqual({ success: true, message: messages.actionSaved });
    const list = await call(t.app, getSequenceActions, { token: admin.token });
    expect(list.json.data).toContainEqual({ sequenceActionId: id, action: 'Unload panels from flatbed', riskCount: 0 });

    const del = await call(t.app, removeSequenceAction, { query: { id }, token: admin.token });
    expect(del.json).toEqual({ success: true, message: messages.actionRemoved });
    expect((await call(t.app, getSequenceAction, { query: { id }, token: admin.token })).statusCode).toBe(404);
    expect((await call(t.app, removeSequenceAction, { query: { id }, token: admin.token })).statusCode).toBe(404);
    expect((await auditOf(t.database.db, 'sequenceAction', id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect((await auditOf(t.database.db, 'sequenceAction', id))[0]).toMatchObject({
      userId: admin.id,
      change: { action: 'Unload panels from truck' },
    });
  });

  it('assign risks in bulk and per action', async () => {
    const [a1, a2] = [await newAction(), await newAction()];
    const [r1, r2, r3] = [await newRisk(), await newRisk(), await newRisk()];
    const bad = await call(t.app, postBulkAction, {
      body: { selectedActions: [], selectedRisk: [r1] },
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe(messages.selectActions);
    const missing = await call(t.app, postBulkAction, {
      body: { selectedActions: [a1], selectedRisk: [2147483000] },
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);

    const bulk = await call(t.app, postBulkAction, {
      body: { selectedActions: [a1, a2], selectedRisk: [r1, r2] },
      token: admin.token,
    });
    expect(bulk.json).toEqual({ success: true, message: messages.risksAddedToActions(2), actions: 2 });
    // Running it again keeps the links as they are.
    await call(t.app, postBulkAction, { body: { selectedActions: [a1], selectedRisk: [r1] }, token: admin.token });
    const one = await call(t.app, getSequenceAction, { query: { id: a1 }, token: admin.token });
    expect(one.json.data.risks.map((r) => r.potentialRiskId).sort()).toEqual([r1, r2].sort());

    const save = await call(t.app, saveRiskActions, {
      body: { sequenceActionId: a1, riskActions: [{ potentialRiskId: r3 }] },
      token: admin.token,
    });
    expect(save.json).toEqual({ success: true, message: messages.riskActionsSaved });
    const after = await call(t.app, getSequenceAction, { query: { id: a1 }, token: admin.token });
    expect(after.json.data.risks).toEqual([expect.objectContaining({ potentialRiskId: r3, sequenceActionId: a1 })]);
    expect(await auditOf(t.database.db, 'sequenceAction', a1, ['risks'])).toHaveLength(1);
    const twice = await call(t.app, saveRiskActions, {
      body: { sequenceActionId: a1, riskActions: [{ potentialRiskId: r3 }, { potentialRiskId: r3 }] },
      token: admin.token,
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('potential risks', () => {
  it('refuse anonymous callers and roles without admin.safety', async () => {
    await denies(t.app, getPotentialRisks, {}, weak);
    await denies(t.app, getPotentialRisk, { query: { id: 1 } }, weak);
    await denies(t.app, addPotentialRisk, { body: { risk: 'Pinch points' } }, weak);
    await denies(t.app, editPotentialRisk, { body: { potentialRiskId: 1, risk: 'Pinch points' } }, weak);
    await denies(t.app, removePotentialRisk, { query: { id: 1 } }, weak);
  });

  it('refuse a blank name', async () => {
    const res = await call(t.app, addPotentialRisk, { body: { risk: ' ' }, token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.risk).toBe(messages.riskNameRequired);
  });

  it('add, rename, read and delete a risk: deleting it removes it from every action', async () => {
    const id = await newRisk('Pinch points');
    const action = await newAction();
    const linked = await call(t.app, postBulkAction, {
      body: { selectedActions: [action], selectedRisk: [id] },
      token: admin.token,
    });
    expect(linked.json).toMatchObject({ success: true });
    const edit = await call(t.app, editPotentialRisk, {
      body: { potentialRiskId: id, risk: 'Pinch points and crush injuries' },
      token: admin.token,
    });
    expect(edit.json.message).toBe(messages.riskSaved);
    const one = await call(t.app, getPotentialRisk, { query: { id }, token: admin.token });
    expect(one.json.data).toEqual({ potentialRiskId: id, risk: 'Pinch points and crush injuries' });
    const list = await call(t.app, getPotentialRisks, { token: admin.token });
    expect(list.json.data).toContainEqual({
      potentialRiskId: id,
      risk: 'Pinch points and crush injuries',
      actionCount: 1,
    });

    const del = await call(t.app, removePotentialRisk, { query: { id }, token: admin.token });
    expect(del.json).toEqual({ success: true, message: messages.riskRemoved });
    const a = await call(t.app, getSequenceAction, { query: { id: action }, token: admin.token });
    expect(a.json.data.risks).toEqual([]);
    expect((await auditOf(t.database.db, 'potentialRisk', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });
});

describe('product actions', () => {
  it('refuse anonymous callers and roles without admin.safety', async () => {
    await denies(t.app, getProductCombinations, {}, weak);
    await denies(t.app, getProductActions, { query: { id: 1 } }, weak);
    await denies(t.app, saveProductActions, { body: { scopeLeafId: 1, actions: [] } }, weak);
    await denies(t.app, postBulkProduct, { body: { scopeBuilderId: 1, selectedAction: [1] } }, weak);
  });

  it('list every product and leave STC 25 and STC 32 out of the bulk tree', async () => {
    const res = await call(t.app, getProductCombinations, { token: admin.token });
    expect(res.json.data.products).toContainEqual(
      expect.objectContaining({ fullName: 'Sound Wall - STC 32 - 24 ft - Freestanding' }),
    );
    const wall = res.json.data.tree.find((n) => n.itemName === 'Sound Wall');
    expect(wall?.children.map((c) => c.itemName)).toEqual(['STC 40']);
  });

  it('save ordered actions, renumbered from 1, and audit the change', async () => {
    const [leaf] = (await scopePath(t.database.db, 'Sound Wall', 'STC 40', '24 ft', 'Freestanding')).slice(-1);
    const [a, b, c] = [
      await newAction('Set out cones'),
      await newAction('Stand beams'),
      await newAction('Hang panels'),
    ];
    const bad = await call(t.app, saveProductActions, {
      body: { scopeLeafId: leaf, actions: [{ sequenceActionId: a }, { sequenceActionId: a }] },
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe(messages.actionListedTwice);

    const save = await call(t.app, saveProductActions, {
      body: { scopeLeafId: leaf, actions: [c, a, b].map((sequenceActionId) => ({ sequenceActionId })) },
      token: admin.token,
    });
    expect(save.json).toEqual({ success: true, message: messages.productSaved });
    const got = await call(t.app, getProductActions, { query: { id: leaf }, token: admin.token });
    expect(got.json.data.fullName).toBe('Sound Wall - STC 40 - 24 ft - Freestanding');
    expect(got.json.data.actions.map((x) => [x.action, x.order])).toEqual([
      ['Hang panels', 1],
      ['Set out cones', 2],
      ['Stand beams', 3],
    ]);
    const [other] = (await scopePath(t.database.db, 'Sound Wall', 'STC 40', '24 ft', 'Rig-mounted')).slice(-1);
    await call(t.app, saveProductActions, {
      body: { scopeLeafId: other, actions: [a, b].map((sequenceActionId) => ({ sequenceActionId })) },
      token: admin.token,
    });
    // Deleting an action closes the gap in every product.
    await call(t.app, removeSequenceAction, { query: { id: a }, token: admin.token });
    const after = await call(t.app, getProductActions, { query: { id: leaf }, token: admin.token });
    expect(after.json.data.actions.map((x) => [x.action, x.order])).toEqual([
      ['Hang panels', 1],
      ['Stand beams', 2],
    ]);
    const afterOther = await call(t.app, getProductActions, { query: { id: other }, token: admin.token });
    expect(afterOther.json.data.actions.map((x) => [x.action, x.order])).toEqual([['Stand beams', 1]]);
    expect(await auditOf(t.database.db, 'productActions', leaf, ['save'])).toMatchObject([
      { userId: admin.id, change: { actions: [[], [c, a, b]] } },
    ]);
    expect((await call(t.app, getProductActions, { query: { id: 2147483000 }, token: admin.token })).statusCode).toBe(
      404,
    );
  });

  it('bulk-add actions to every product of a group, skipping STC 25 and STC 32', async () => {
    const [wall] = await scopePath(t.database.db, 'Sound Wall');
    const [, stc32] = await scopePath(t.database.db, 'Sound Wall', 'STC 32');
    const x = await newAction('Walk the wall line');
    const bad = await call(t.app, postBulkProduct, {
      body: { scopeBuilderId: wall, selectedAction: [] },
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe(messages.selectActions);
    const refused = await call(t.app, postBulkProduct, {
      body: { scopeBuilderId: stc32, selectedAction: [x] },
      token: admin.token,
    });
    expect(refused.statusCode).toBe(400);

    const res = await call(t.app, postBulkProduct, {
      body: { scopeBuilderId: wall, selectedAction: [x] },
      token: admin.token,
    });
    // STC 40: two heights × two mounts.
    expect(res.json).toEqual({ success: true, message: messages.actionsAddedToProducts(4), products: 4 });
    const list = await call(t.app, getProductCombinations, { token: admin.token });
    const counts = list.json.data.products.filter((p) => p.fullName.startsWith('Sound Wall - STC 32'));
    expect(counts.every((p) => p.actionCount === 0)).toBe(true);
    expect(await auditOf(t.database.db, 'productActions', wall, ['bulk'])).toHaveLength(1);
  });
});
