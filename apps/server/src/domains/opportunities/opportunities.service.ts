import { messages, type opportunityListQuery, type saveOpportunityBody } from '@fieldbook/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import * as accountsQ from '../accounts/accounts.queries.ts';
import { lockCall, officeExists, setCallActive } from '../calls/calls.queries.ts';
import { getCall } from '../calls/calls.service.ts';
import { maySeeJob, visibleJobsFilter } from '../jobs/job-access.ts';
import { drillingRole, mayEditOpportunities, savedAsDrilling } from './opportunities.policy.ts';
import * as q from './opportunities.queries.ts';
import { linkContact, resolveBilling, resolveContact, resolveShipping } from './opportunity-records.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

export const checkDrillingAuth = async (ctx: Ctx) => ({
  success: true as const,
  message: drillingRole(ctx.user.permissions),
});

/** 403 for a restricted Drilling User, even when a role also grants 'opportunities.edit'. */
function assertMayEdit(ctx: Ctx) {
  if (!mayEditOpportunities(ctx.user.permissions)) throw forbidden(messages.oppDrillingUserRefused);
}

export async function checkEditOpportunity(ctx: Ctx) {
  assertMayEdit(ctx);
  return { success: true as const };
}

/** GET /Opportunity/GetOpportunityList: one page; `truncated` repeats `more`, as the answer had it before pages. */
export async function getOpportunityList(ctx: Ctx, query: z.output<typeof opportunityListQuery>) {
  const { Closed, ...rest } = query;
  const statement = q.selectOpportunityList(ctx.db, {
    ...rest,
    closed: Closed,
    visibility: visibleJobsFilter(ctx.user),
  });
  const { data, more, next } = statement.page(await selectRows(ctx.db, statement.query));
  return {
    success: true as const,
    // sortKey is not in the answer's schema: the serializer leaves it out.
    data: data.map((r) => ({ ...r, lastUpdated: iso(r.lastUpdated) })),
    truncated: more,
    more,
    next,
  };
}

/** The opportunity, or 404 when it does not exist or the user may not see it (a Drilling User, non-drilling). */
async function visibleOpportunity(ctx: Ctx, id: number) {
  const row = await q.findOpportunity(ctx.db, id);
  if (!row || !maySeeJob(ctx.user, row.isDrilling)) throw notFound(messages.oppNotFound);
  return row;
}

const maybe = <T>(id: number | null, load: (id: number) => Promise<T | undefined>) =>
  id === null ? Promise.resolve(null) : load(id).then((r) => r ?? null);

export async function getOpportunityProfile(ctx: Ctx, id: number) {
  const { accountNumber, ...row } = await visibleOpportunity(ctx, id);
  const [billingLocation, shippingLocation, contact, call] = await Promise.all([
    maybe(row.billingLocationId, (l) => accountsQ.findLocation(ctx.db, l)),
    maybe(row.locationId, (l) => accountsQ.findLocation(ctx.db, l)),
    maybe(row.pointOfContactId, (c) => accountsQ.findContact(ctx.db, c)),
    maybe(row.callId, async (c) => (await getCall(ctx, c)).data),
  ]);
  return {
    success: true as const,
    opportunity: { ...row, lastUpdated: iso(row.lastUpdated) },
    account: { accountId: row.accountId, accountName: row.accountName, accountNumber },
    billingLocation,
    shippingLocation,
    contact,
    call,
  };
}

export async function opportunityLocationList(ctx: Ctx, opportunityId: number) {
  const row = await visibleOpportunity(ctx, opportunityId);
  const [opportunityLocation, locations] = await Promise.all([
    maybe(row.locationId, (l) => accountsQ.findLocation(ctx.db, l)),
    accountsQ.selectLocations(ctx.db, row.accountId),
  ]);
  return { success: true as const, opportunityLocation, locations };
}

type SaveInput = z.output<typeof saveOpportunityBody>;

