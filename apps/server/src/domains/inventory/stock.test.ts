import { estimatedNewStock, INVENTORY_AUDIT_LIMIT, messages, notEnoughStock } from '@fieldbook/contract';
import {
  activeJobsWithInventoryWithAccount,
  adjustBulkJobInventory,
  adjustJobReadyJobInventory,
  adjustYardInventory,
  allowedYards,
  createYard,
  getBulkJobInventory,
  getJobInventory,
  getJobInventoryProfile,
  getJobReadyJobInventory,
  getYardInventory,
  inventoryAudit,
  yardList,
} from '@fieldbook/contract/inventory-stock';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import {
  createBulkItem,
  createCategory,
  createJobReadyItem,
  createOffice,
  createYard as yardRow,
} from '../../../test/factories/stock.ts';
import { assets, userOffices } from '../../db/schema/index.ts';
import { move } from './stock-ledger.ts';

let t: TestApp;
let adjuster: { id: number; token: string };
let viewer: { id: number; token: string };
let nobody: string;
let yard: { id: number; name: string; officeLocationId: number };
let otherYard: { id: number; name: string };
let panel: { id: number; name: string };
let beam: { id: number; name: string };
let bolt: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  adjuster = await signInUser(t, ['inventory.view', 'inventory.adjust']);
  viewer = await signInUser(t, ['inventory.view']);
  nobody = await signInAs(t, []);
  const office = await createOffice(db, 'Midland');
  yard = await yardRow(db, { name: 'Midland Yard', officeLocationId: office.id });
  otherYard = await yardRow(db, { name: 'Williston Yard' });
  await db.insert(userOffices).values({ userId: viewer.id, officeId: office.id });
  const panels = await createCategory(db, 'Panels');
  const hardware = await createCategory(db, 'Hardware');
  panel = await createJobReadyItem(db, { name: '20 ft STC 32 Panel Section', categoryId: panels.id });
  beam = await createJobReadyItem(db, { name: '16 ft Beam', categoryId: panels.id });
  bolt = await createBulkItem(db, { name: 'Bolt', categoryId: hardware.id });
});

const toYard = (id: number) => ({ kind: 'yard' as const, id });

describe('access to the stock calls', () => {
  it('reads need inventory.view (or adjust), writes and the administrative job screens inventory.adjust', async () => {
    await denies(t.app, yardList, {}, nobody);
    await denies(t.app, getYardInventory, { query: { YardId: 1 } }, nobody);
    await denies(t.app, activeJobsWithInventoryWithAccount, {}, nobody);
    await denies(t.app, getJobInventory, { query: { JobId: 1 } }, nobody);
    await denies(t.app, getJobInventoryProfile, { query: { id: 1 } }, nobody);
    await denies(t.app, createYard, { body: { name: 'X', officeLocationId: 1 } }, viewer.token);
    await denies(t.app, adjustYardInventory, { body: { yardId: 1 } }, viewer.token);
    await denies(t.app, getJobReadyJobInventory, { query: { id: 1 } }, viewer.token);
    await denies(t.app, adjustJobReadyJobInventory, { body: { jobId: 1, data: [] } }, viewer.token);
    await denies(t.app, getBulkJobInventory, { query: { id: 1 } }, viewer.token);
    await denies(t.app, adjustBulkJobInventory, { body: { jobId: 1, data: [] } }, viewer.token);
    await denies(t.app, inventoryAudit, { query: { amount: 0 } }, viewer.token);
    const anon = await call(t.app, allowedYards);
    expect(anon.statusCode).toBe(401);
  });
});

