import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type BillOfLadingInput, messages } from '@fieldbook/contract';
import {
  billOfLadingList,
  billOfLadingPdf,
  checkInTransfer,
  closeTransferRequest,
  createPickOrder,
  getBillOfLading,
  getTransferRequest,
  saveBillOfLading,
  shipItems,
} from '@fieldbook/contract/inventory-transfers';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createOffice, createYard } from '../../../test/factories/stock.ts';
import { approveJob, assetAt, stock } from '../../../test/factories/transfers.ts';
import { userOffices } from '../../db/schema/index.ts';

let t: TestApp;
let clerk: { id: number; token: string };
let viewer: string;
let outsider: string;
let nobody: string;
let shipmentId: number;
let transferRequestId: number;
let meterSerial: string;

const saved = (bytes: Buffer) => {
  const path = join(mkdtempSync(join(tmpdir(), 'bol-')), 'bill.pdf');
  writeFileSync(path, bytes);
  return path;
};
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', saved(bytes), '-'], { encoding: 'utf8' });
/** The pages pdftoppm draws of a PDF (each a picture file in the PDF's own folder). */
const pagesOf = (bytes: Buffer) => {
  const path = saved(bytes);
  execFileSync('pdftoppm', ['-r', '20', '-png', path, join(dirname(path), 'page')]);
  return readdirSync(dirname(path)).filter((f) => f.startsWith('page')).length;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  clerk = await signInUser(t, ['inventory.view', 'inventory.transfer', 'inventory.closeTransfer', 'inventory.adjust']);
  const v = await signInUser(t, ['inventory.view']);
  viewer = v.token;
  outsider = await signInAs(t, ['inventory.view']);
  nobody = await signInAs(t, []);
  const office = await createOffice(db, 'Odessa');
  const yard = await createYard(db, { name: 'Odessa Yard', officeLocationId: office.id });
  await db.insert(userOffices).values({ userId: v.id, officeId: office.id });
  const job = await createJob(db, { jobName: 'Permian Compressor Wall', stepId: 10 });
  await approveJob(db, job.id);
  const panel = await createJobReadyItem(db, { name: '20 ft STC 32 Panel Section' });
  const bolt = await createBulkItem(db, { name: 'Hex Bolt 5/8' });
  await stock(db, { kind: 'yard', id: yard.id }, { kind: 'jobReady', id: panel.id }, 30);
  await stock(db, { kind: 'yard', id: yard.id }, { kind: 'bulk', id: bolt.id }, 500);
  const meter = await assetAt(db, { yardId: yard.id }, { name: 'Class 1 Sound Level Meter' });
  meterSerial = meter.serialNumber;
  const order = await call(t.app, createPickOrder, {
    body: {
      requestKey: randomUUID(),
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 12 }],
      bulkItems: [{ bulkItemId: bolt.id, amount: 200 }],
      assets: [{ serializedItemId: meter.id }],
    },
    token: clerk.token,
  });
  transferRequestId = order.json.transferRequestId;
  const tr = (await call(t.app, getTransferRequest, { query: { id: transferRequestId }, token: clerk.token })).json
    .data;
  const shipped = await call(t.app, shipItems, {
    body: {
      requestKey: randomUUID(),
      transferRequestId,
      transferItems: [
        { transferItemId: tr.transferItems[0].transferItemId, selected: 12, weight: 2400, code: 'PNL-32' },
      ],
      transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: 200, weight: 60 }],
      assetTransfers: [{ assetTransferId: tr.assetTransfers[0].assetTransferId, selected: true }],
    },
    token: clerk.token,
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  shipmentId = shipped.json.shipmentId;
});

const full = (): BillOfLadingInput => ({
  shipmentId,
  billOfLadingIdentifier: 'BOL-2026-0042',
  date: '2026-11-20',
  carrier: { name: 'Lone Star Flatbed LLC', address: '400 Industrial Blvd', city: 'Odessa', state: 'TX', zip: '79761' },
  driverName: 'Ray Delgado',
  driverPhone: '432-555-0147',
  origin: {
    name: 'Odessa Yard',
    address1: '1 Main St',
    address2: 'Odessa, TX 79761',
    address3: '',
    contact: 'Yard office',
  },
  destination: {
    name: 'Permian Compressor Wall',
    address1: 'County Rd 1250',
    address2: 'Midland, TX 79706',
    address3: '',
    contact: 'Site lead',
  },
  codName: 'Stillwater Noise Control',
  codAddress: '1 Main St',
  codCity: 'Denver',
  codState: 'CO',
  codZip: '80202',
  codAmount: 1250.5,
  codFeePrepaid: true,
  codFeeCollect: false,
  codTotalCharges: 1300,
  totalShipmentValue: 48000.99,
  transferItems: [],
});

