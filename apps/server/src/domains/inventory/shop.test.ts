import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import { deleteBulkItem, deleteJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import {
  adjustShopTicket,
  closeShopTicket,
  createShopTicket,
  getShopConversion,
  getShopTicket,
  saveShopConversion,
  shopActions,
  shopConversionList,
  shopTicketList,
  shopTicketOptions,
  updateAndCloseShopTicket,
} from '@fieldbook/contract/inventory-shop';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createBulkItem,
  createCategory,
  createJobReadyItem,
  createOffice,
  createYard,
} from '../../../test/factories/stock.ts';
import { ledgerMismatches, negativeBalances } from '../../../test/stock-invariants.ts';
import { shopTickets, stockBalances, stockMovements, userOffices } from '../../db/schema/index.ts';
import { move } from './stock-ledger.ts';

let t: TestApp;
let shop: { id: number; token: string };
let shopNoClose: { id: number; token: string };
let cataloguer: string;
let viewer: { id: number; token: string };
let nobody: string;
let yard: { id: number };
let otherYard: { id: number };
let panel: { id: number; name: string };
let beam: { id: number; name: string };
let bare: { id: number; name: string };
let bolt: { id: number; name: string };
let bracket: { id: number; name: string };

const db = () => t.database.db;
const receive = (kind: 'jobReady' | 'bulk', itemId: number, amount: number, damaged = 0, at = yard.id) =>
  move(db(), {
    item: { kind, id: itemId },
    from: null,
    to: { kind: 'yard', id: at },
    amount,
    damaged,
    reason: 'receipt',
    userId: null,
  });

async function stock(kind: 'jobReady' | 'bulk', itemId: number, at = yard.id) {
  const [row] = await db()
    .select({ amount: stockBalances.amount, damaged: stockBalances.damaged })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.locationKind, 'yard'),
        eq(stockBalances.locationId, at),
        eq(stockBalances.itemKind, kind),
        eq(stockBalances.itemId, itemId),
      ),
    );
  return row ?? { amount: 0, damaged: 0 };
}

const ticketMovements = (ticketId: number) =>
  db()
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.referenceKind, 'shopTicket'), eq(stockMovements.referenceId, ticketId)))
    .orderBy(stockMovements.id);

async function newTicket(
  shopAction: number,
  items: { jobReadyItemId: number; amount: number; damagedAmount?: number }[],
) {
  const res = await call(t.app, createShopTicket, {
    body: { requestKey: randomUUID(), shopAction, yardId: yard.id, ticketName: '', shopTicketItems: items },
    token: shop.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const detail = await call(t.app, getShopTicket, { query: { ticketId: res.json.shopTicketId }, token: shop.token });
  return detail.json.data;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await signInUser(t, ['inventory.view', 'inventory.shopAdmin', 'inventory.closeTransfer']);
  shopNoClose = await signInUser(t, ['inventory.view', 'inventory.shopAdmin']);
  cataloguer = await signInAs(t, ['inventory.catalogue']);
  viewer = await signInUser(t, ['inventory.view', 'inventory.closeTransfer']);
  nobody = await signInAs(t, []);
  const office = await createOffice(db(), 'Odessa');
  yard = await createYard(db(), { name: 'Odessa Yard', officeLocationId: office.id });
  otherYard = await createYard(db(), { name: 'Casper Yard' });
  for (const u of [shop, shopNoClose, viewer])
    await db().insert(userOffices).values({ userId: u.id, officeId: office.id });
  const panels = await createCategory(db(), 'Panels');
  const hardware = await createCategory(db(), 'Hardware');
  panel = await createJobReadyItem(db(), { name: '20 ft Panel Section', categoryId: panels.id });
  beam = await createJobReadyItem(db(), { name: '16 ft Beam', categoryId: panels.id });
  bare = await createJobReadyItem(db(), { name: 'Corner Post', categoryId: panels.id });
  bolt = await createBulkItem(db(), { name: 'Bolt', categoryId: hardware.id });
  bracket = await createBulkItem(db(), { name: 'Bracket', categoryId: hardware.id });
  const admin = await signInAs(t, 'Shop Administrator');
  for (const [item, components] of [
    [
      panel,
      [
        { inventoryBulkItemId: bolt.id, amount: 4 },
        { inventoryBulkItemId: bracket.id, amount: 2 },
      ],
    ],
    [beam, [{ inventoryBulkItemId: bolt.id, amount: 8 }]],
  ] as const) {
    const res = await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: item.id, bulkComponents: [...components] },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
  }
});