/** The account must exist; a new choice must be enabled (an opportunity may keep its now-disabled account). */
async function checkAccount(tx: Tx, accountId: number, current: number | null) {
  const account = await accountsQ.findAccount(tx, accountId);
  if (!account || (!account.enabled && accountId !== current)) {
    throw badRequest(messages.oppAccountInvalid, { accountId: messages.oppAccountInvalid });
  }
}

/** The open call a new opportunity is created from, locked; or the opportunity a retry already made. */
async function takeCall(tx: Tx, callId: number) {
  const call = await lockCall(tx, { id: callId });
  if (!call) throw badRequest(messages.callNotFound, { callId: messages.callNotFound });
  const made = await q.findByCall(tx, callId);
  if (made) return { alreadyMade: made.id };
  if (!call.active) throw badRequest(messages.oppCallClosed, { callId: messages.oppCallClosed });
  return { alreadyMade: null };
}

export async function saveOpportunity(ctx: Ctx, input: SaveInput) {
  assertMayEdit(ctx);
  const { opportunityId, callId, contact, billingLocation, shippingLocation, ...fields } = input;
  const userId = ctx.user.id;
  const id = await ctx.db.transaction(async (tx) => {
    const before = opportunityId === 0 ? null : await q.lockOpportunity(tx, opportunityId);
    if (opportunityId !== 0 && !before) throw notFound(messages.oppNotFound);
    if (before && !maySeeJob(ctx.user, before.isDrilling)) throw notFound(messages.oppNotFound);
    const fromCall = !before && callId !== null ? await takeCall(tx, callId) : null;
    if (fromCall?.alreadyMade) return fromCall.alreadyMade;
    await checkAccount(tx, fields.accountId, before?.accountId ?? null);
    if (!(await officeExists(tx, { id: fields.officeId }))) {
      throw badRequest(messages.oppSelectOffice, { officeId: messages.oppSelectOffice });
    }

    const billing = await resolveBilling(tx, userId, fields.accountId, billingLocation);
    const shipping = await resolveShipping(tx, userId, fields.accountId, shippingLocation);
    const poc = await resolveContact(tx, userId, fields.accountId, contact);
    await linkContact(tx, poc, [billing, shipping]);

    const values: q.OpportunityValues = {
      ...fields,
      isDrilling: savedAsDrilling(ctx.user.permissions, fields.isDrilling),
      billingLocationId: billing.id,
      shippingLocationId: shipping.id,
      contactId: poc.id,
    };
    if (before) {
      await q.updateOpportunity(tx, before.id, values);
      await audit(tx, userId, 'opportunity', before.id, 'update', changedFields(before, { ...before, ...values }));
      return before.id;
    }
    const created = await q.insertOpportunity(tx, { ...values, callId, createdBy: userId });
    await audit(tx, userId, 'opportunity', created, 'create', { ...values, callId });
    if (callId !== null) {
      await setCallActive(tx, { id: callId, active: false });
      await audit(tx, userId, 'call', callId, 'close', { active: [true, false], opportunityId: created });
    }
    return created;
  });
  ctx.log.info({ opportunityId: id, by: userId }, 'opportunity saved');
  return { success: true as const, message: messages.oppSaved, id };
}

/** Close Opportunity (closed true) and Open Opportunity (false); a change to the current state is a no-op. */
export async function setClosed(ctx: Ctx, opportunityId: number, closed: boolean) {
  assertMayEdit(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await q.lockOpportunity(tx, opportunityId);
    if (!before) throw notFound(messages.oppNotFound);
    if (before.closed === closed) return;
    await q.updateOpportunity(tx, opportunityId, { closed });
    await audit(tx, ctx.user.id, 'opportunity', opportunityId, closed ? 'close' : 'open', {
      closed: [before.closed, closed],
    });
  });
  ctx.log.info({ opportunityId, closed, by: ctx.user.id }, 'opportunity closed state changed');
  return { success: true as const, message: closed ? messages.oppClosed : messages.oppOpened };
}
