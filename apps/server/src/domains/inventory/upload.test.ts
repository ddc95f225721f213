import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateRawSync } from 'node:zlib';
import {
  INVENTORY_TEMPLATE_NAME,
  messages,
  UPLOAD_FILE_LIMIT,
  UPLOAD_ROW_LIMIT,
  UPLOAD_UNPACKED_LIMIT,
  uploadProblems,
  uploadRowProblem,
  uploadTooBig,
  uploadTooManyRows,
} from '@fieldbook/contract';
import {
  inventoryExcelOptions,
  inventoryExcelTemplate,
  uploadInventoryExcel,
} from '@fieldbook/contract/inventory-upload';
import { checkUrlNavAuth, getInventoryNavigation } from '@fieldbook/contract/navigation';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import { inventoryRequests, inventoryUploads, stockBalances, stockMovements } from '../../db/schema/index.ts';
import { move } from './stock-ledger.ts';

let t: TestApp;
let clerk: { id: number; token: string };
let viewer: string;
let nobody: string;
let yard: { id: number; name: string };
let panel: { id: number; name: string };
let beam: { id: number; name: string };
let bolts: { id: number; name: string };
/** A name that is both a job-ready and a bulk item. */
let twin: { jobReady: number; bulk: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  clerk = await signInUser(t, ['inventory.view', 'inventory.adjust']);
  viewer = await signInAs(t, ['inventory.view', 'inventory.transfer']);
  nobody = await signInAs(t, []);
  yard = await createYard(db, { name: 'Midland Yard' });
  panel = await createJobReadyItem(db, { name: "20' STC 32 Panel" });
  beam = await createJobReadyItem(db, { name: '16 ft Beam' });
  bolts = await createBulkItem(db, { name: 'Beam Bolts' });
  const twinJr = await createJobReadyItem(db, { name: 'Sandbag' });
  const twinBulk = await createBulkItem(db, { name: 'Sandbag' });
  twin = { jobReady: twinJr.id, bulk: twinBulk.id, name: 'Sandbag' };
  await db.transaction(async (tx) => {
    for (const [kind, id, amount] of [
      ['jobReady', panel.id, 100],
      ['jobReady', beam.id, 40],
      ['bulk', bolts.id, 500],
      ['bulk', twin.bulk, 10],
    ] as const) {
      await move(tx, {
        item: { kind, id },
        from: null,
        to: { kind: 'yard', id: yard.id },
        amount,
        reason: 'receipt',
        userId: null,
      });
    }
  });
});

// --- helpers --------------------------------------------------------------------------------------

type Cell = string | number | null | ExcelJS.CellFormulaValue;