describe('shop conversions', () => {
  it('list and read need inventory.view (or catalogue), saving inventory.catalogue', async () => {
    await denies(t.app, shopConversionList, {}, nobody);
    await denies(t.app, getShopConversion, { query: { jobReadyId: panel.id } }, nobody);
    await denies(t.app, saveShopConversion, { body: { jobReadyItemId: panel.id, bulkComponents: [] } }, viewer.token);
  });

  it('answers 400 for amounts that are not whole digits of at least 1, and for a bulk item listed twice', async () => {
    for (const amount of ['', '1.5', '0', '-2', 'x']) {
      const res = await call(t.app, saveShopConversion, {
        body: { jobReadyItemId: bare.id, bulkComponents: [{ inventoryBulkItemId: bolt.id, amount }] },
        token: cataloguer,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors['bulkComponents.0.amount']).toBe(messages.conversionAmountRequired);
    }
    const twice = await call(t.app, saveShopConversion, {
      body: {
        jobReadyItemId: bare.id,
        bulkComponents: [
          { inventoryBulkItemId: bolt.id, amount: 1 },
          { inventoryBulkItemId: bolt.id, amount: 2 },
        ],
      },
      token: cataloguer,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json.errors['bulkComponents.1.inventoryBulkItemId']).toBe(messages.conversionComponentTwice);
    const unknownBulk = await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: bare.id, bulkComponents: [{ inventoryBulkItemId: 999999, amount: 1 }] },
      token: cataloguer,
    });
    expect(unknownBulk.statusCode).toBe(400);
    const unknownItem = await call(t.app, getShopConversion, { query: { jobReadyId: 999999 }, token: cataloguer });
    expect(unknownItem.statusCode).toBe(404);
  });

  it('saves, replaces and reads a conversion, with an audit row', async () => {
    const empty = await call(t.app, getShopConversion, { query: { jobReadyId: bare.id }, token: viewer.token });
    expect(empty.json.data).toMatchObject({
      shopConversionId: 0,
      bulkComponents: [],
      jobReadyInventoryItemName: 'Corner Post',
    });
    const first = await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: bare.id, bulkComponents: [{ inventoryBulkItemId: bolt.id, amount: '3' }] },
      token: cataloguer,
    });
    expect(first.json).toMatchObject({ success: true, message: messages.conversionSaved });
    const second = await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: bare.id, bulkComponents: [{ inventoryBulkItemId: bracket.id, amount: 5 }] },
      token: cataloguer,
    });
    expect(second.json.shopConversionId).toBe(first.json.shopConversionId);
    const read = await call(t.app, getShopConversion, { query: { jobReadyId: bare.id }, token: viewer.token });
    expect(read.json.data.bulkComponents).toEqual([
      { inventoryBulkItemId: bracket.id, bulkItemName: 'Bracket', amount: 5 },
    ]);
    const list = await call(t.app, shopConversionList, { token: viewer.token });
    expect(list.json.data.find((r) => r.jobReadyItemId === panel.id)?.components).toBe(2);
    expect(await auditOf(db(), 'shopConversion', bare.id, ['save'])).toHaveLength(2);
    // Cleared again: an item without components is offered to no ticket.
    await call(t.app, saveShopConversion, { body: { jobReadyItemId: bare.id, bulkComponents: [] }, token: cataloguer });
  });
});

