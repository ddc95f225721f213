import { messages } from '@fieldbook/contract';
import { jobListExport, searchJobsExport } from '@fieldbook/contract/jobs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { expectSheetConventions, readWorkbook, rowValues } from '../../../test/spreadsheets.ts';

let t: TestApp;
let viewer: { id: number; token: string };
let drilling: string;
let nobody: string;
let plainOpportunity: number;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signInUser(t, ['jobs.view']);
  drilling = (await signInUser(t, 'Drilling User')).token;
  nobody = (await signInUser(t, [])).token;
  const db = t.database.db;
  const acc = await createAccount(db, 'Exportwell Resources');
  const drill = await createOpportunity(db, { accountId: acc.id, isDrilling: true });
  const plain = await createOpportunity(db, { accountId: acc.id });
  plainOpportunity = plain.id;
  await createJob(db, { opportunityId: plain.id, jobName: 'Bravo wall', stepId: 11, classification: 'Sound Wall' });
  await createJob(db, { opportunityId: drill.id, jobName: 'Alpha rig', stepId: 11 });
  await createJob(db, { opportunityId: plain.id, jobName: 'Charlie old', canceled: true });
});

const sheetOf = async (res: { rawPayload: Buffer }) => (await readWorkbook(res.rawPayload)).worksheets[0];

describe('POST /Job/SearchJobs/Export', () => {
  it('answers 401, 403 without jobs.view, 400 for an unknown step', async () => {
    await denies(t.app, searchJobsExport, { body: {} }, nobody);
    const res = await call(t.app, searchJobsExport, { body: { steps: [99] }, token: viewer.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.invalidJobStep);
  });

  it("is the search's jobs in its order, typed cells, and the export in the audit log", async () => {
    const body = { account: 'exportwell', sort: 'jobName', dir: 'asc' } as const;
    const res = await call(t.app, searchJobsExport, { body, token: viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/Jobs-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ws = await sheetOf(res);
    expectSheetConventions(ws, 2);
    const rows = rowValues(ws);
    expect(rows[0]).toEqual([
      'Job Name',
      'Classification',
      'Job Number',
      'Job Step',
      'Account',
      'Opportunity',
      'Last Updated',
      'Description',
      'Canceled',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Alpha rig', 'Bravo wall']); // the canceled one left out
    expect(rows[2].slice(0, 5)).toEqual([
      'Bravo wall',
      'Sound Wall',
      expect.any(String),
      'On Rent',
      'Exportwell Resources',
    ]);
    const updated = ws.getRow(2).getCell(7);
    expect(updated.type).toBe(ExcelJS.ValueType.Date);
    expect(updated.numFmt).toBe('mmm d, yyyy h:mm AM/PM');

    const desc = await call(t.app, searchJobsExport, {
      body: { ...body, dir: 'desc', canceled: true },
      token: viewer.token,
    });
    expect(
      rowValues(await sheetOf(desc))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Charlie old', 'Bravo wall', 'Alpha rig']);

    const logged = await auditOf(t.database.db, 'export', 'jobs');
    expect(logged.at(-2)).toMatchObject({ userId: viewer.id, action: 'export', change: { account: 'exportwell' } });
  });

  it('shows a Drilling User drilling jobs only', async () => {
    const res = await call(t.app, searchJobsExport, { body: { account: 'exportwell' }, token: drilling });
    expect(
      rowValues(await sheetOf(res))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Alpha rig']);
  });
});

describe('GET /Job/JobList/Export', () => {
  it('answers 401, 403, 400 for an unknown step', async () => {
    await denies(t.app, jobListExport, { query: {} }, nobody);
    const res = await call(t.app, jobListExport, { query: { JobStep: '99' }, token: viewer.token });
    expect(res.statusCode).toBe(400);
  });

  it("is the list's jobs of a step, in its order", async () => {
    const res = await call(t.app, jobListExport, {
      query: { OpportunityId: String(plainOpportunity), sort: 'jobName', dir: 'asc', canceled: 'true' },
      token: viewer.token,
    });
    expect(
      rowValues(await sheetOf(res))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Bravo wall', 'Charlie old']);
  });
});