describe('access to the bill of lading calls', () => {
  it('reads need inventory.view or transfer; Save needs inventory.transfer', async () => {
    await denies(t.app, getBillOfLading, { query: { id: shipmentId } }, nobody);
    await denies(t.app, billOfLadingList, { query: {} }, nobody);
    await denies(t.app, billOfLadingPdf, { query: { id: shipmentId } }, nobody);
    await denies(t.app, saveBillOfLading, { body: full() }, viewer);
  });

  it('answers 400 for a fractional weight, money with 3 decimals, an empty number; 404 for none', async () => {
    const bill = (await call(t.app, getBillOfLading, { query: { id: shipmentId }, token: clerk.token })).json.data;
    const line = bill.transferItems[0].shipmentItemId;
    const bad = async (body: BillOfLadingInput) => {
      const res = await call(t.app, saveBillOfLading, { body, token: clerk.token });
      expect(res.statusCode).toBe(400);
      return res.json.errors ?? {};
    };
    expect(await bad({ ...full(), transferItems: [{ shipmentItemId: line, weight: 10.5 }] })).toMatchObject({
      'transferItems.0.weight': messages.billOfLadingWeightFormat,
    });
    expect(await bad({ ...full(), codAmount: 1.005 })).toMatchObject({ codAmount: messages.moneyInvalid });
    expect(await bad({ ...full(), billOfLadingIdentifier: ' ' })).toMatchObject({
      billOfLadingIdentifier: messages.billOfLadingIdentifierRequired,
    });
    expect(await bad({ ...full(), date: '2026-13-45' })).toHaveProperty('date');
    expect(await bad({ ...full(), date: '2026-02-31' })).toHaveProperty('date');
    const foreign = await call(t.app, saveBillOfLading, {
      body: { ...full(), transferItems: [{ shipmentItemId: 999999 }] },
      token: clerk.token,
    });
    expect(foreign.statusCode).toBe(400);
    const missing = await call(t.app, getBillOfLading, { query: { id: 999999 }, token: clerk.token });
    expect(missing.statusCode).toBe(404);
    const missingPdf = await call(t.app, billOfLadingPdf, { query: { id: 999999 }, token: clerk.token });
    expect(missingPdf.statusCode).toBe(404);
  });
});

