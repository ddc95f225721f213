/**
 * The exports of the pick ticket lists and the shop ticket list (docs/decisions/spreadsheets.md): each
 * refuses what its list refuses and answers the list's rows, with its gates and filters, in the order
 * the screen sorts them, as typed cells.
 */
import { messages } from '@fieldbook/contract';
import { shopTicketListExport } from '@fieldbook/contract/inventory-shop';
import { transferListExport } from '@fieldbook/contract/inventory-transfers';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createJobReadyItem, createOffice, createYard } from '../../../test/factories/stock.ts';
import { columnValues, expectSheetConventions, exportedSheet, rowValues } from '../../../test/spreadsheets.ts';
import { shopTicketItems, shopTickets, transferItems, transferRequests, userOffices } from '../../db/schema/index.ts';

let t: TestApp;
let clerk: { id: number; token: string };
let yardClerk: { id: number; token: string };
let nobody: string;
let odessa: { id: number };
let casper: { id: number };
let permian: { id: number };
let andrews: { id: number };
const ticket: Record<string, number> = {};

const db = () => t.database.db;
const day = (d: number) => new Date(Date.UTC(2026, 2, d, 15, 30));

/** A pick ticket as the pick order writes it, on a chosen day, with one line of `amount` units. */
async function pickTicket(
  from: { kind: 'yard' | 'job'; id: number },
  to: { kind: 'yard' | 'job'; id: number },
  on: Date,
  line: { itemId: number; amount: number; shipped?: number },
  state: { cancelled?: boolean } = {},
) {
  const [tr] = await db()
    .insert(transferRequests)
    .values({
      fromKind: from.kind,
      fromId: from.id,
      toKind: to.kind,
      toId: to.id,
      requestedBy: clerk.id,
      createdAt: on,
      cancelled: state.cancelled ?? false,
      cancelledAt: state.cancelled ? on : null,
    })
    .returning();
  await db()
    .insert(transferItems)
    .values({
      transferId: tr.id,
      itemKind: 'jobReady',
      itemId: line.itemId,
      amount: line.amount,
      shipped: line.shipped ?? 0,
    });
  return tr.id;
}

/** A shop ticket at a yard on a chosen day: `units` to do, `done` of them done. */
async function shopTicket(name: string, on: Date, itemId: number, units: number, done: number, closedOn?: Date) {
  const [st] = await db()
    .insert(shopTickets)
    .values({
      name,
      yardId: odessa.id,
      shopActionId: 1,
      createdBy: clerk.id,
      createdAt: on,
      completed: Boolean(closedOn),
      closedAt: closedOn ?? null,
    })
    .returning();
  await db()
    .insert(shopTicketItems)
    .values({ ticketId: st.id, jobReadyItemId: itemId, amount: units, amountCompleted: done });
  return st.id;
}

beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInUser(t, ['inventory.view', 'inventory.transfer', 'inventory.adjust']);
  yardClerk = await signInUser(t, ['inventory.view']);
  nobody = (await signInUser(t, [])).token;
  const office = await createOffice(db(), 'Odessa');
  odessa = await createYard(db(), { name: 'Odessa Yard', officeLocationId: office.id });
  casper = await createYard(db(), { name: 'Casper Yard' });
  await db().insert(userOffices).values({ userId: yardClerk.id, officeId: office.id });
  permian = await createJob(db(), { jobName: 'Permian Compressor Wall', stepId: 10 });
  andrews = await createJob(db(), { jobName: 'Andrews Pad Wall', stepId: 10 });
  const panel = await createJobReadyItem(db(), { name: '20 ft STC 32 Panel Section' });
  const yard = (y: { id: number }) => ({ kind: 'yard' as const, id: y.id });
  const job = (j: { id: number }) => ({ kind: 'job' as const, id: j.id });
  ticket.toPermian = await pickTicket(yard(odessa), job(permian), day(1), { itemId: panel.id, amount: 5, shipped: 2 });
  ticket.fromCasper = await pickTicket(yard(casper), job(permian), day(2), { itemId: panel.id, amount: 1 });
  ticket.toAndrews = await pickTicket(yard(odessa), job(andrews), day(3), { itemId: panel.id, amount: 4 });
  ticket.cancelled = await pickTicket(
    yard(odessa),
    job(andrews),
    day(4),
    { itemId: panel.id, amount: 2 },
    {
      cancelled: true,
    },
  );
  ticket.beams = await shopTicket('Beams for Permian', day(5), panel.id, 10, 3);
  ticket.panels = await shopTicket('', day(6), panel.id, 4, 4);
  ticket.closed = await shopTicket('Last spring', day(7), panel.id, 2, 2, day(8));
});