describe('GET /ShopConversion/ShopActions and ShopTicketOptions', () => {
  it('lists the actions to readers', async () => {
    await denies(t.app, shopActions, {}, nobody);
    const res = await call(t.app, shopActions, { token: viewer.token });
    expect(res.json.data).toEqual([
      { shopActionId: 1, name: 'Build' },
      { shopActionId: 2, name: 'Dismantle' },
    ]);
  });

  it('options need inventory.shopAdmin, a known action and a yard the user works from', async () => {
    await denies(t.app, shopTicketOptions, { query: { type: 1, yard: yard.id } }, viewer.token);
    const bad = await call(t.app, shopTicketOptions, { query: { type: 3, yard: yard.id }, token: shop.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.type).toBe(messages.shopActionRequired);
    const elsewhere = await call(t.app, shopTicketOptions, {
      query: { type: 1, yard: otherYard.id },
      token: shop.token,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('offers what the bulk stock can build and the damaged units for a build, the good units for a dismantle', async () => {
    await receive('bulk', bolt.id, 40);
    await receive('bulk', bracket.id, 8);
    await receive('jobReady', panel.id, 6, 2);
    const build = await call(t.app, shopTicketOptions, { query: { type: 1, yard: yard.id }, token: shop.token });
    expect(build.json.data.map((o) => [o.jobReadyItemName, o.amountAvailable, o.damagedAvailable])).toEqual([
      ['16 ft Beam', 5, 0],
      ['20 ft Panel Section', 4, 2],
    ]);
    const dismantle = await call(t.app, shopTicketOptions, { query: { type: 2, yard: yard.id }, token: shop.token });
    expect(dismantle.json.data.map((o) => [o.jobReadyItemName, o.amountAvailable, o.damagedAvailable])).toEqual([
      ['16 ft Beam', 0, 0],
      ['20 ft Panel Section', 6, 0],
    ]);
  });
});

describe('POST /ShopConversion/ShopTicket', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    requestKey: randomUUID(),
    shopAction: 1,
    yardId: yard.id,
    ticketName: 'Panels for Midland',
    shopTicketItems: [{ jobReadyItemId: panel.id, amount: '2', damagedAmount: '1' }],
    ...over,
  });

  it('answers 401, and 403 without inventory.shopAdmin', async () => {
    await denies(t.app, createShopTicket, { body: body() }, viewer.token);
  });

  it("answers 400 'Please add items to shop ticket', for bad digits and for damaged amounts on a dismantle", async () => {
    const none = await call(t.app, createShopTicket, { body: body({ shopTicketItems: [] }), token: shop.token });
    expect(none.statusCode).toBe(400);
    expect(none.json.errors.shopTicketItems).toBe(messages.addItemsToShopTicket);
    const digits = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: panel.id, amount: '1e3' }] }),
      token: shop.token,
    });
    expect(digits.json.errors['shopTicketItems.0.amount']).toBe(messages.shopAmountFormat);
    const eleven = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: panel.id, amount: '12345678901' }] }),
      token: shop.token,
    });
    expect(eleven.json.errors['shopTicketItems.0.amount']).toBe(messages.shopAmountFormat);
    const damaged = await call(t.app, createShopTicket, {
      body: body({ shopAction: 2, shopTicketItems: [{ jobReadyItemId: panel.id, amount: 1, damagedAmount: 1 }] }),
      token: shop.token,
    });
    expect(damaged.json.errors['shopTicketItems.0.damagedAmount']).toBe(messages.shopTicketDamagedOnlyBuild);
    const zero = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: panel.id, amount: '' }] }),
      token: shop.token,
    });
    expect(zero.json.errors['shopTicketItems.0.amount']).toBe(messages.shopTicketAmountRequired);
    const noConversion = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: bare.id, amount: 1 }] }),
      token: shop.token,
    });
    expect(noConversion.statusCode).toBe(400);
    expect(noConversion.json.errors['shopTicketItems.0.jobReadyItemId']).toBe(messages.shopTicketNoConversion);
  });

  it('refuses more than available (409) and a yard the user does not work from (403), creating nothing', async () => {
    const [{ count: before }] = await db().select({ count: sql<number>`count(*)::int` }).from(shopTickets);
    const more = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: panel.id, amount: 5 }] }),
      token: shop.token,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json.errors['shopTicketItems.0.amount']).toBe(messages.cannotAddMoreThanIsAvailable);
    const damaged = await call(t.app, createShopTicket, {
      body: body({ shopTicketItems: [{ jobReadyItemId: panel.id, amount: 1, damagedAmount: 3 }] }),
      token: shop.token,
    });
    expect(damaged.json.errors['shopTicketItems.0.damagedAmount']).toBe(messages.cannotAddMoreThanIsAvailable);
    const elsewhere = await call(t.app, createShopTicket, { body: body({ yardId: otherYard.id }), token: shop.token });
    expect(elsewhere.statusCode).toBe(403);
    const [{ count: after }] = await db().select({ count: sql<number>`count(*)::int` }).from(shopTickets);
    expect(after).toBe(before);
  });

  it("creates the ticket once per requestKey, moves nothing yet, and answers 'Shop Ticket Created'", async () => {
    const request = body({ ticketName: '' });
    const boltsBefore = await stock('bulk', bolt.id);
    const first = await call(t.app, createShopTicket, { body: request, token: shop.token });
    expect(first.json).toMatchObject({ success: true, message: messages.shopTicketCreated });
    const again = await call(t.app, createShopTicket, { body: request, token: shop.token });
    expect(again.json.shopTicketId).toBe(first.json.shopTicketId);
    const rows = await db().select().from(shopTickets).where(eq(shopTickets.createdBy, shop.id));
    expect(rows.filter((r) => r.id === first.json.shopTicketId)).toHaveLength(1);
    expect(await stock('bulk', bolt.id)).toEqual(boltsBefore);
    const detail = await call(t.app, getShopTicket, {
      query: { ticketId: first.json.shopTicketId },
      token: shop.token,
    });
    expect(detail.json.data).toMatchObject({
      title: `Unnamed Shop Ticket - ${first.json.shopTicketId}`,
      shopAction: 'Build',
      dismantleTicket: false,
      completed: false,
      ticketItems: [
        {
          baseItem: '20 ft Panel Section',
          amount: 2,
          amountCompleted: 0,
          damagedAmount: 1,
          components: [
            { bulkItem: 'Bolt', perUnit: 4, amount: 8 },
            { bulkItem: 'Bracket', perUnit: 2, amount: 4 },
          ],
        },
      ],
    });
    expect(await auditOf(db(), 'shopTicket', first.json.shopTicketId, ['create'])).toHaveLength(1);
    // A key reused by someone else is refused.
    const stolen = await call(t.app, createShopTicket, { body: request, token: shopNoClose.token });
    expect(stolen.statusCode).toBe(409);
  });
});

