import { employeesEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { deleteEmployee, employeeList, employeeOptions, getEmployee, saveEmployee } from './employees.service.ts';
import { employeesExport } from './employees-export.ts';

export function employeesRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getEmployeeList, (ctx) => employeeList(ctx));
  defineRoute(app, e.getEmployeeListExport, (ctx, _input, _req, reply) => employeesExport(ctx, reply));
  defineRoute(app, e.getEmployee, (ctx, { body }) => getEmployee(ctx, body.id));
  defineRoute(app, e.saveEmployee, (ctx, { body }) => saveEmployee(ctx, body));
  defineRoute(app, e.deleteEmployee, (ctx, { body }) => deleteEmployee(ctx, body.id));
  defineRoute(app, e.getEmployeeOptions, (ctx) => employeeOptions(ctx));
}
