import { messages, type saveEmployeeBody } from '@fieldbook/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { employees } from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';

const listColumns = {
  employeeId: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  phoneNumber: employees.phoneNumber,
  email: employees.email,
};
const live = isNull(employees.deletedAt);

export async function employeeList(ctx: Ctx) {
  const data = await ctx.db
    .select(listColumns)
    .from(employees)
    .where(live)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return { success: true as const, data };
}

export async function employeeOptions(ctx: Ctx) {
  const data = await ctx.db
    .select({ employeeId: employees.id, lastName: employees.lastName, firstName: employees.firstName })
    .from(employees)
    .where(live)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return { success: true as const, data };
}

export async function getEmployee(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(listColumns)
    .from(employees)
    .where(and(eq(employees.id, id), live));
  if (!row) throw notFound(messages.employeeNotFound);
  // Every employee has a PIN (it is required on create); the hash itself never leaves the server.
  return { success: true as const, data: { ...row, pinSet: true } };
}

/** Creates or updates; a PIN given is hashed like a user's password, and resets any verification lock. */
export async function saveEmployee(ctx: Ctx, input: z.output<typeof saveEmployeeBody>) {
  const { employeeId, pin, ...fields } = input;
  if (employeeId === 0 && pin === '') {
    throw badRequest(messages.employeePinRequired, { pin: messages.employeePinRequired });
  }
  const pinHash = pin === '' ? null : await hashPassword(pin);
  const id = await ctx.db.transaction(async (tx) => {
    if (employeeId === 0) {
      const [row] = await tx
        .insert(employees)
        .values({ ...fields, pinHash: pinHash as string })
        .returning({ id: employees.id });
      await audit(tx, ctx.user.id, 'employee', row.id, 'create', { ...fields, pin: 'set' });
      return row.id;
    }
    const [before] = await tx
      .select(listColumns)
      .from(employees)
      .where(and(eq(employees.id, employeeId), live))
      .for('update');
    if (!before) throw notFound(messages.employeeNotFound);
    await tx
      .update(employees)
      .set({ ...fields, ...(pinHash ? { pinHash, pinFailures: 0, pinLockedUntil: null } : {}) })
      .where(eq(employees.id, employeeId));
    const { employeeId: _, ...old } = before;
    await audit(tx, ctx.user.id, 'employee', employeeId, 'update', {
      ...changedFields(old, fields),
      ...(pinHash ? { pin: 'changed' } : {}),
    });
    return employeeId;
  });
  ctx.log.info({ employeeId: id, by: ctx.user.id }, 'employee saved');
  return { success: true as const, message: messages.employeeSaved, employeeId: id };
}

export async function deleteEmployee(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(employees)
      .set({ deletedAt: new Date() })
      .where(and(eq(employees.id, id), live))
      .returning({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName });
    if (!row) throw notFound(messages.employeeNotFound);
    await audit(tx, ctx.user.id, 'employee', id, 'delete', { firstName: row.firstName, lastName: row.lastName });
  });
  return { success: true as const, message: messages.employeeDeleted };
}
