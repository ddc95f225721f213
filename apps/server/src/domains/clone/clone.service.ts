import { type cloneContact, type cloneLocation, messages } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { nameKey } from '../../platform/name-key.ts';
import * as accountsQ from '../accounts/accounts.queries.ts';
import { requireJob } from '../jobs/job-access.ts';
import { recordJobEvent } from '../jobs/job-state.ts';
import { cloneAccess } from './clone.policy.ts';
import * as q from './clone.queries.ts';

type LocationInput = z.output<typeof cloneLocation>;
type ContactInput = z.output<typeof cloneContact>;

/** A repeat of the same clone (same user, job and account) within this time answers the first one. */
export const CLONE_REPLAY_MS = 2 * 60_000;

export async function checkClonePermission(ctx: Ctx, jobId: number) {
  return clonePermissionOf(ctx.user.permissions, await requireJob(ctx, jobId));
}

/** CheckClonePermission's answer for a job already through the gate (the job page shares it). */
export function clonePermissionOf(permissions: ReadonlySet<string>, job: { canceled: boolean }) {
  const { viewPermission, clickPermission, reason } = cloneAccess(permissions, job);
  return { success: true as const, viewPermission, clickPermission, reason };
}

/** Loads the job to clone and refuses (403 or 400, with the reason) when the user may not clone it. */
async function loadClonable(tx: Tx, ctx: Ctx, jobId: number) {
  const job = await requireJob({ ...ctx, db: tx }, jobId);
  const access = cloneAccess(ctx.user.permissions, job);
  if (access.status && access.reason) throw new AppError(access.status, access.reason);
  const source = await q.findSource(tx, jobId);
  return source;
}

export async function cloneForm(ctx: Ctx, jobId: number) {
  const { job, opportunity, accountName } = await loadClonable(ctx.db, ctx, jobId);
  const billing = opportunity.billingLocationId
    ? await accountsQ.findLocation(ctx.db, opportunity.billingLocationId)
    : null;
  const shippingId = opportunity.shippingLocationId ?? job.shippingLocationId;
  const shipping = shippingId ? await accountsQ.findLocation(ctx.db, shippingId) : null;
  const contact = opportunity.contactId ? await accountsQ.findContact(ctx.db, opportunity.contactId) : null;
  return {
    success: true as const,
    data: {
      jobId: job.id,
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      accountId: opportunity.accountId,
      accountName,
      billingLocation: billing
        ? {
            accountLocationId: billing.accountLocationId,
            locationName: billing.locationName,
            address1: billing.billingAddress1,
            address2: billing.billingAddress2,
            city: billing.billingCity,
            state: billing.billingState,
            zip: billing.billingZip,
          }
        : null,
      shippingLocation: shipping
        ? {
            accountLocationId: shipping.accountLocationId,
            locationName: shipping.locationName,
            address1: shipping.shippingAddress1,
            address2: shipping.shippingAddress2,
            city: shipping.shippingCity,
            state: shipping.shippingState,
            zip: shipping.shippingZip,
          }
        : null,
      contact: contact
        ? {
            accountContactId: contact.accountContactId,
            firstName: contact.firstName,
            lastName: contact.lastName,
            phoneNumber: contact.phoneNumber,
            email: contact.email,
          }
        : null,
    },
  };
}

export interface CloneInput {
  JobId: number;
  accountId: number;
  accountName: string;
  contact: ContactInput;
  shippingLocation: LocationInput;
  billingLocation: LocationInput;
}

/**
 * JobClone/CloneJob: in one transaction, the account (chosen or new), the billing and shipping
 * locations and the contact (existing or new), a new opportunity copied from the source's, and the
 * new job with a copy of the hand-off, mobilization and scope items; history rows on both jobs.
 */
