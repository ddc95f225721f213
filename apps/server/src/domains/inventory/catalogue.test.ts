import { messages } from '@fieldbook/contract';
import * as catalogue from '@fieldbook/contract/inventory-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBulkItem, createCategory, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import { move } from './stock-ledger.ts';

let t: TestApp;
let editor: { id: number; token: string };
let viewer: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInUser(t, ['inventory.view', 'inventory.catalogue']);
  [viewer, nobody] = await Promise.all([signInAs(t, ['inventory.view']), signInAs(t, [])]);
});

describe('access to the catalogue calls', () => {
  it('reads need inventory.view or inventory.catalogue, writes inventory.catalogue', async () => {
    await denies(t.app, catalogue.inventoryCategoryList, {}, nobody);
    await denies(t.app, catalogue.getInventoryCategory, { query: { id: 1 } }, nobody);
    await denies(t.app, catalogue.jobReadyItemList, {}, nobody);
    await denies(t.app, catalogue.getJobReadyItem, { query: { id: 1 } }, nobody);
    await denies(t.app, catalogue.bulkItemList, {}, nobody);
    await denies(t.app, catalogue.getBulkItem, { query: { id: 1 } }, nobody);
    await denies(t.app, catalogue.saveInventoryCategory, { body: { inventoryCategoryId: 0, name: 'X' } }, viewer);
    await denies(t.app, catalogue.deleteInventoryCategory, { query: { id: 1 } }, viewer);
    await denies(
      t.app,
      catalogue.saveJobReadyItem,
      { body: { inventoryJobReadyItemId: 0, itemName: 'X', inventoryCategoryId: 1 } },
      viewer,
    );
    await denies(t.app, catalogue.deleteJobReadyItem, { query: { id: 1 } }, viewer);
    await denies(
      t.app,
      catalogue.saveBulkItem,
      { body: { inventoryBulkItemId: 0, bulkItemName: 'X', inventoryCategoryId: 1 } },
      viewer,
    );
    await denies(t.app, catalogue.deleteBulkItem, { query: { id: 1 } }, viewer);
  });
});