/** A filled-in sheet, as a clerk's Excel would save it (headings in row 1 unless given). */
async function sheet(rows: Cell[][], headings: Cell[] = ['Item type', 'Item name', 'Amount']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventory');
  ws.addRow(headings);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip of the given parts (deflated unless `stored`), with sizes as declared unless `declare` says otherwise. */
function zip(parts: { name: string; data: Buffer; stored?: boolean; declare?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const packed = p.stored ? p.data : deflateRawSync(p.data);
    const name = Buffer.from(p.name);
    const size = p.declare ?? p.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(p.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(p.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(p.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(p.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal workbook written by hand around one sheet's XML (inline strings), as a script would make one. */
function rawXlsx(sheetData: string, prolog = ''): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const part = (name: string, xml: string) => ({
    name,
    data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${xml}`),
  });
  return zip([
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Inventory" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `${prolog}<worksheet xmlns="${ns}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  ]);
}
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const headingRow = `<row r="1">${text('A1', 'Item type')}${text('B1', 'Item name')}${text('C1', 'Amount')}</row>`;
const itemRows = (n: number, name: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<row r="${i + 2}">${text(`A${i + 2}`, 'Bulk')}${text(`B${i + 2}`, name)}<c r="C${i + 2}"><v>1</v></c></row>`,
  ).join('');

async function newJob(opts: { stepId?: number; canceled?: boolean; drilling?: boolean } = {}) {
  return createJob(t.database.db, { stepId: opts.stepId ?? 10, canceled: opts.canceled, drilling: opts.drilling });
}

function upload(
  bytes: Buffer,
  fields: { YardId?: number | string; JobId?: number | string; requestKey?: string },
  token = clerk.token,
  name = 'stock.xlsx',
) {
  const all = { requestKey: randomUUID(), ...fields } as Record<string, string | number>;
  for (const k of Object.keys(all)) if (all[k] === undefined) delete all[k];
  return call(t.app, uploadInventoryExcel, { body: form(all, { bytes, name }), token });
}

async function balance(kind: 'yard' | 'job', id: number, itemKind: 'jobReady' | 'bulk', itemId: number) {
  const [row] = await t.database.db
    .select({ amount: stockBalances.amount })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.locationKind, kind),
        eq(stockBalances.locationId, id),
        eq(stockBalances.itemKind, itemKind),
        eq(stockBalances.itemId, itemId),
      ),
    );
  return row?.amount ?? 0;
}

async function yardStock() {
  return {
    panel: await balance('yard', yard.id, 'jobReady', panel.id),
    beam: await balance('yard', yard.id, 'jobReady', beam.id),
    bolts: await balance('yard', yard.id, 'bulk', bolts.id),
    twin: await balance('yard', yard.id, 'bulk', twin.bulk),
  };
}

const refusal = (...lines: string[]) => `${messages.uploadRejected}\n${lines.join('\n')}`;

// --- access ---------------------------------------------------------------------------------------

describe('access to the upload calls', () => {
  it('answer 401 anonymously and 403 without inventory.adjust', async () => {
    await denies(t.app, inventoryExcelOptions, {}, viewer);
    await denies(t.app, inventoryExcelTemplate, {}, viewer);
    await denies(t.app, uploadInventoryExcel, { body: form({ YardId: 1, JobId: 1 }) }, nobody);
  });
});

describe('the screen /Inventory/Excel', () => {
  it('opens, and shows its tab, only for holders of inventory.adjust, under /Inventory and /Admin/Inventory', async () => {
    for (const route of ['/Inventory/Excel', '/Admin/Inventory/Excel']) {
      const allowed = await call(t.app, checkUrlNavAuth, { body: { route }, token: clerk.token });
      expect(allowed.json).toEqual({ success: true });
      const refused = await call(t.app, checkUrlNavAuth, { body: { route }, token: viewer });
      expect(refused.json).toEqual({ success: false });
    }
    const tabs = async (token: string) =>
      (await call(t.app, getInventoryNavigation, { token })).json.navigationItems.map(
        (i: { label: string }) => i.label,
      );
    expect(await tabs(clerk.token)).toContain('Excel Upload');
    expect(await tabs(viewer)).not.toContain('Excel Upload');
  });
});

// --- the form's choices ---------------------------------------------------------------------------

describe('GET /InventoryTransfer/InventoryExcelOptions', () => {
  it('offers the allowed yards and only active jobs', async () => {
    const active = await newJob();
    const canceled = await newJob({ canceled: true });
    const billing = await newJob({ stepId: 13 });
    const res = await call(t.app, inventoryExcelOptions, { token: clerk.token });
    expect(res.statusCode).toBe(200);
    expect(res.json.yards.map((y) => y.yardId)).toContain(yard.id);
    const ids = res.json.jobs.map((j) => j.jobId);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(canceled.id);
    expect(ids).not.toContain(billing.id);
    expect(res.json.jobs.find((j) => j.jobId === active.id)).toMatchObject({
      jobName: active.jobName,
      jobNumber: active.jobNumber,
    });
  });
});

// --- the template ---------------------------------------------------------------------------------

describe('GET /InventoryTransfer/InventoryExcel', () => {
  it('answers the xlsx template with the catalogue as drop-down lists and whole-number amounts', async () => {
    const res = await call(t.app, inventoryExcelTemplate, { token: clerk.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain(`filename="${INVENTORY_TEMPLATE_NAME}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
      ['Inventory', 'visible'],
      ['Instructions', 'visible'],
      ['Lists', 'hidden'],
    ]);
    const ws = wb.getWorksheet('Inventory') as ExcelJS.Worksheet;
    expect(ws.getRow(1).values).toEqual([undefined, 'Item type', 'Item name', 'Amount']);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    const name = ws.getCell('B2').dataValidation;
    expect(name.type).toBe('list');
    expect(ws.getCell(`B${UPLOAD_ROW_LIMIT + 1}`).dataValidation).toEqual(name);
    const [, range] = /^Lists!\$C\$2:\$C\$(\d+)$/.exec(String(name.formulae[0])) ?? [];
    expect(range).toBeDefined();
    const lists = wb.getWorksheet('Lists') as ExcelJS.Worksheet;
    const names = Array.from({ length: Number(range) - 1 }, (_, i) => lists.getCell(`C${i + 2}`).value);
    expect(names).toEqual(expect.arrayContaining([panel.name, beam.name, bolts.name, twin.name]));
    expect(new Set(names).size).toBe(names.length);
    expect(ws.getCell('A2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Job-ready,Bulk"'] });
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'whole', operator: 'between', formulae: [1, 99999] });
  });

  it('is itself a file the upload accepts once filled in', async () => {
    const res = await call(t.app, inventoryExcelTemplate, { token: clerk.token });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Inventory') as ExcelJS.Worksheet;
    ws.getRow(2).values = ['Job-ready', beam.name, 1];
    const job = await newJob();
    const before = await balance('job', job.id, 'jobReady', beam.id);
    const answer = await upload(Buffer.from(await wb.xlsx.writeBuffer()), { YardId: yard.id, JobId: job.id });
    expect(answer.json).toMatchObject({ success: true, rows: 1, items: 1 });
    expect(await balance('job', job.id, 'jobReady', beam.id)).toBe(before + 1);
  });
});

