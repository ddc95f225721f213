import {
  CALL_ACCOUNT_OPTIONS_LIMIT,
  type CallRecord,
  type callListQuery,
  messages,
  type saveCallBody,
} from '@fieldbook/contract';
import type { z } from 'zod';
import { selectRows } from '../../db/rows.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  accountLocationList,
  accountOptions,
  findAccount,
  findCall,
  insertCall,
  listCalls,
  lockCall,
  officeExists,
  setCallActive,
} from './calls.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findCall>>>;

function present(r: Row): CallRecord {
  return {
    callId: r.callId,
    callTime: r.callTime.toISOString(),
    officeLocationId: r.officeLocationId,
    officeLocationName: r.officeLocationName,
    accountId: r.accountId,
    accountName: r.accountName,
    callerName: r.callerName,
    companyName: r.companyName,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    jobLocation: r.jobLocation,
    description: r.description,
    active: r.active,
  };
}

/** GET /Call/CallList: one page; `truncated` repeats `more`, as the answer had it before pages. */
export async function callList(ctx: Ctx, query: z.output<typeof callListQuery>) {
  const statement = listCalls(ctx.db, query);
  const { data, more, next } = statement.page(await selectRows(ctx.db, statement.query));
  return {
    success: true as const,
    // sortKey is not in the answer's schema: the serializer leaves it out.
    data: data.map((r) => ({ ...r, callTime: r.callTime.toISOString() })),
    truncated: more,
    more,
    next,
  };
}

export async function getCall(ctx: Ctx, id: number) {
  const row = await findCall(ctx.db, { id });
  if (!row) throw notFound(messages.callNotFound);
  const account =
    row.accountId === null || row.accountName === null
      ? null
      : {
          accountId: row.accountId,
          accountName: row.accountName,
          accountNumber: row.accountNumber,
          enabled: row.accountEnabled ?? false,
        };
  return { success: true as const, data: present(row), account };
}

/** Closes a call (no opportunity is created) or reopens it; audited. */
export async function changeCallStatus(ctx: Ctx, input: { callId: number; active: boolean }) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockCall(tx, { id: input.callId });
    if (!before) throw notFound(messages.callNotFound);
    if (before.active === input.active) return;
    await setCallActive(tx, { id: input.callId, active: input.active });
    await audit(tx, ctx.user.id, 'call', input.callId, input.active ? 'reopen' : 'close', {
      active: [before.active, input.active],
    });
  });
  ctx.log.info({ callId: input.callId, active: input.active, by: ctx.user.id }, 'call status changed');
  return { success: true as const, message: input.active ? messages.callReopened : messages.callClosed };
}

export async function saveCall(ctx: Ctx, input: z.output<typeof saveCallBody>) {
  const accountId = input.accountId ? input.accountId : null;
  const callId = await ctx.db.transaction(async (tx) => {
    if (!(await officeExists(tx, { id: input.officeLocationId }))) {
      throw badRequest(messages.callSelectOffice, { officeLocationId: messages.callSelectOffice });
    }
    if (accountId !== null) {
      const account = await findAccount(tx, { id: accountId });
      if (!account?.enabled)
        throw badRequest(messages.callAccountNotFound, { accountId: messages.callAccountNotFound });
    }
    const values = {
      callTime: input.callTime ? new Date(input.callTime) : new Date(),
      officeLocationId: input.officeLocationId,
      accountId,
      callerName: input.callerName,
      companyName: input.companyName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      jobLocation: input.jobLocation,
      description: input.description,
      active: true,
      createdBy: ctx.user.id,
    };
    const id = await insertCall(tx, values);
    await audit(tx, ctx.user.id, 'call', id, 'create', { ...values, callTime: values.callTime.toISOString() });
    return id;
  });
  ctx.log.info({ callId, by: ctx.user.id }, 'call saved');
  return { success: true as const, message: messages.callSaved, callId };
}

export async function getAccountOptions(ctx: Ctx, input: { search: string }) {
  const rows = await accountOptions(ctx.db, { search: input.search, limit: CALL_ACCOUNT_OPTIONS_LIMIT + 1 });
  return {
    success: true as const,
    data: rows.slice(0, CALL_ACCOUNT_OPTIONS_LIMIT),
    more: rows.length > CALL_ACCOUNT_OPTIONS_LIMIT,
  };
}

export async function getAccountLocations(ctx: Ctx, input: { id: number; jobLocation?: boolean }) {
  if (!(await findAccount(ctx.db, { id: input.id }))) throw notFound(messages.callAccountNotFound);
  const data = await accountLocationList(ctx.db, { accountId: input.id, jobLocation: input.jobLocation });
  return { success: true as const, data };
}