describe('categories', () => {
  it('answers 400 without a name', async () => {
    const res = await call(t.app, catalogue.saveInventoryCategory, {
      body: { inventoryCategoryId: 0, name: '  ' },
      token: editor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ name: messages.categoryNameRequired });
  });

  it('creates, lists, loads and renames a category; refuses a name in use (409); audits', async () => {
    const created = await call(t.app, catalogue.saveInventoryCategory, {
      body: { inventoryCategoryId: 0, name: 'Panels' },
      token: editor.token,
    });
    expect(created.json).toMatchObject({ success: true, message: messages.categorySaved });
    const id = created.json.inventoryCategoryId;
    const clash = await call(t.app, catalogue.saveInventoryCategory, {
      body: { inventoryCategoryId: 0, name: 'PANELS' },
      token: editor.token,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json.errors).toEqual({ name: messages.categoryExists });
    const renamed = await call(t.app, catalogue.saveInventoryCategory, {
      body: { inventoryCategoryId: id, name: 'Wall Panels' },
      token: editor.token,
    });
    expect(renamed.statusCode).toBe(200);
    const got = await call(t.app, catalogue.getInventoryCategory, { query: { id }, token: viewer });
    expect(got.json.data).toEqual({ inventoryCategoryId: id, name: 'Wall Panels' });
    const list = await call(t.app, catalogue.inventoryCategoryList, { token: viewer });
    expect(list.json.data).toContainEqual({ inventoryCategoryId: id, name: 'Wall Panels' });
    expect(await auditOf(t.database.db, 'inventoryCategory', id)).toMatchObject([
      { userId: editor.id, action: 'create' },
      { userId: editor.id, action: 'save', change: { name: ['Panels', 'Wall Panels'] } },
    ]);
    const missing = await call(t.app, catalogue.getInventoryCategory, { query: { id: 999999 }, token: viewer });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an empty category and refuses one that items belong to (409)', async () => {
    const used = await createCategory(t.database.db);
    await createBulkItem(t.database.db, { categoryId: used.id });
    const refused = await call(t.app, catalogue.deleteInventoryCategory, {
      query: { id: used.id },
      token: editor.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(messages.categoryInUse);
    const empty = await createCategory(t.database.db);
    const deleted = await call(t.app, catalogue.deleteInventoryCategory, {
      query: { id: empty.id },
      token: editor.token,
    });
    expect(deleted.json).toEqual({ success: true, message: messages.categoryDeleted });
    expect(await auditOf(t.database.db, 'inventoryCategory', empty.id, ['delete'])).toHaveLength(1);
  });
});

describe('job-ready items', () => {
  it('answers 400 without a name or a category', async () => {
    const res = await call(t.app, catalogue.saveJobReadyItem, {
      body: { inventoryJobReadyItemId: 0, itemName: '', inventoryCategoryId: 0 },
      token: editor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({
      itemName: messages.jobReadyItemNameRequired,
      inventoryCategoryId: messages.categorySelect,
    });
    const unknown = await call(t.app, catalogue.saveJobReadyItem, {
      body: { inventoryJobReadyItemId: 0, itemName: 'X', inventoryCategoryId: 999999 },
      token: editor.token,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.errors).toEqual({ inventoryCategoryId: messages.categorySelect });
  });

  it('creates, loads (POST with id), lists and saves an item with the specification message; audits', async () => {
    const category = await createCategory(t.database.db, 'Beams');
    const created = await call(t.app, catalogue.saveJobReadyItem, {
      body: { inventoryJobReadyItemId: 0, itemName: '16 ft Beam', inventoryCategoryId: category.id },
      token: editor.token,
    });
    expect(created.json).toMatchObject({ success: true, message: 'Successfully Saved Job Ready Item' });
    const id = created.json.inventoryJobReadyItemId;
    const clash = await call(t.app, catalogue.saveJobReadyItem, {
      body: { inventoryJobReadyItemId: 0, itemName: '16 FT BEAM', inventoryCategoryId: category.id },
      token: editor.token,
    });
    expect(clash.statusCode).toBe(409);
    const got = await call(t.app, catalogue.getJobReadyItem, { query: { id }, token: viewer });
    expect(got.json.data).toEqual({
      jobReadyItemId: id,
      inventoryJobReadyItemId: id,
      itemName: '16 ft Beam',
      name: '16 ft Beam',
      category: 'Beams',
      inventoryCategoryId: category.id,
    });
    const list = await call(t.app, catalogue.jobReadyItemList, { token: viewer });
    expect(list.json.data.map((r) => r.jobReadyItemId)).toContain(id);
    await call(t.app, catalogue.saveJobReadyItem, {
      body: { inventoryJobReadyItemId: id, itemName: '16 ft Steel Beam', inventoryCategoryId: category.id },
      token: editor.token,
    });
    expect(await auditOf(t.database.db, 'jobReadyItem', id)).toMatchObject([{ action: 'create' }, { action: 'save' }]);
  });

  it('deletes an unused item and refuses one with stock history (409)', async () => {
    const unused = await createJobReadyItem(t.database.db);
    const ok = await call(t.app, catalogue.deleteJobReadyItem, { query: { id: unused.id }, token: editor.token });
    expect(ok.json).toEqual({ success: true, message: messages.jobReadyItemDeleted });
    const stocked = await createJobReadyItem(t.database.db);
    const yard = await createYard(t.database.db);
    await t.database.db.transaction((tx) =>
      move(tx, {
        item: { kind: 'jobReady', id: stocked.id },
        from: null,
        to: { kind: 'yard', id: yard.id },
        amount: 2,
        reason: 'receipt',
        userId: null,
      }),
    );
    const refused = await call(t.app, catalogue.deleteJobReadyItem, { query: { id: stocked.id }, token: editor.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(messages.jobReadyItemInUse);
    const gone = await call(t.app, catalogue.deleteJobReadyItem, { query: { id: unused.id }, token: editor.token });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bulk items', () => {
  it('answers 400 without a name', async () => {
    const res = await call(t.app, catalogue.saveBulkItem, {
      body: { inventoryBulkItemId: 0, bulkItemName: ' ', inventoryCategoryId: 1 },
      token: editor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.bulkItemName).toBe(messages.bulkItemNameRequired);
  });

  it('creates, loads, lists and deletes a bulk item with the specification message; refuses a stocked one', async () => {
    const category = await createCategory(t.database.db, 'Hardware');
    const created = await call(t.app, catalogue.saveBulkItem, {
      body: { inventoryBulkItemId: 0, bulkItemName: '3/4 in Bolt', inventoryCategoryId: category.id },
      token: editor.token,
    });
    expect(created.json).toMatchObject({ success: true, message: 'Successfully Saved Bulk Item' });
    const id = created.json.inventoryBulkItemId;
    const got = await call(t.app, catalogue.getBulkItem, { query: { id }, token: viewer });
    expect(got.json.data).toEqual({
      inventoryBulkItemId: id,
      bulkItemId: id,
      bulkItemName: '3/4 in Bolt',
      category: 'Hardware',
      inventoryCategoryId: category.id,
    });
    expect((await call(t.app, catalogue.bulkItemList, { token: viewer })).json.data).toContainEqual(got.json.data);
    const yard = await createYard(t.database.db);
    await t.database.db.transaction((tx) =>
      move(tx, {
        item: { kind: 'bulk', id },
        from: null,
        to: { kind: 'yard', id: yard.id },
        amount: 50,
        reason: 'receipt',
        userId: null,
      }),
    );
    const refused = await call(t.app, catalogue.deleteBulkItem, { query: { id }, token: editor.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(messages.bulkItemInUse);
    const spare = await createBulkItem(t.database.db);
    const deleted = await call(t.app, catalogue.deleteBulkItem, { query: { id: spare.id }, token: editor.token });
    expect(deleted.json).toEqual({ success: true, message: messages.bulkItemDeleted });
    expect(await auditOf(t.database.db, 'bulkItem', spare.id, ['delete'])).toHaveLength(1);
    expect(await auditOf(t.database.db, 'bulkItem', id, ['create'])).toMatchObject([{ userId: editor.id }]);
  });
});