describe('reading tickets', () => {
  it('GET ShopTicketList and ShopTicket need inventory.view; 400 without a yard; 404 for no ticket', async () => {
    await denies(t.app, shopTicketList, { query: { yardId: yard.id } }, nobody);
    await denies(t.app, getShopTicket, { query: { ticketId: 1 } }, nobody);
    const noYard = await call(t.app, shopTicketList, { token: viewer.token });
    expect(noYard.statusCode).toBe(400);
    const none = await call(t.app, getShopTicket, { query: { ticketId: 999999 }, token: viewer.token });
    expect(none.statusCode).toBe(404);
  });

  it('flags: shopAdmin for shop administrators at their yard, allowClose for closers; a viewer may close only', async () => {
    const ticket = await newTicket(1, [{ jobReadyItemId: beam.id, amount: 1 }]);
    expect(ticket).toMatchObject({ shopAdmin: true, allowClose: true });
    const asViewer = await call(t.app, getShopTicket, {
      query: { ticketId: ticket.shopTicketId },
      token: viewer.token,
    });
    expect(asViewer.json.data).toMatchObject({ shopAdmin: false, allowClose: true });
    const asNoClose = await call(t.app, getShopTicket, {
      query: { ticketId: ticket.shopTicketId },
      token: shopNoClose.token,
    });
    expect(asNoClose.json.data).toMatchObject({ shopAdmin: true, allowClose: false });
    const outsider = await signInAs(t, ['inventory.view', 'inventory.shopAdmin', 'inventory.closeTransfer']);
    const asOutsider = await call(t.app, getShopTicket, { query: { ticketId: ticket.shopTicketId }, token: outsider });
    expect(asOutsider.json.data).toMatchObject({ shopAdmin: false, allowClose: false });
    await call(t.app, closeShopTicket, { query: { ticketId: ticket.shopTicketId }, token: shop.token });
  });
});