describe('GET /InventoryTransfer/TransferList/Export', () => {
  it('answers 401, 403 without inventory.view or transfer, 400 for an unknown list, sort or direction', async () => {
    await denies(t.app, transferListExport, { query: { type: 'Pick' } }, nobody);
    for (const query of [{ type: 'Nope' }, { type: 'Pick', sort: 'status' }, { type: 'Pick', dir: 'up' }]) {
      const res = await call(t.app, transferListExport, { query: query as never, token: clerk.token });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    const res = await call(t.app, transferListExport, { query: { type: 'Pick', dir: 'up' }, token: clerk.token });
    expect(res.json.message).toBe(messages.sortDirectionInvalid);
  });

  it("is a yard's open pick tickets, newest first, typed cells, and the export in the audit log", async () => {
    const res = await call(t.app, transferListExport, {
      query: { type: 'Pick', id: odessa.id },
      token: clerk.token,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/YardPickTickets-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ws = await exportedSheet(res);
    expectSheetConventions(ws, 2);
    const rows = rowValues(ws);
    expect(rows[0]).toEqual([
      'Date',
      'Origin',
      'Destination',
      'Type',
      'Ticket',
      'Status',
      'Requested By',
      'To Ship',
      'To Check In',
    ]);
    // the cancelled ticket and Casper's are not in the list
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['Odessa Yard', 'Andrews Pad Wall', 'Pick', ticket.toAndrews, 'Open', expect.any(String), 4, 0],
      ['Odessa Yard', 'Permian Compressor Wall', 'Pick', ticket.toPermian, 'Partly Shipped', expect.any(String), 3, 2],
    ]);
    const date = ws.getRow(2).getCell(1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('mmm d, yyyy h:mm AM/PM');
    expect(ws.getRow(2).getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect((await auditOf(db(), 'export', 'pickTickets')).at(-1)).toMatchObject({
      userId: clerk.id,
      action: 'export',
      change: { type: 'Pick', id: odessa.id, sort: 'date', dir: 'desc' },
    });
  });

  it('sorts as the grid sorts, by any of its columns', async () => {
    const byDestination = await exportedSheet(
      await call(t.app, transferListExport, {
        query: { type: 'Pick', sort: 'destination', dir: 'asc' },
        token: clerk.token,
      }),
    );
    expect(columnValues(byDestination, 4)).toEqual([ticket.toAndrews, ticket.fromCasper, ticket.toPermian]);
    const byOrigin = await exportedSheet(
      await call(t.app, transferListExport, {
        query: { type: 'Pick', sort: 'origin', dir: 'desc' },
        token: clerk.token,
      }),
    );
    expect(columnValues(byOrigin, 1)).toEqual(['Odessa Yard', 'Odessa Yard', 'Casper Yard']);
  });

  it("keeps the list's gates: the user's yards only, 403 for another yard, closed tickets on request", async () => {
    const mine = await exportedSheet(
      await call(t.app, transferListExport, { query: { type: 'PickTickets' }, token: yardClerk.token }),
    );
    expect(columnValues(mine, 4)).toEqual([ticket.toAndrews, ticket.toPermian]);
    const other = await call(t.app, transferListExport, {
      query: { type: 'Pick', id: casper.id },
      token: yardClerk.token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json.message).toBe(messages.transferYardNotAllowed);
    const all = await exportedSheet(
      await call(t.app, transferListExport, { query: { type: 'PickTickets', closed: 'true' }, token: clerk.token }),
    );
    expect(
      rowValues(all)
        .slice(1)
        .map((r) => [r[4], r[5]]),
    ).toEqual([
      [ticket.cancelled, 'Cancelled'],
      [ticket.toAndrews, 'Open'],
      [ticket.fromCasper, 'Open'],
      [ticket.toPermian, 'Partly Shipped'],
    ]);
    const job = await exportedSheet(
      await call(t.app, transferListExport, { query: { type: 'JobReceiving', id: permian.id }, token: clerk.token }),
    );
    expect(columnValues(job, 4)).toEqual([ticket.fromCasper, ticket.toPermian]);
  });
});

describe('GET /ShopConversion/ShopTicketList/Export', () => {
  it('answers 401, 403 without an inventory permission, 400 without a yard or for an unknown sort', async () => {
    await denies(t.app, shopTicketListExport, { query: { yardId: odessa.id } }, nobody);
    for (const query of [{}, { yardId: odessa.id, sort: 'units' }, { yardId: odessa.id, closed: 'maybe' }]) {
      const res = await call(t.app, shopTicketListExport, { query: query as never, token: clerk.token });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("is a yard's open shop tickets, newest first, the units as numbers, and is audited", async () => {
    const res = await call(t.app, shopTicketListExport, { query: { yardId: odessa.id }, token: yardClerk.token });
    expect(String(res.headers['content-disposition'])).toMatch(/ShopTickets-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ws = await exportedSheet(res);
    expectSheetConventions(ws, 2);
    const rows = rowValues(ws);
    expect(rows[0]).toEqual(['Ticket', 'Type', 'Date', 'Created By', 'Done', 'Units', 'Closed']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[5], r[6]])).toEqual([
      [`Unnamed Shop Ticket - ${ticket.panels}`, 'Build', 4, 4, undefined],
      ['Beams for Permian', 'Build', 3, 10, undefined],
    ]);
    expect(ws.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(ws.getRow(2).getCell(3).numFmt).toBe('mmm d, yyyy h:mm AM/PM');
    expect(ws.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect((await auditOf(db(), 'export', 'shopTickets')).at(-1)).toMatchObject({
      userId: yardClerk.id,
      action: 'export',
      change: { yardId: odessa.id, closed: false, sort: 'date', dir: 'desc' },
    });
  });

  it('sorts as the screen does (Done by the share done), and lists the closed tickets on request', async () => {
    const byDone = await exportedSheet(
      await call(t.app, shopTicketListExport, {
        query: { yardId: odessa.id, sort: 'progress', dir: 'asc' },
        token: clerk.token,
      }),
    );
    expect(columnValues(byDone, 0)).toEqual(['Beams for Permian', `Unnamed Shop Ticket - ${ticket.panels}`]);
    const closed = await exportedSheet(
      await call(t.app, shopTicketListExport, { query: { yardId: odessa.id, closed: 'true' }, token: clerk.token }),
    );
    expect(columnValues(closed, 0)).toEqual(['Last spring']);
    expect(closed.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Date);
  });
});
