import { messages } from '@fieldbook/contract';
import { employeesEndpoints as e } from '@fieldbook/contract/employees';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { employees } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';

let t: TestApp;
let manager: string;
let plain: string;
let timekeeper: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInAs(t, ['employees.manage']);
  plain = await signInAs(t, []);
  timekeeper = await signInAs(t, ['timesheets.edit']);
});

const valid = (over: Record<string, unknown> = {}) => ({
  employeeId: 0,
  firstName: 'Rosa',
  lastName: 'Delgado',
  phoneNumber: '(307) 555-0101',
  email: 'rosa@example.test',
  pin: '4821',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call(t.app, e.saveEmployee, { body: valid(over), token: manager });
  expect(res.statusCode).toBe(200);
  return res.json.employeeId as number;
}

describe('POST /Employee/SaveEmployee', () => {
  it('answers 401 anonymously and 403 without employees.manage', async () => {
    await denies(t.app, e.saveEmployee, { body: valid() }, timekeeper);
  });

  it('answers 400 for missing fields, a bad email or a PIN that is not 4 digits', async () => {
    const res = await call(t.app, e.saveEmployee, {
      body: valid({ firstName: '', email: 'nope', pin: '12a4' }),
      token: manager,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.firstName).toBe(messages.required('First name'));
    expect(res.json.errors.email).toBe(messages.invalidEmail);
    expect(res.json.errors.pin).toBe(messages.employeePinFormat);
    const missing = await call(t.app, e.saveEmployee, { body: valid({ pin: '' }), token: manager });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.errors.pin).toBe(messages.employeePinRequired);
  });

  it('stores the PIN as an argon2id hash, never answers it, and keeps it when an edit leaves it empty', async () => {
    const id = await create();
    const [row] = await t.database.db.select().from(employees).where(eq(employees.id, id));
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.pinHash, '4821')).toBe(true);
    const got = await call(t.app, e.getEmployee, { body: { id }, token: manager });
    expect(got.json.data).toEqual({
      employeeId: id,
      firstName: 'Rosa',
      lastName: 'Delgado',
      phoneNumber: '(307) 555-0101',
      email: 'rosa@example.test',
      pinSet: true,
    });
    expect(got.body).not.toContain('argon2');

    const edit = await call(t.app, e.saveEmployee, {
      body: valid({ employeeId: id, lastName: 'Delgado-Ruiz', pin: '' }),
      token: manager,
    });
    expect(edit.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(employees).where(eq(employees.id, id));
    expect(kept.pinHash).toBe(row.pinHash);
    await call(t.app, e.saveEmployee, { body: valid({ employeeId: id, pin: '1357' }), token: manager });
    const [changed] = await t.database.db.select().from(employees).where(eq(employees.id, id));
    expect(await verifyPassword(changed.pinHash, '1357')).toBe(true);
    const rows = await auditOf(t.database.db, 'employee', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.stringify(rows)).not.toContain('4821');
  });
});

describe('POST /Employee/GetEmployeeList, GetEmployee, DeleteEmployee, GetEmployeeOptions', () => {
  it('deny without the permission', async () => {
    await denies(t.app, e.getEmployeeList, { body: {} }, timekeeper);
    await denies(t.app, e.getEmployee, { body: { id: 1 } }, timekeeper);
    await denies(t.app, e.deleteEmployee, { body: { id: 1 } }, timekeeper);
    await denies(t.app, e.getEmployeeOptions, { body: {} }, plain);
  });

  it('answer 400 for a bad id and 404 for a missing employee', async () => {
    expect((await call(t.app, e.getEmployee, { body: { id: 'x' }, token: manager })).statusCode).toBe(400);
    const missing = await call(t.app, e.getEmployee, { body: { id: 999999 }, token: manager });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.employeeNotFound);
  });

  it('list by last name; a deleted employee leaves the list and the options', async () => {
    const a = await create({ firstName: 'Zed', lastName: 'Aardvark' });
    const b = await create({ firstName: 'Amy', lastName: 'Zulu' });
    const list = await call(t.app, e.getEmployeeList, { body: {}, token: manager });
    const ids = list.json.data.map((r: { employeeId: number }) => r.employeeId);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    const del = await call(t.app, e.deleteEmployee, { body: { id: a }, token: manager });
    expect(del.json.message).toBe(messages.employeeDeleted);
    expect((await auditOf(t.database.db, 'employee', a, ['delete'])).length).toBe(1);
    const options = await call(t.app, e.getEmployeeOptions, { body: {}, token: timekeeper });
    const optionIds = options.json.data.map((r: { employeeId: number }) => r.employeeId);
    expect(optionIds).toContain(b);
    expect(optionIds).not.toContain(a);
    expect((await call(t.app, e.deleteEmployee, { body: { id: a }, token: manager })).statusCode).toBe(404);
  });
});