export async function cloneJob(ctx: Ctx, input: CloneInput) {
  const result = await ctx.db.transaction(async (tx) => {
    // One clone of a job by a user at a time, so that a retry sees the clone it repeats.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clone:${input.JobId}:${ctx.user.id}`}))`);
    const source = await loadClonable(tx, ctx, input.JobId);
    const replay = await findReplay(tx, ctx.user.id, input);
    if (replay) return { ...replay, replayed: true };

    const accountId = await resolveAccount(tx, ctx, input);
    const billingLocationId = await resolveLocation(tx, ctx, accountId, input.billingLocation, 'billing');
    const shippingLocationId = await resolveLocation(tx, ctx, accountId, input.shippingLocation, 'shipping');
    const contactId = await resolveContact(tx, ctx, accountId, input.contact);
    await accountsQ.linkPairs(tx, [
      { locationId: billingLocationId, contactId },
      { locationId: shippingLocationId, contactId },
    ]);

    const { opportunity: o, job: j } = source;
    const opportunityValues = {
      opportunityName: o.opportunityName,
      accountId,
      description: o.description,
      isDrilling: o.isDrilling,
      officeId: o.officeId,
      duration: o.duration,
      gpsLatitude: o.gpsLatitude,
      gpsLongitude: o.gpsLongitude,
      lsd: o.lsd,
      typeOfSite: o.typeOfSite,
      billingLocationId,
      shippingLocationId,
      contactId,
      createdBy: ctx.user.id,
    };
    const opportunityId = await q.insertOpportunity(tx, opportunityValues);
    await audit(tx, ctx.user.id, 'opportunity', opportunityId, 'create', {
      ...opportunityValues,
      clonedFromOpportunityId: o.id,
    });

    const jobNumber = await q.nextJobNumber(tx);
    const jobId = await q.insertJob(tx, {
      opportunityId,
      jobName: j.jobName,
      jobDescription: j.jobDescription,
      jobClassificationId: j.jobClassificationId,
      jobNumber,
      jobStepId: 1,
      canceled: false,
      shippingLocationId,
      clonedFromJobId: j.id,
      createdBy: ctx.user.id,
    });
    const copied = await q.copyHandOff(tx, j.id, jobId);
    await recordJobEvent(tx, ctx.user.id, jobId, 'job.clonedFrom', {
      sourceJobId: j.id,
      sourceJobNumber: j.jobNumber,
      jobNumber,
      opportunityId,
      accountId,
      ...copied,
    });
    await recordJobEvent(tx, ctx.user.id, j.id, 'job.clone', { jobId, jobNumber, opportunityId, accountId });
    return { jobId, opportunityId, replayed: false };
  });
  ctx.log.info({ sourceJobId: input.JobId, ...result, by: ctx.user.id }, 'job cloned');
  return {
    success: true as const,
    message: messages.cloneDone,
    opportunityId: result.opportunityId,
    jobId: result.jobId,
  };
}

/**
 * The same clone made moments ago (a retried request after a lost answer): same user, same job, same
 * account (by id, or by name when the first attempt created it).
 */
async function findReplay(tx: Tx, userId: number, input: CloneInput) {
  const recent = await q.findRecentClone(tx, input.JobId, userId, new Date(Date.now() - CLONE_REPLAY_MS));
  if (!recent) return null;
  const same =
    input.accountId === 0
      ? nameKey(recent.accountName) === nameKey(input.accountName)
      : recent.accountId === input.accountId;
  return same ? { jobId: recent.jobId, opportunityId: recent.opportunityId } : null;
}

async function resolveAccount(tx: Tx, ctx: Ctx, input: CloneInput): Promise<number> {
  if (input.accountId !== 0) {
    const account = await accountsQ.findAccount(tx, input.accountId);
    if (!account?.enabled) throw badRequest(messages.oppAccountInvalid, { accountId: messages.oppAccountInvalid });
    return account.accountId;
  }
  const key = nameKey(input.accountName);
  // The same lock as SaveAccount: two new accounts of one name cannot both pass the check.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`account:${key}`}))`);
  const duplicate = await accountsQ.findDuplicate(tx, key, null, 0);
  if (duplicate) {
    const message = messages.accountNameTaken(duplicate.accountName);
    throw badRequest(message, { accountName: message });
  }
  const accountId = await accountsQ.insertAccount(tx, { accountName: input.accountName });
  await audit(tx, ctx.user.id, 'account', accountId, 'create', {
    accountName: input.accountName,
    clonedFromJobId: input.JobId,
  });
  return accountId;
}

/** An existing location of the account (used as it is), or a new one with the given address. */
async function resolveLocation(
  tx: Tx,
  ctx: Ctx,
  accountId: number,
  loc: LocationInput,
  kind: 'billing' | 'shipping',
): Promise<number> {
  const field = kind === 'billing' ? 'billingLocation' : 'shippingLocation';
  if (loc.accountLocationId !== 0) {
    if ((await accountsQ.countLocationsOf(tx, accountId, [loc.accountLocationId])) !== 1) {
      throw badRequest(messages.accountOtherAccount, { [field]: messages.accountOtherAccount });
    }
    return loc.accountLocationId;
  }
  const address = {
    [`${kind}Address1`]: loc.address1,
    [`${kind}Address2`]: loc.address2,
    [`${kind}City`]: loc.city,
    [`${kind}State`]: loc.state,
    [`${kind}Zip`]: loc.zip,
  };
  // A shipping location is the job's site; a billing location is one of the account's offices.
  const values = { accountId, locationName: loc.locationName, jobLocation: kind === 'shipping', ...address };
  const id = await accountsQ.insertLocation(tx, values);
  await audit(tx, ctx.user.id, 'accountLocation', id, 'create', values);
  return id;
}

/** An existing contact of the account (used unchanged), or a new one. */
async function resolveContact(tx: Tx, ctx: Ctx, accountId: number, contact: ContactInput): Promise<number> {
  const { accountContactId, ...fields } = contact;
  if (accountContactId !== 0) {
    if ((await accountsQ.countContactsOf(tx, accountId, [accountContactId])) !== 1) {
      throw badRequest(messages.accountOtherAccount, { contact: messages.accountOtherAccount });
    }
    return accountContactId;
  }
  const id = await accountsQ.insertContact(tx, { accountId, ...fields });
  await audit(tx, ctx.user.id, 'accountContact', id, 'create', { accountId, ...fields });
  return id;
}
