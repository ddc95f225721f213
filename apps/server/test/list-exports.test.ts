/**
 * The exports of the account, opportunity, call, user and employee lists (docs/decisions/spreadsheets.md): each
 * refuses what its list refuses and answers the list's rows, filtered and sorted as asked, as typed
 * cells. The job lists' exports are in domains/jobs/jobs-export.test.ts.
 */
import { accountJobsExport, accountListExport } from '@fieldbook/contract/accounts';
import { callListExport } from '@fieldbook/contract/calls';
import { getEmployeeListExport } from '@fieldbook/contract/employees';
import { opportunityListExport } from '@fieldbook/contract/opportunities';
import { getAllUsersExport } from '@fieldbook/contract/users';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, employees } from '../src/db/schema/index.ts';
import { auditOf, call, denies, signInAs } from './api.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createAccount, createJob, createOpportunity } from './factories/jobs.ts';
import { columnValues, expectSheetConventions, exportedSheet, rowValues } from './spreadsheets.ts';

let t: TestApp;
let admin: string;
let drilling: string;
let nobody: string;
let zuluId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, drilling, nobody] = await Promise.all([
    signInAs(t, 'Administrator'),
    signInAs(t, 'Drilling User'),
    signInAs(t, []),
  ]);
  const db = t.database.db;
  const zulu = await createAccount(db, 'Zulu Exportco');
  zuluId = zulu.id;
  const alpha = await createAccount(db, 'Alpha Exportco');
  const drill = await createOpportunity(db, { accountId: zulu.id, opportunityName: 'Exportco rig', isDrilling: true });
  const wall = await createOpportunity(db, { accountId: alpha.id, opportunityName: 'Exportco wall' });
  await createJob(db, { opportunityId: drill.id, jobName: 'Yankee job' });
  await createJob(db, { opportunityId: drill.id, jobName: 'Xray job' });
  await createJob(db, { opportunityId: wall.id, jobName: 'Whiskey job' });
});

describe('GET /Account/AccountList/Export', () => {
  it('answers 401, 403 without accounts.view, 400 for an unknown sort', async () => {
    await denies(t.app, accountListExport, { query: {} }, nobody);
    const res = await call(t.app, accountListExport, { query: { sort: 'city' }, token: admin });
    expect(res.statusCode).toBe(400);
  });

  it('is the accounts the search finds, in the order asked, and is audited', async () => {
    const asc = await exportedSheet(
      await call(t.app, accountListExport, { query: { search: 'exportco', sort: 'accountName' }, token: admin }),
    );
    expectSheetConventions(asc, 2);
    expect(rowValues(asc)[0]).toEqual(['Account Number', 'Account Name']);
    expect(columnValues(asc, 1)).toEqual(['Alpha Exportco', 'Zulu Exportco']);
    const desc = await exportedSheet(
      await call(t.app, accountListExport, {
        query: { search: 'exportco', sort: 'accountName', dir: 'desc' },
        token: admin,
      }),
    );
    expect(columnValues(desc, 1)).toEqual(['Zulu Exportco', 'Alpha Exportco']);
    expect((await auditOf(t.database.db, 'export', 'accounts')).at(-1)).toMatchObject({
      action: 'export',
      change: { search: 'exportco', dir: 'desc' },
    });
  });
});

