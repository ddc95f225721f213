import type { EmployeeListItem } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { type Column, sendListExport } from '../../platform/xlsx/index.ts';
import { employeeList } from './employees.service.ts';

// The employee list's export (docs/decisions/spreadsheets.md).

const columns: Column<EmployeeListItem>[] = [
  { header: 'Last Name', kind: 'text', value: (e) => e.lastName },
  { header: 'First Name', kind: 'text', value: (e) => e.firstName },
  { header: 'Phone', kind: 'text', value: (e) => e.phoneNumber },
  { header: 'E-mail', kind: 'text', value: (e) => e.email },
];

/** POST /Employee/GetEmployeeList/Export: every employee, by last name then first name. */
export async function employeesExport(ctx: Ctx, reply: FastifyReply) {
  const { data } = await employeeList(ctx);
  return sendListExport(ctx, reply, { list: 'employees', title: 'Employees', columns, rows: data, filters: {} });
}