describe('yards', () => {
  it("POST /Inventory/Yard answers 400 'Please select an office' and without a name", async () => {
    const res = await call(t.app, createYard, { body: { name: '', officeLocationId: 0 }, token: adjuster.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ name: messages.yardNameRequired, officeLocationId: 'Please select an office' });
    const unknown = await call(t.app, createYard, {
      body: { name: 'Nowhere', officeLocationId: 999999 },
      token: adjuster.token,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.errors).toEqual({ officeLocationId: 'Please select an office' });
  });

  it('creates a yard, refuses a name in use (409), lists it with its office and audits', async () => {
    const office = await createOffice(t.database.db, 'Casper');
    const res = await call(t.app, createYard, {
      body: { name: 'Casper Yard', officeLocationId: office.id },
      token: adjuster.token,
    });
    expect(res.json).toMatchObject({ success: true, message: messages.yardCreated });
    const again = await call(t.app, createYard, {
      body: { name: 'casper yard', officeLocationId: office.id },
      token: adjuster.token,
    });
    expect(again.statusCode).toBe(409);
    const list = await call(t.app, yardList, { token: viewer.token });
    expect(list.json.data).toContainEqual({
      yardId: res.json.yardId,
      yardName: 'Casper Yard',
      officeName: 'Casper',
      officeLocationId: office.id,
    });
    expect(await auditOf(t.database.db, 'yard', res.json.yardId)).toMatchObject([
      { userId: adjuster.id, action: 'create' },
    ]);
  });

  it("AllowedYards: the yards of the user's offices; every yard with inventory.adjust", async () => {
    const mine = await call(t.app, allowedYards, { token: viewer.token });
    expect(mine.json.data.map((y) => y.yardName)).toEqual(['Midland Yard']);
    const all = await call(t.app, allowedYards, { token: adjuster.token });
    expect(all.json.data.map((y) => y.yardName)).toEqual(expect.arrayContaining(['Midland Yard', 'Williston Yard']));
    const none = await call(t.app, allowedYards, { token: nobody });
    expect(none.json.data).toEqual([]);
  });
});

describe('yard inventory', () => {
  it('answers 404 for an unknown yard and 400 for a malformed adjustment', async () => {
    const missing = await call(t.app, getYardInventory, { query: { YardId: 999999 }, token: viewer.token });
    expect(missing.statusCode).toBe(404);
    for (const bad of ['1.5', '12345678901', '--1', 'abc', 2.5]) {
      const res = await call(t.app, adjustYardInventory, {
        body: { yardId: yard.id, jobReadyItems: [{ itemId: panel.id, adjustment: bad }] },
        token: adjuster.token,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json.errors['jobReadyItems.0.adjustment']).toBe(messages.adjustmentFormat);
    }
    const huge = await call(t.app, adjustYardInventory, {
      body: { yardId: yard.id, bulkItems: [{ itemId: bolt.id, adjustment: '9999999999' }] },
      token: adjuster.token,
    });
    expect(huge.json.errors['bulkItems.0.adjustment']).toBe(messages.adjustmentRange);
    const twice = await call(t.app, adjustYardInventory, {
      body: {
        yardId: yard.id,
        bulkItems: [
          { itemId: bolt.id, adjustment: 1 },
          { itemId: bolt.id, adjustment: 2 },
        ],
      },
      token: adjuster.token,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json.message).toBe(messages.adjustmentItemTwice);
  });

  it('estimates new stock as current plus adjustment, an empty value counting as 0', () => {
    expect(estimatedNewStock(10, '-3')).toBe(7);
    expect(estimatedNewStock(10, '')).toBe(10);
    expect(estimatedNewStock(10, '-')).toBe(10);
    expect(estimatedNewStock(10, 'x')).toBeNull();
  });

  it('adjusts in one transaction through the ledger and shows the stock grouped by category, with the assets', async () => {
    const res = await call(t.app, adjustYardInventory, {
      body: {
        yardId: yard.id,
        jobReadyItems: [
          { itemId: panel.id, adjustment: '40', damagedAdjustment: '3' },
          { itemId: beam.id, adjustment: '' },
        ],
        bulkItems: [{ itemId: bolt.id, adjustment: 500 }],
      },
      token: adjuster.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.adjustmentsSaved, movements: 2 });
    await t.database.db
      .insert(assets)
      .values({ name: 'Class 1 sound level meter', serialNumber: 'SLM-1', yardId: yard.id });
    const inv = await call(t.app, getYardInventory, { query: { YardId: yard.id }, token: viewer.token });
    expect(inv.json.data).toMatchObject({
      yardId: yard.id,
      yardName: 'Midland Yard',
      officeName: 'Midland',
      jobReadyItems: [
        {
          categoryName: 'Panels',
          items: [
            { itemId: beam.id, name: '16 ft Beam', amount: 0, damagedAmount: 0, inventoryId: 0 },
            { itemId: panel.id, amount: 40, damagedAmount: 3, adjustment: 0, damagedAdjustment: 0, newAmount: 40 },
          ],
        },
      ],
      bulkItems: [
        { categoryName: 'Hardware', items: [{ itemId: bolt.id, name: 'Bolt', amount: 500, newAmount: 500 }] },
      ],
      assets: [{ name: 'Class 1 sound level meter', serialNumber: 'SLM-1', status: 'Available' }],
    });
  });

  it('refuses (409, naming item and yard) an adjustment below 0 and applies none of the batch', async () => {
    const res = await call(t.app, adjustYardInventory, {
      body: {
        yardId: yard.id,
        jobReadyItems: [{ itemId: panel.id, adjustment: -41 }],
        bulkItems: [{ itemId: bolt.id, adjustment: -100 }],
      },
      token: adjuster.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(notEnoughStock(panel.name, 'Midland Yard', 40, false));
    const inv = await call(t.app, getYardInventory, { query: { YardId: yard.id }, token: viewer.token });
    expect(inv.json.data.bulkItems[0].items[0].amount).toBe(500);
  });
});

describe('job inventory', () => {
  it('answers 404 for a job that does not exist or a Drilling User may not see', async () => {
    const missing = await call(t.app, getJobInventory, { query: { JobId: 999999 }, token: viewer.token });
    expect(missing.statusCode).toBe(404);
    const job = await createJob(t.database.db);
    const driller = await signInAs(t, ['inventory.view', 'drilling.user']);
    const hidden = await call(t.app, getJobInventory, { query: { JobId: job.id }, token: driller });
    expect(hidden.statusCode).toBe(404);
  });

  it('shows historical (everything moved there) and current amounts, lists the job, adjusts at the job', async () => {
    const job = await createJob(t.database.db, { jobName: 'Hawkins 14-22 Pad – sound wall' });
    const jobLoc = { kind: 'job' as const, id: job.id };
    await t.database.db.transaction(async (tx) => {
      await move(tx, {
        item: { kind: 'jobReady', id: panel.id },
        from: toYard(yard.id),
        to: jobLoc,
        amount: 30,
        reason: 'transfer',
        userId: adjuster.id,
      });
      await move(tx, {
        item: { kind: 'jobReady', id: panel.id },
        from: jobLoc,
        to: toYard(yard.id),
        amount: 8,
        damaged: 2,
        damagedFromGood: true,
        reason: 'checkIn',
        userId: adjuster.id,
      });
      await move(tx, {
        item: { kind: 'bulk', id: bolt.id },
        from: toYard(yard.id),
        to: jobLoc,
        amount: 100,
        reason: 'transfer',
        userId: adjuster.id,
      });
    });
    const inv = await call(t.app, getJobInventory, { query: { JobId: job.id }, token: viewer.token });
    expect(inv.json.data).toMatchObject({
      jobId: job.id,
      jobName: 'Hawkins 14-22 Pad – sound wall',
      jobReadyItems: [{ itemId: panel.id, name: panel.name, totalAmount: 30, currentAmount: 20, adjustment: 0 }],
      bulkItems: [{ itemId: bolt.id, bulkItemName: 'Bolt', totalAmount: 100, currentAmount: 100 }],
      assets: [],
    });
    const jobs = await call(t.app, activeJobsWithInventoryWithAccount, { token: viewer.token });
    expect(jobs.json.data.map((j) => j.jobId)).toContain(job.id);

    const profile = await call(t.app, getJobInventoryProfile, { query: { id: job.id }, token: viewer.token });
    expect(profile.json.data.bulkInventory).toEqual([
      { itemId: bolt.id, name: 'Bolt', totalAmount: 100, currentAmount: 100 },
    ]);

    const bad = await call(t.app, adjustJobReadyJobInventory, {
      body: { jobId: job.id, data: [{ itemId: panel.id, adjustment: '1e3' }] },
      token: adjuster.token,
    });
    expect(bad.statusCode).toBe(400);
    const adjusted = await call(t.app, adjustJobReadyJobInventory, {
      body: {
        jobId: job.id,
        data: [
          { itemId: panel.id, adjustment: '-5' },
          { itemId: beam.id, adjustment: '4' },
        ],
      },
      token: adjuster.token,
    });
    expect(adjusted.json).toMatchObject({ success: true, movements: 2 });
    const admin = await call(t.app, getJobReadyJobInventory, { query: { id: job.id }, token: adjuster.token });
    expect(admin.json.data.items).toEqual([
      {
        jobInventoryId: expect.any(Number),
        itemId: beam.id,
        name: '16 ft Beam',
        totalAmount: 4,
        currentAmount: 4,
        adjustment: 0,
      },
      {
        jobInventoryId: expect.any(Number),
        itemId: panel.id,
        name: panel.name,
        totalAmount: 30,
        currentAmount: 15,
        adjustment: 0,
      },
    ]);
    const over = await call(t.app, adjustBulkJobInventory, {
      body: { jobId: job.id, data: [{ itemId: bolt.id, adjustment: -101 }] },
      token: adjuster.token,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json.message).toBe(notEnoughStock('Bolt', 'Hawkins 14-22 Pad – sound wall', 100, false));
    await call(t.app, adjustBulkJobInventory, {
      body: { jobId: job.id, data: [{ itemId: bolt.id, adjustment: -100 }] },
      token: adjuster.token,
    });
    const bulk = await call(t.app, getBulkJobInventory, { query: { id: job.id }, token: adjuster.token });
    expect(bulk.json.data.items).toContainEqual(
      expect.objectContaining({ itemId: bolt.id, totalAmount: 100, currentAmount: 0, bulkItemName: 'Bolt' }),
    );
    const unknownJob = await call(t.app, adjustBulkJobInventory, {
      body: { jobId: 999999, data: [] },
      token: adjuster.token,
    });
    expect(unknownJob.statusCode).toBe(404);
  });
});

describe('GET /Inventory/InventoryAudit', () => {
  it('answers 400 for an amount other than 0 or 1', async () => {
    const token = await signInAs(t, ['inventory.audit']);
    const res = await call(t.app, inventoryAudit, { query: { amount: 2 }, token });
    expect(res.statusCode).toBe(400);
  });

  it('lists the latest movements newest first (amount 0) and all of them, a page at a time (amount 1)', async () => {
    const token = await signInAs(t, ['inventory.audit']);
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 105; i++)
        await move(tx, {
          item: { kind: 'bulk', id: bolt.id },
          from: null,
          to: toYard(otherYard.id),
          amount: 1,
          reason: 'receipt',
          userId: adjuster.id,
        });
    });
    const limited = await call(t.app, inventoryAudit, { query: { amount: 0 }, token });
    expect(limited.json.data).toHaveLength(INVENTORY_AUDIT_LIMIT);
    const every: typeof limited.json.data = [];
    for (let after: string | null | undefined; after !== null; ) {
      const page = await call(t.app, inventoryAudit, { query: { amount: 1, ...(after ? { after } : {}) }, token });
      every.push(...page.json.data);
      after = page.json.next;
    }
    expect(every.length).toBeGreaterThan(105);
    expect(limited.json.data[0]).toMatchObject({
      fullName: expect.stringMatching(/^Test User/),
      location: 'Williston Yard',
      itemName: 'Bolt',
      amount: 1,
      reason: 'receipt',
    });
    const taken = every.find((r) => r.reason === 'adjustment' && r.amount < 0);
    expect(taken).toMatchObject({ toLocation: null, fromLocation: expect.any(String) });
    const transfer = every.find((r) => r.reason === 'transfer');
    expect(transfer?.location).toBe(`Midland Yard → Hawkins 14-22 Pad – sound wall`);
  });
});