describe('recording work on a build ticket', () => {
  it('answers 401, and 403 without inventory.shopAdmin', async () => {
    await denies(t.app, adjustShopTicket, { body: { requestKey: randomUUID(), shopTicketId: 1 } }, viewer.token);
    await denies(
      t.app,
      updateAndCloseShopTicket,
      { body: { requestKey: randomUUID(), shopTicketId: 1 } },
      viewer.token,
    );
    await denies(t.app, closeShopTicket, { query: { ticketId: 1 } }, shopNoClose.token);
  });

  it('builds units from components, repairs damaged units, moves once per key, and closes', async () => {
    const ticket = await newTicket(1, [{ jobReadyItemId: panel.id, amount: 3, damagedAmount: 2 }]);
    const line = ticket.ticketItems[0];
    const before = {
      bolt: await stock('bulk', bolt.id),
      bracket: await stock('bulk', bracket.id),
      panel: await stock('jobReady', panel.id),
    };

    const tooMuch = await call(t.app, adjustShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: ticket.shopTicketId,
        ticketItems: [{ shopTicketItemId: line.shopTicketItemId, adjustment: 4 }],
      },
      token: shop.token,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json.errors['ticketItems.0.adjustment']).toBe(messages.shopAdjustmentTooMuch);
    const digits = await call(t.app, adjustShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: ticket.shopTicketId,
        ticketItems: [{ shopTicketItemId: line.shopTicketItemId, adjustment: '-1' }],
      },
      token: shop.token,
    });
    expect(digits.json.errors['ticketItems.0.adjustment']).toBe(messages.shopAmountFormat);
    const salvage = await call(t.app, adjustShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: ticket.shopTicketId,
        ticketItems: [
          {
            shopTicketItemId: line.shopTicketItemId,
            components: [
              { shopTicketComponentId: line.components[0].shopTicketComponentId, amountTransferedAdjustment: 1 },
            ],
          },
        ],
      },
      token: shop.token,
    });
    expect(salvage.statusCode).toBe(400);

    const request = {
      requestKey: randomUUID(),
      shopTicketId: ticket.shopTicketId,
      ticketItems: [{ shopTicketItemId: line.shopTicketItemId, adjustment: '2', damagedAdjustment: '1' }],
    };
    const first = await call(t.app, adjustShopTicket, { body: request, token: shop.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.message).toBe(messages.shopTicketAdjusted);
    const again = await call(t.app, adjustShopTicket, { body: request, token: shop.token });
    expect(again.json).toEqual(first.json);
    expect(first.json.data.ticketItems[0]).toMatchObject({ amountCompleted: 2, damagedCompleted: 1 });
    expect(await stock('bulk', bolt.id)).toEqual({ amount: before.bolt.amount - 8, damaged: 0 });
    expect(await stock('bulk', bracket.id)).toEqual({ amount: before.bracket.amount - 4, damaged: 0 });
    expect(await stock('jobReady', panel.id)).toEqual({
      amount: before.panel.amount + 3,
      damaged: before.panel.damaged - 1,
    });
    const moved = await ticketMovements(ticket.shopTicketId);
    expect(moved.every((m) => m.reason === 'shop' && m.userId === shop.id)).toBe(true);
    expect(moved).toHaveLength(5);

    const closeWithout = await call(t.app, updateAndCloseShopTicket, {
      body: { ...request, requestKey: randomUUID() },
      token: shopNoClose.token,
    });
    expect(closeWithout.statusCode).toBe(403);
    expect(closeWithout.json.message).toBe(messages.shopCloseNotAllowed);

    const rest = await call(t.app, updateAndCloseShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: ticket.shopTicketId,
        ticketItems: [{ shopTicketItemId: line.shopTicketItemId, adjustment: 1, damagedAdjustment: 1 }],
      },
      token: shop.token,
    });
    expect(rest.json.message).toBe(messages.ticketClosed);
    expect(rest.json.data).toMatchObject({ completed: true, allowClose: false, shopAdmin: false });
    expect(rest.json.data.ticketItems[0]).toMatchObject({ amountCompleted: 3, damagedCompleted: 2 });
    expect(rest.json.data.ticketItems[0].components.map((c) => c.amountTransfered)).toEqual([12, 6]);
    expect(await stock('jobReady', panel.id)).toEqual({
      amount: before.panel.amount + 5,
      damaged: before.panel.damaged - 2,
    });
    expect(await auditOf(db(), 'shopTicket', ticket.shopTicketId, ['adjust', 'close'])).toHaveLength(3);

    const closedList = await call(t.app, shopTicketList, {
      query: { yardId: yard.id, closed: true },
      token: viewer.token,
    });
    expect(closedList.json.data.map((r) => r.shopTicketId)).toContain(ticket.shopTicketId);
    const openList = await call(t.app, shopTicketList, { query: { yardId: yard.id }, token: viewer.token });
    expect(openList.json.data.map((r) => r.shopTicketId)).not.toContain(ticket.shopTicketId);

    const after = await call(t.app, adjustShopTicket, {
      body: { requestKey: randomUUID(), shopTicketId: ticket.shopTicketId, ticketItems: [] },
      token: shop.token,
    });
    expect(after.statusCode).toBe(409);
    expect(after.json.message).toBe(messages.shopTicketAlreadyClosed);
  });

  it('refuses work the yard lacks the stock for with 409, moving nothing', async () => {
    // Two tickets each for everything the bolts can build: the second cannot be finished.
    const can = (await call(t.app, shopTicketOptions, { query: { type: 1, yard: yard.id }, token: shop.token })).json
      .data;
    const beams = can.find((o) => o.jobReadyItemId === beam.id)?.amountAvailable ?? 0;
    expect(beams).toBeGreaterThan(0);
    const a = await newTicket(1, [{ jobReadyItemId: beam.id, amount: beams }]);
    const b = await newTicket(1, [{ jobReadyItemId: beam.id, amount: beams }]);
    const all = (ticket: typeof a) => ({
      requestKey: randomUUID(),
      shopTicketId: ticket.shopTicketId,
      ticketItems: [{ shopTicketItemId: ticket.ticketItems[0].shopTicketItemId, adjustment: beams }],
    });
    expect((await call(t.app, adjustShopTicket, { body: all(a), token: shop.token })).statusCode).toBe(200);
    const boltsBefore = await stock('bulk', bolt.id);
    const beamsBefore = await stock('jobReady', beam.id);
    const short = await call(t.app, adjustShopTicket, { body: all(b), token: shop.token });
    expect(short.statusCode).toBe(409);
    expect(short.json.message).toMatch(/^Not enough Bolt at Odessa Yard/);
    expect(await stock('bulk', bolt.id)).toEqual(boltsBefore);
    expect(await stock('jobReady', beam.id)).toEqual(beamsBefore);
    expect(await ticketMovements(b.shopTicketId)).toEqual([]);
    const reread = await call(t.app, getShopTicket, { query: { ticketId: b.shopTicketId }, token: shop.token });
    expect(reread.json.data.ticketItems[0].amountCompleted).toBe(0);
    // Closing ends it; closing again is refused.
    const closed = await call(t.app, closeShopTicket, { query: { ticketId: b.shopTicketId }, token: viewer.token });
    expect(closed.json).toEqual({ success: true, message: messages.ticketClosed });
    const twice = await call(t.app, closeShopTicket, { query: { ticketId: b.shopTicketId }, token: viewer.token });
    expect(twice.statusCode).toBe(409);
    await call(t.app, closeShopTicket, { query: { ticketId: a.shopTicketId }, token: viewer.token });
  });
});