// LibreOffice Calc, where installed (Debian's libreoffice-calc): the office's other spreadsheet program.
const SOFFICE = '/usr/bin/soffice';

describe('the template in LibreOffice Calc', () => {
  it.skipIf(!existsSync(SOFFICE))(
    'keeps its drop-down lists when Calc saves it, and the saved file uploads',
    async () => {
      const template = (await call(t.app, inventoryExcelTemplate, { token: clerk.token })).rawPayload;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(template as unknown as ArrayBuffer);
      (wb.getWorksheet('Inventory') as ExcelJS.Worksheet).getRow(2).values = ['Job-ready', beam.name, 2];
      const dir = await mkdtemp(join(tmpdir(), 'fb-upload-'));
      try {
        await writeFile(join(dir, 'filled.xlsx'), Buffer.from(await wb.xlsx.writeBuffer()));
        const out = join(dir, 'calc');
        await promisify(execFile)(
          SOFFICE,
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'xlsx:Calc MS Excel 2007 XML',
            '--outdir',
            out,
            join(dir, 'filled.xlsx'),
          ],
          { timeout: 90_000 },
        );
        const saved = await readFile(join(out, 'filled.xlsx'));
        const reread = new ExcelJS.Workbook();
        await reread.xlsx.load(saved as unknown as ArrayBuffer);
        const ws = reread.getWorksheet('Inventory') as ExcelJS.Worksheet;
        expect(ws.getCell('B3').dataValidation).toMatchObject({
          type: 'list',
          formulae: [expect.stringMatching(/^Lists!\$C\$2:\$C\$\d+$/), '0'],
        });
        expect(ws.getCell('C3').dataValidation).toMatchObject({ type: 'whole', formulae: [1, 99999] });
        expect(reread.getWorksheet('Lists')?.state).toBe('hidden');
        const job = await newJob();
        const res = await upload(saved, { YardId: yard.id, JobId: job.id }, clerk.token, 'calc.xlsx');
        expect(res.json).toMatchObject({ success: true, rows: 1, items: 1 });
        expect(await balance('job', job.id, 'jobReady', beam.id)).toBe(2);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

// --- the upload -----------------------------------------------------------------------------------

describe('POST /InventoryTransfer/UploadInventoryExcel: the form', () => {
  it('answers 400 naming the missing yard, job, request key and file', async () => {
    const good = await sheet([['Bulk', bolts.name, 1]]);
    const noYard = await upload(good, { JobId: 1, YardId: undefined });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json.errors.YardId).toBe(messages.selectYard);
    const noJob = await upload(good, { YardId: yard.id, JobId: '' });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json.errors.JobId).toBe(messages.uploadSelectJob);
    const noKey = await upload(good, { YardId: yard.id, JobId: 1, requestKey: 'again' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json.errors.requestKey).toBe(messages.uploadRequestKey);
    const noFile = await call(t.app, uploadInventoryExcel, {
      body: form({ YardId: yard.id, JobId: 1, requestKey: randomUUID() }),
      token: clerk.token,
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('answers 400 for an unknown yard, 404 for an unknown or hidden job, 409 for a closed job', async () => {
    const good = await sheet([['Bulk', bolts.name, 1]]);
    const job = await newJob();
    const noYard = await upload(good, { YardId: 2_000_000_000, JobId: job.id });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json.errors).toEqual({ YardId: messages.selectYard });
    const noJob = await upload(good, { YardId: yard.id, JobId: 2_000_000_000 });
    expect(noJob.statusCode).toBe(404);
    // A Drilling User sees drilling jobs only: the job gate hides the others.
    const driller = await signInAs(t, ['inventory.view', 'inventory.adjust', 'drilling.user']);
    const hidden = await upload(good, { YardId: yard.id, JobId: job.id }, driller);
    expect(hidden.statusCode).toBe(404);
    for (const closed of [await newJob({ canceled: true }), await newJob({ stepId: 13 })]) {
      const res = await upload(good, { YardId: yard.id, JobId: closed.id });
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe(messages.uploadJobClosed);
    }
    expect(await balance('yard', yard.id, 'bulk', bolts.id)).toBe((await yardStock()).bolts);
  });
});

describe('POST /InventoryTransfer/UploadInventoryExcel: moving the stock', () => {
  it('moves every listed amount from the yard to the job in one go, summing repeated rows, and records the upload', async () => {
    const job = await newJob();
    const before = await yardStock();
    const file = await sheet([
      ['Job-ready', panel.name, 12],
      [null, null, null],
      ['Bulk', bolts.name, 150],
      [null, '16 FT BEAM', '4'],
      ['job ready', panel.name, 3],
      ['Bulk', twin.name, 2],
    ]);
    const res = await upload(file, { YardId: yard.id, JobId: job.id }, clerk.token, 'Hawkins pad.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: messages.excelUploaded, rows: 5, items: 4 });
    const after = await yardStock();
    expect(after).toEqual({
      panel: before.panel - 15,
      beam: before.beam - 4,
      bolts: before.bolts - 150,
      twin: before.twin - 2,
    });
    expect(await balance('job', job.id, 'jobReady', panel.id)).toBe(15);
    expect(await balance('job', job.id, 'jobReady', beam.id)).toBe(4);
    expect(await balance('job', job.id, 'bulk', bolts.id)).toBe(150);
    expect(await balance('job', job.id, 'bulk', twin.bulk)).toBe(2);
    expect(await balance('job', job.id, 'jobReady', twin.jobReady)).toBe(0);

    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.referenceKind, 'upload'), eq(stockMovements.referenceId, res.json.uploadId)));
    expect(movements).toHaveLength(4);
    for (const m of movements)
      expect(m).toMatchObject({
        reason: 'upload',
        fromKind: 'yard',
        fromId: yard.id,
        toKind: 'job',
        toId: job.id,
        userId: clerk.id,
      });
    const [record] = await t.database.db
      .select()
      .from(inventoryUploads)
      .where(eq(inventoryUploads.id, res.json.uploadId));
    expect(record).toMatchObject({
      userId: clerk.id,
      fileName: 'Hawkins pad.xlsx',
      yardId: yard.id,
      jobId: job.id,
      rowCount: 5,
      itemCount: 4,
    });
    expect(await auditOf(t.database.db, 'inventoryUpload', res.json.uploadId)).toMatchObject([
      { userId: clerk.id, action: 'upload' },
    ]);
  });

  it('refuses the whole file when one row is bad, naming the row and column, and moves nothing', async () => {
    const job = await newJob();
    const before = await yardStock();
    const file = await sheet([
      ['Job-ready', panel.name, 2],
      ['Bulk', bolts.name, 1],
      ['Job-ready', beam.name, 2.5],
    ]);
    const res = await upload(file, { YardId: yard.id, JobId: job.id });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(refusal('Row 4, Amount: not a whole number.'));
    expect(await yardStock()).toEqual(before);
    expect(await balance('job', job.id, 'jobReady', panel.id)).toBe(0);
    const records = await t.database.db.select().from(inventoryUploads).where(eq(inventoryUploads.jobId, job.id));
    expect(records).toEqual([]);
  });

  it('names each bad row and column: unknown items, types, amounts, and more than the yard holds', async () => {
    const job = await newJob();
    const before = await yardStock();
    const file = await sheet([
      ['Job-ready', 'Unobtainium', 1],
      ['Crate', panel.name, 1],
      ['Bulk', beam.name, 1],
      [null, twin.name, 1],
      ['Job-ready', beam.name, 0],
      ['Bulk', bolts.name, 'ten'],
      ['Job-ready', panel.name, null],
      [null, null, 7],
      ['Job-ready', beam.name, 30],
      ['Job-ready', beam.name, 15],
      ['Job-ready', panel.name, 100000],
    ]);
    const res = await upload(file, { YardId: yard.id, JobId: job.id });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(
      refusal(
        uploadRowProblem([2], 'Item name', uploadProblems.unknownItem('Unobtainium', 'jobReady')),
        'Row 3, Item type: must be Job-ready or Bulk.',
        `Row 4, Item type: '${beam.name}' is a job-ready item, not a bulk item.`,
        uploadRowProblem([5], 'Item type', uploadProblems.ambiguous(twin.name)),
        'Row 6, Amount: must be more than 0.',
        'Row 7, Amount: not a whole number.',
        'Row 8, Amount: missing.',
        'Row 9, Item name: missing.',
        `Rows 10 and 11, Amount: 45 ${beam.name} asked for, ${before.beam} available at ${yard.name}.`,
        'Row 12, Amount: more than 99999.',
      ),
    );
    expect(await yardStock()).toEqual(before);
  });

  it('refuses formulas instead of evaluating them or trusting their cached values', async () => {
    const job = await newJob();
    const before = await yardStock();
    const file = await sheet([
      ['Job-ready', panel.name, { formula: '2*3', result: 6 }],
      ['Bulk', { formula: 'Lists!C2', result: bolts.name }, 1],
    ]);
    const res = await upload(file, { YardId: yard.id, JobId: job.id });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(
      refusal(
        'Row 2, Amount: a formula. Type the value itself.',
        'Row 3, Item name: a formula. Type the value itself.',
      ),
    );
    expect(await yardStock()).toEqual(before);
  });

  it('moves the stock once for a repeated request key and answers the first result again', async () => {
    const job = await newJob();
    const before = await yardStock();
    const file = await sheet([['Bulk', bolts.name, 7]]);
    const requestKey = randomUUID();
    const first = await upload(file, { YardId: yard.id, JobId: job.id, requestKey });
    const again = await upload(file, { YardId: yard.id, JobId: job.id, requestKey });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await yardStock()).bolts).toBe(before.bolts - 7);
    expect(await balance('job', job.id, 'bulk', bolts.id)).toBe(7);
    const [request] = await t.database.db
      .select()
      .from(inventoryRequests)
      .where(eq(inventoryRequests.requestKey, requestKey));
    expect(request).toMatchObject({ kind: 'upload', userId: clerk.id });
  });

  it('never oversells: two uploads at once that together ask for more than the yard holds move one of them', async () => {
    const washers = await createBulkItem(t.database.db, { name: 'Fender washers' });
    await t.database.db.transaction((tx) =>
      move(tx, {
        item: { kind: 'bulk', id: washers.id },
        from: null,
        to: { kind: 'yard', id: yard.id },
        amount: 10,
        reason: 'receipt',
        userId: null,
      }),
    );
    const [a, b] = [await newJob(), await newJob()];
    const file = await sheet([['Bulk', washers.name, 7]]);
    const answers = await Promise.all([
      upload(file, { YardId: yard.id, JobId: a.id }),
      upload(file, { YardId: yard.id, JobId: b.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    const refused = answers.find((r) => r.statusCode !== 200);
    expect([400, 409]).toContain(refused?.statusCode);
    expect(await balance('yard', yard.id, 'bulk', washers.id)).toBe(3);
    expect((await balance('job', a.id, 'bulk', washers.id)) + (await balance('job', b.id, 'bulk', washers.id))).toBe(7);
  });

  it('lets a refused request be sent again with the same key once the file is corrected', async () => {
    const job = await newJob();
    const requestKey = randomUUID();
    const bad = await upload(await sheet([['Bulk', bolts.name, -1]]), { YardId: yard.id, JobId: job.id, requestKey });
    expect(bad.statusCode).toBe(400);
    const good = await upload(await sheet([['Bulk', bolts.name, 1]]), { YardId: yard.id, JobId: job.id, requestKey });
    expect(good.statusCode).toBe(200);
    expect(await balance('job', job.id, 'bulk', bolts.id)).toBe(1);
  });
});

describe('POST /InventoryTransfer/UploadInventoryExcel: hostile and malformed files', () => {
  const job = () => newJob();

  async function refused(bytes: Buffer, message: string, name = 'stock.xlsx') {
    const before = await yardStock();
    const res = await upload(bytes, { YardId: yard.id, JobId: (await job()).id }, clerk.token, name);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await yardStock()).toEqual(before);
    return res;
  }

  it('refuses what is not a spreadsheet by its content, whatever its name', async () => {
    await refused(Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'), messages.uploadNotXlsx);
    await refused(Buffer.from('Item type,Item name,Amount\nBulk,Beam Bolts,4\n'), messages.uploadNotXlsx, 'stock.csv');
    // An old Excel 97 workbook (an OLE compound file).
    await refused(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), messages.uploadNotXlsx);
    // A zip cut short, and a zip that holds no workbook.
    const real = await sheet([['Bulk', bolts.name, 1]]);
    await refused(real.subarray(0, real.length - 40), messages.uploadNotXlsx);
    await refused(zip([{ name: 'notes.txt', data: Buffer.from('hello') }]), messages.uploadUnreadable);
  });

  it('refuses zip bombs before unpacking them: declared sizes over the limit, and sizes that lie', async () => {
    const big = Buffer.alloc(UPLOAD_UNPACKED_LIMIT + 1024 * 1024);
    const tooBig = uploadTooBig(UPLOAD_UNPACKED_LIMIT / 1024 / 1024);
    await refused(zip([{ name: 'xl/worksheets/sheet1.xml', data: big }]), tooBig);
    // The directory claims a few bytes; inflating stops at the limit.
    await refused(zip([{ name: 'xl/worksheets/sheet1.xml', data: big, declare: 100 }]), tooBig);
    // Many parts, each honest and small, that add up past the limit.
    const slice = Buffer.alloc(UPLOAD_UNPACKED_LIMIT / 8);
    const parts = Array.from({ length: 10 }, (_, i) => ({ name: `xl/media/image${i}.bin`, data: slice }));
    await refused(zip(parts), tooBig);
    // Thousands of empty parts.
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `p${i}`, data: Buffer.alloc(0), stored: true }));
    await refused(zip(many), messages.uploadTooManyParts);
  });

  it('refuses 100,000 rows, and more rows than the limit, with a message', async () => {
    await refused(rawXlsx(headingRow + itemRows(100_000, bolts.name)), uploadTooManyRows(UPLOAD_ROW_LIMIT));
    await refused(
      rawXlsx(headingRow + itemRows(UPLOAD_ROW_LIMIT + 1, bolts.name)),
      uploadTooManyRows(UPLOAD_ROW_LIMIT),
    );
    // The limit itself passes (a workbook written by hand, as a script would).
    const washers = await createBulkItem(t.database.db, { name: 'Washers' });
    await t.database.db.transaction((tx) =>
      move(tx, {
        item: { kind: 'bulk', id: washers.id },
        from: null,
        to: { kind: 'yard', id: yard.id },
        amount: UPLOAD_ROW_LIMIT,
        reason: 'receipt',
        userId: null,
      }),
    );
    const j = await job();
    const res = await upload(rawXlsx(headingRow + itemRows(UPLOAD_ROW_LIMIT, washers.name)), {
      YardId: yard.id,
      JobId: j.id,
    });
    expect(res.json).toMatchObject({ success: true, rows: UPLOAD_ROW_LIMIT, items: 1 });
    expect(await balance('job', j.id, 'bulk', washers.id)).toBe(UPLOAD_ROW_LIMIT);
    expect(await balance('yard', yard.id, 'bulk', washers.id)).toBe(0);
  });

  it('refuses XML entity expansion (a billion laughs) without expanding it', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const prolog = `<!DOCTYPE worksheet [<!ENTITY l0 "lol">${laughs}]>`;
    await refused(
      rawXlsx(`${headingRow}<row r="2">${text('A2', 'Bulk')}${text('B2', '&l9;')}<c r="C2"><v>1</v></c></row>`, prolog),
      messages.uploadUnreadable,
    );
  });

  it('refuses an empty sheet and wrong headings', async () => {
    await refused(await sheet([]), messages.uploadEmpty);
    await refused(await sheet([[null, null, null]]), messages.uploadEmpty);
    await refused(await sheet([['Bulk', bolts.name, 1]], ['Type', 'Name', 'Qty']), messages.uploadHeaders);
    await refused(await sheet([['Bulk', bolts.name, 1]], []), messages.uploadHeaders);
  });

  it('answers 413 for a file over the upload limit, reading no further', async () => {
    const res = await upload(Buffer.alloc(UPLOAD_FILE_LIMIT + 1), { YardId: yard.id, JobId: (await job()).id });
    expect(res.statusCode).toBe(413);
    expect(res.json.message).toBe(messages.uploadTooLarge(UPLOAD_FILE_LIMIT / 1024 / 1024));
  });

  it('is not slowed by drop-down lists or merges spanning the whole sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Inventory');
    ws.addRow(['Item type', 'Item name', 'Amount']);
    ws.addRow(['Bulk', bolts.name, 1]);
    (ws as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(
      'A1:XFD1048576',
      { type: 'whole', operator: 'between', formulae: [1, 2], allowBlank: true },
    );
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const j = await job();
    const res = await upload(bytes, { YardId: yard.id, JobId: j.id });
    expect(res.statusCode).toBe(200);
    expect(await balance('job', j.id, 'bulk', bolts.id)).toBe(1);
  });
});
