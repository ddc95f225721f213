import { z } from 'zod';
import { id, idBody, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT } from './paging.ts';

/** Employees: the field staff whose time is kept (spec 3 §2.15, §3 'Employee', §5 'Employee', §7 Employees). */

/** The PIN: exactly 4 digits. Stored as an argon2id hash and never sent back. */
export const EMPLOYEE_PIN = /^\d{4}$/;

export const employeeListItem = z.object({
  employeeId: int(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

/** One employee as the edit form reads it: `pinSet` instead of the PIN. */
export const employeeRecord = employeeListItem.extend({ pinSet: z.boolean() });
export type EmployeeRecord = z.infer<typeof employeeRecord>;

export const employeeFields = z.object({
  firstName: requiredText(messages.required('First name'), 100),
  lastName: requiredText(messages.required('Last name'), 100),
  phoneNumber: requiredText(messages.required('Phone'), 40),
  email: z
    .string({ error: messages.required('Email') })
    .trim()
    .min(1, messages.required('Email'))
    .max(200, 'At most 200 characters.')
    .pipe(z.email(messages.invalidEmail)),
  /** Required for a new employee; '' on an existing one keeps the PIN it has. */
  pin: z
    .string()
    .trim()
    .refine((v) => v === '' || EMPLOYEE_PIN.test(v), messages.employeePinFormat)
    .default(''),
});
export type EmployeeFields = z.input<typeof employeeFields>;

export const saveEmployeeBody = employeeFields.extend({ employeeId: int().min(0) });

export const getEmployeeList = endpoint({
  method: 'POST',
  path: '/Employee/GetEmployeeList',
  access: 'employees.manage',
  summary: 'Every employee, by last name then first name.',
  body: z.object({}).default({}),
  response: z.object({ success: z.literal(true), data: z.array(employeeListItem) }),
});

export const getEmployeeListExport = endpoint({
  method: 'POST',
  path: '/Employee/GetEmployeeList/Export',
  access: 'employees.manage',
  summary: `GetEmployeeList's employees, ${LIST_EXPORT}.`,
  body: z.object({}).default({}),
  file: 'xlsx',
});

export const getEmployee = endpoint({
  method: 'POST',
  path: '/Employee/GetEmployee',
  access: 'employees.manage',
  summary: 'One employee for the edit form; the PIN is never sent, only whether one is set.',
  body: idBody,
  response: z.object({ success: z.literal(true), data: employeeRecord }),
});

export const saveEmployee = endpoint({
  method: 'POST',
  path: '/Employee/SaveEmployee',
  access: 'employees.manage',
  summary: 'Creates (employeeId 0, PIN required) or updates an employee; a PIN given replaces the stored hash.',
  body: saveEmployeeBody,
  response: z.object({ success: z.literal(true), message: z.string(), employeeId: int() }),
});

export const deleteEmployee = endpoint({
  method: 'POST',
  path: '/Employee/DeleteEmployee',
  access: 'employees.manage',
  summary: 'Removes an employee from the lists and pickers; their timesheets stay on file.',
  body: z.object({ id }),
  response: okMessage,
});

export const employeeOption = z.object({ employeeId: int(), lastName: z.string(), firstName: z.string() });
export type EmployeeOption = z.infer<typeof employeeOption>;

/** Path not shown in the specification (§7 'Employees'): designed here, see docs/decisions/field-forms.md. */
export const getEmployeeOptions = endpoint({
  method: 'POST',
  path: '/Employee/GetEmployeeOptions',
  access: ['timesheets.edit', 'timesheets.view'],
  summary: 'The employees a timesheet entry can be for, by last name then first name.',
  body: z.object({}).default({}),
  response: z.object({ success: z.literal(true), data: z.array(employeeOption) }),
});

export const employeesEndpoints = {
  getEmployeeList,
  getEmployeeListExport,
  getEmployee,
  saveEmployee,
  deleteEmployee,
  getEmployeeOptions,
};