describe('recording work: lines and concurrency', () => {
  it('answers 400 for a line of another ticket, 404 for no ticket', async () => {
    const mine = await newTicket(1, [{ jobReadyItemId: panel.id, amount: 1 }]);
    const other = await newTicket(1, [{ jobReadyItemId: panel.id, amount: 1 }]);
    const wrong = await call(t.app, adjustShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: mine.shopTicketId,
        ticketItems: [{ shopTicketItemId: other.ticketItems[0].shopTicketItemId, adjustment: 1 }],
      },
      token: shop.token,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errors['ticketItems.0.shopTicketItemId']).toBe(messages.shopTicketLineUnknown);
    const none = await call(t.app, adjustShopTicket, {
      body: { requestKey: randomUUID(), shopTicketId: 999999, ticketItems: [] },
      token: shop.token,
    });
    expect(none.statusCode).toBe(404);
    const closeNone = await call(t.app, closeShopTicket, { query: { ticketId: 999999 }, token: shop.token });
    expect(closeNone.statusCode).toBe(404);
    for (const tk of [mine, other])
      await call(t.app, closeShopTicket, { query: { ticketId: tk.shopTicketId }, token: shop.token });
  });

  it('two saves of the same work at once record it once: the second is refused', async () => {
    await receive('bulk', bolt.id, 16);
    await receive('bulk', bracket.id, 8);
    const ticket = await newTicket(1, [{ jobReadyItemId: panel.id, amount: 2 }]);
    const all = () => ({
      requestKey: randomUUID(),
      shopTicketId: ticket.shopTicketId,
      ticketItems: [{ shopTicketItemId: ticket.ticketItems[0].shopTicketItemId, adjustment: 2 }],
    });
    const answers = await Promise.all([
      call(t.app, adjustShopTicket, { body: all(), token: shop.token }),
      call(t.app, adjustShopTicket, { body: all(), token: shop.token }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const built = (await ticketMovements(ticket.shopTicketId)).filter((m) => m.itemKind === 'jobReady');
    expect(built.map((m) => m.amount)).toEqual([2]);
    await call(t.app, closeShopTicket, { query: { ticketId: ticket.shopTicketId }, token: shop.token });
  });
});

describe('catalogue deletions and the shop', () => {
  it('refuses to delete a bulk item of a conversion or a job-ready item on a ticket; a conversion goes with its item', async () => {
    const admin = await signInAs(t, 'Shop Administrator');
    const spacer = await createBulkItem(db(), { name: 'Spacer' });
    const gate = await createJobReadyItem(db(), { name: 'Gate' });
    const post = await createJobReadyItem(db(), { name: 'Post' });
    await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: gate.id, bulkComponents: [{ inventoryBulkItemId: spacer.id, amount: 1 }] },
      token: admin,
    });
    await call(t.app, saveShopConversion, {
      body: { jobReadyItemId: post.id, bulkComponents: [{ inventoryBulkItemId: bolt.id, amount: 1 }] },
      token: admin,
    });
    const inConversion = await call(t.app, deleteBulkItem, { query: { id: spacer.id }, token: admin });
    expect(inConversion.statusCode).toBe(409);
    expect(inConversion.json.message).toBe(messages.shopItemInUse);
    const ticket = await newTicket(1, [{ jobReadyItemId: post.id, amount: 1 }]);
    const onTicket = await call(t.app, deleteJobReadyItem, { query: { id: post.id }, token: admin });
    expect(onTicket.statusCode).toBe(409);
    expect(onTicket.json.message).toBe(messages.shopItemInUse);
    expect((await call(t.app, deleteJobReadyItem, { query: { id: gate.id }, token: admin })).statusCode).toBe(200);
    expect((await call(t.app, deleteBulkItem, { query: { id: spacer.id }, token: admin })).statusCode).toBe(200);
    await call(t.app, closeShopTicket, { query: { ticketId: ticket.shopTicketId }, token: shop.token });
  });
});