describe('a bill of lading', () => {
  it('is created by Ship Items, prefilled from the ticket, with the shipped lines and assets', async () => {
    const res = await call(t.app, getBillOfLading, { query: { id: shipmentId }, token: viewer });
    expect(res.statusCode).toBe(200);
    const bill = res.json.data;
    expect(bill).toMatchObject({
      shipmentId,
      transferRequestId,
      billOfLadingIdentifier: `BOL-${String(shipmentId).padStart(6, '0')}`,
      origin: { name: 'Odessa Yard', address1: '1 Main St', address2: 'Denver, CO 80202' },
      editable: false,
      totalWeight: 2460,
    });
    expect(bill.destination.name).toContain('Permian Compressor Wall');
    expect(bill.transferItems.map((i) => [i.itemName, i.quantity, i.weight])).toEqual([
      ['20 ft STC 32 Panel Section', 12, 2400],
      ['Hex Bolt 5/8', 200, 60],
    ]);
    expect(bill.assetTransfers).toEqual([expect.objectContaining({ serialNumber: meterSerial })]);
    // A user whose offices hold neither end does not see it
    const hidden = await call(t.app, getBillOfLading, { query: { id: shipmentId }, token: outsider });
    expect(hidden.statusCode).toBe(404);
    const list = await call(t.app, billOfLadingList, { query: { historical: true }, token: outsider });
    expect(list.json.data).toEqual([]);
  });

  it('saves the full bill (weights whole lbs, money in dollars and cents) and audits it', async () => {
    const before = (await call(t.app, getBillOfLading, { query: { id: shipmentId }, token: clerk.token })).json.data;
    const [panelLine, boltLine] = before.transferItems;
    const res = await call(t.app, saveBillOfLading, {
      body: {
        ...full(),
        transferItems: [
          {
            shipmentItemId: panelLine.shipmentItemId,
            description: '20 ft STC 32 panel sections, banded',
            weight: 2450,
            hazardous: false,
            code: 'PNL-32',
            rate: 85.25,
            charges: 1023,
          },
          {
            shipmentItemId: boltLine.shipmentItemId,
            description: 'Hex bolts 5/8 in, boxed',
            weight: 62,
            hazardous: true,
            code: 'HB-58',
            rate: 0.5,
            charges: 100,
          },
        ],
      },
      token: clerk.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.billOfLadingSaved });
    const after = (await call(t.app, getBillOfLading, { query: { id: shipmentId }, token: clerk.token })).json.data;
    expect(after).toMatchObject({
      billOfLadingIdentifier: 'BOL-2026-0042',
      date: '2026-11-20',
      carrier: { name: 'Lone Star Flatbed LLC', zip: '79761' },
      driverName: 'Ray Delgado',
      codAmount: 1250.5,
      codFeePrepaid: true,
      codFeeCollect: false,
      totalShipmentValue: 48000.99,
      totalWeight: 2512,
      totalCharges: 1123,
      editable: true,
    });
    expect(after.transferItems[1]).toMatchObject({ hazardous: true, rate: 0.5, quantity: 200 });
    expect(await auditOf(t.database.db, 'billOfLading', shipmentId)).toMatchObject([
      { userId: clerk.id, action: 'update' },
    ]);
  });

  it('prints as a PDF with the carrier, driver, items, assets, COD and signature lines', async () => {
    const res = await call(t.app, billOfLadingPdf, { query: { id: shipmentId }, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'STRAIGHT BILL OF LADING',
      'BOL-2026-0042',
      'Lone Star Flatbed LLC',
      'Ray Delgado',
      '20 ft STC 32 panel sections',
      'Hex bolts 5/8 in, boxed',
      '2,450',
      '$1,023.00',
      meterSerial,
      '$1,250.50',
      'Prepaid [X]',
      'SHIPPER',
      'CONSIGNEE',
      'Permian Compressor Wall',
    ])
      expect(text, expected).toContain(expected);
    // 12 panels and 200 bolts are no one unit: the totals are the weight and the charges, no count
    const totals = text.split('\n').find((line) => /Totals\s+2,512/.test(line)) ?? '';
    expect(totals.trim()).toMatch(/^Totals\s+2,512\s+\$1,123\.00$/);
    expect(text).not.toContain('212');
    // One sheet, as a driver carries it.
    expect(pagesOf(res.rawPayload)).toBe(1);
  });

  it('lists bills of open tickets; historical adds those of closed tickets; editable after close', async () => {
    const open = await call(t.app, billOfLadingList, { query: {}, token: viewer });
    expect(open.json.data.map((r) => r.shipmentId)).toContain(shipmentId);
    // Check everything in and close the ticket
    const tr = (await call(t.app, getTransferRequest, { query: { id: transferRequestId }, token: clerk.token })).json
      .data;
    const ci = await call(t.app, checkInTransfer, {
      body: {
        requestKey: randomUUID(),
        transferRequestId,
        transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 12 }],
        transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: 200 }],
        assetTransfers: [{ assetTransferId: tr.assetTransfers[0].assetTransferId, selected: true }],
      },
      token: clerk.token,
    });
    expect(ci.statusCode, ci.body).toBe(200);
    expect(
      (await call(t.app, closeTransferRequest, { query: { id: transferRequestId }, token: clerk.token })).statusCode,
    ).toBe(200);
    const current = await call(t.app, billOfLadingList, { query: { historical: false }, token: viewer });
    expect(current.json.data.map((r) => r.shipmentId)).not.toContain(shipmentId);
    const all = await call(t.app, billOfLadingList, { query: { historical: true }, token: viewer });
    expect(all.json.data.find((r) => r.shipmentId === shipmentId)).toMatchObject({
      transferRequestId,
      identifier: 'BOL-2026-0042',
      origin: 'Odessa Yard',
      destination: 'Permian Compressor Wall',
      carrier: 'Lone Star Flatbed LLC',
      date: '2026-11-20',
    });
    const edit = await call(t.app, saveBillOfLading, {
      body: { ...full(), driverName: 'Ray D. Delgado' },
      token: clerk.token,
    });
    expect(edit.statusCode).toBe(200);
  });
});