describe('GET /Account/Jobs/Export', () => {
  it('answers 401, 403, 400 without an account', async () => {
    await denies(t.app, accountJobsExport, { query: { accountId: String(zuluId) } }, nobody);
    expect((await call(t.app, accountJobsExport, { query: {}, token: admin })).statusCode).toBe(400);
  });

  it("is the account's jobs in the order asked, with the job lists' columns", async () => {
    const ws = await exportedSheet(
      await call(t.app, accountJobsExport, {
        query: { accountId: String(zuluId), sort: 'jobName', dir: 'asc' },
        token: admin,
      }),
    );
    expect(columnValues(ws, 0)).toEqual(['Xray job', 'Yankee job']);
    expect(ws.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('GET /Opportunity/GetOpportunityList/Export', () => {
  it('answers 401, 403 without opportunities.view, 400 for an unknown sort', async () => {
    await denies(t.app, opportunityListExport, { query: {} }, nobody);
    expect((await call(t.app, opportunityListExport, { query: { sort: 'x' }, token: admin })).statusCode).toBe(400);
  });

  it('is the opportunities the search finds, in the order asked, job counts as numbers', async () => {
    const ws = await exportedSheet(
      await call(t.app, opportunityListExport, {
        query: { search: 'exportco', sort: 'opportunityName', dir: 'asc' },
        token: admin,
      }),
    );
    expectSheetConventions(ws, 2);
    expect(columnValues(ws, 0)).toEqual(['Exportco rig', 'Exportco wall']);
    expect(rowValues(ws)[1].slice(2, 6)).toEqual(['Zulu Exportco', undefined, 'Yes', 2]);
    expect(ws.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Date);
    const forDriller = await exportedSheet(
      await call(t.app, opportunityListExport, { query: { search: 'exportco' }, token: drilling }),
    );
    expect(columnValues(forDriller, 0)).toEqual(['Exportco rig']);
  });
});

describe('GET /Call/CallList/Export', () => {
  it('answers 401, 403 without calls.view, 400 for an active flag that is not a boolean', async () => {
    await denies(t.app, callListExport, { query: {} }, nobody);
    expect((await call(t.app, callListExport, { query: { active: 'maybe' }, token: admin })).statusCode).toBe(400);
  });

  it('is the closed calls, newest first, call times as dates', async () => {
    const call_ = (companyName: string, minute: number) => ({
      companyName,
      callerName: 'Dana Reyes',
      contactEmail: 'dana@prairie.test',
      contactPhone: '(307) 555-0110',
      jobLocation: 'Pad 7',
      active: false,
      callTime: new Date(Date.UTC(2019, 0, 5, 9, minute)),
    });
    await t.database.db.insert(calls).values([call_('Exportco early', 1), call_('Exportco late', 2)]);
    const ws = await exportedSheet(await call(t.app, callListExport, { query: { active: 'false' }, token: admin }));
    const ours = columnValues(ws, 1).filter((c) => String(c).startsWith('Exportco'));
    expect(ours).toEqual(['Exportco late', 'Exportco early']);
    const row = ws.getRow(1 + columnValues(ws, 1).indexOf('Exportco late') + 1);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(1).numFmt).toBe('mmm d, yyyy h:mm AM/PM');
  });
});

describe('POST /Administrator/GetAllUsers/Export', () => {
  it('answers 401, 403 without admin.users, 400 for an enabled flag that is not a boolean', async () => {
    await denies(t.app, getAllUsersExport, { body: {} }, nobody);
    const res = await call(t.app, getAllUsersExport, { body: { enabled: 'maybe' }, token: admin });
    expect(res.statusCode).toBe(400);
  });

  it('is the enabled users, the administrator among them', async () => {
    const ws = await exportedSheet(await call(t.app, getAllUsersExport, { body: { enabled: true }, token: admin }));
    expectSheetConventions(ws, ws.rowCount - 1);
    expect(rowValues(ws)[0]).toEqual(['Name', 'Username', 'Position', 'Role', 'E-mail', 'Phone', 'Enabled']);
    expect(columnValues(ws, 3)).toContain('Administrator');
    expect(new Set(columnValues(ws, 6))).toEqual(new Set(['Yes']));
  });
});

describe('POST /Employee/GetEmployeeList/Export', () => {
  it('answers 401, 403 without employees.manage', async () => {
    await denies(t.app, getEmployeeListExport, { body: {} }, nobody);
  });

  it('is every employee, by last name then first name', async () => {
    const person = (firstName: string, lastName: string) => ({
      firstName,
      lastName,
      phoneNumber: '555-0100',
      email: `${firstName}@export.test`,
      pinHash: 'x',
    });
    await t.database.db
      .insert(employees)
      .values([person('Bea', 'Zzexport'), person('Al', 'Zzexport'), person('Cy', 'Aaexport')]);
    const ws = await exportedSheet(await call(t.app, getEmployeeListExport, { body: {}, token: admin }));
    const ours = rowValues(ws).filter((r) => String(r[0]).endsWith('export'));
    expect(ours.map((r) => `${r[1]} ${r[0]}`)).toEqual(['Cy Aaexport', 'Al Zzexport', 'Bea Zzexport']);
  });
});