describe('recording work on a dismantle ticket', () => {
  it('takes the units away and receives the salvaged components; retired ones are retired', async () => {
    const ticket = await newTicket(2, [{ jobReadyItemId: panel.id, amount: 2 }]);
    expect(ticket).toMatchObject({ dismantleTicket: true, shopAction: 'Dismantle' });
    const line = ticket.ticketItems[0];
    const [bolts, brackets] = line.components;
    expect([bolts.amount, brackets.amount]).toEqual([8, 4]);
    const before = {
      bolt: await stock('bulk', bolt.id),
      bracket: await stock('bulk', bracket.id),
      panel: await stock('jobReady', panel.id),
    };
    const adjust = (adjustment: number, b: [number, number], k: [number, number]) =>
      call(t.app, adjustShopTicket, {
        body: {
          requestKey: randomUUID(),
          shopTicketId: ticket.shopTicketId,
          ticketItems: [
            {
              shopTicketItemId: line.shopTicketItemId,
              adjustment,
              components: [
                {
                  shopTicketComponentId: bolts.shopTicketComponentId,
                  amountRetiredAdjustment: b[0],
                  amountTransferedAdjustment: b[1],
                },
                {
                  shopTicketComponentId: brackets.shopTicketComponentId,
                  amountRetiredAdjustment: k[0],
                  amountTransferedAdjustment: k[1],
                },
              ],
            },
          ],
        },
        token: shop.token,
      });
    const beyond = await adjust(1, [1, 4], [0, 0]);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json.errors['ticketItems.0.components.0.amountRetiredAdjustment']).toBe(
      messages.shopDismantleBeyondUnits,
    );
    const tooMuch = await adjust(2, [2, 7], [0, 0]);
    expect(tooMuch.json.errors['ticketItems.0.components.0.amountRetiredAdjustment']).toBe(
      messages.shopDismantleTooMuch,
    );
    const damaged = await call(t.app, adjustShopTicket, {
      body: {
        requestKey: randomUUID(),
        shopTicketId: ticket.shopTicketId,
        ticketItems: [{ shopTicketItemId: line.shopTicketItemId, damagedAdjustment: 1 }],
      },
      token: shop.token,
    });
    expect(damaged.json.errors['ticketItems.0.damagedAdjustment']).toBe(messages.shopTicketDamagedOnlyBuild);

    const first = await adjust(1, [1, 3], [0, 2]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.data.ticketItems[0].components.map((c) => [c.amountRetired, c.amountTransfered])).toEqual([
      [1, 3],
      [0, 2],
    ]);
    const second = await adjust(1, [2, 2], [1, 1]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await stock('jobReady', panel.id)).toEqual({
      amount: before.panel.amount - 2,
      damaged: before.panel.damaged,
    });
    expect(await stock('bulk', bolt.id)).toEqual({ amount: before.bolt.amount + 5, damaged: 0 });
    expect(await stock('bulk', bracket.id)).toEqual({ amount: before.bracket.amount + 3, damaged: 0 });
    const moved = await ticketMovements(ticket.shopTicketId);
    const retired = moved.filter((m) => m.reason === 'retirement');
    expect(retired.map((m) => [m.itemId, m.amount, m.fromId, m.toId])).toEqual([
      [bolt.id, 1, yard.id, null],
      [bolt.id, 2, yard.id, null],
      [bracket.id, 1, yard.id, null],
    ]);
    const done = await call(t.app, closeShopTicket, { query: { ticketId: ticket.shopTicketId }, token: shop.token });
    expect(done.statusCode).toBe(200);
  });

  it('every balance equals the sum of its movements, and none is negative', async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
    expect(await negativeBalances(db())).toEqual([]);
  });
});
