import {
  type billingLocationFields,
  messages,
  type opportunityContactFields,
  type shippingLocationFields,
} from '@fieldbook/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest } from '../../platform/errors.ts';
import * as accountsQ from '../accounts/accounts.queries.ts';

/**
 * The locations and contact an opportunity points at (spec 2 §5): an existing record whose fields
 * are unchanged is reused; changed fields (the client asked for confirmation) or no id make a new
 * record of the account, so the existing one, which other opportunities and jobs may use, stays as it is.
 */

type Billing = z.output<typeof billingLocationFields>;
type Shipping = z.output<typeof shippingLocationFields>;
type Contact = z.output<typeof opportunityContactFields>;

/** Which record was used, and whether this save created it. */
export interface Resolved {
  id: number;
  created: boolean;
}

const otherAccount = (field: string) =>
  badRequest(messages.accountOtherAccount, { [field]: messages.accountOtherAccount });

const differs = <T extends object>(a: T, b: T) => (Object.keys(b) as (keyof T)[]).some((k) => a[k] !== b[k]);

async function resolveLocation(
  tx: Tx,
  userId: number,
  accountId: number,
  field: 'billingLocation' | 'shippingLocation',
  wanted: { accountLocationId: number | null } & Record<string, unknown>,
  asNew: Partial<accountsQ.LocationValues>,
): Promise<Resolved> {
  const { accountLocationId, ...fields } = wanted;
  let values: accountsQ.LocationValues;
  if (accountLocationId) {
    const existing = await accountsQ.lockLocation(tx, accountLocationId);
    if (!existing || existing.accountId !== accountId || !existing.enabled) throw otherAccount(field);
    if (!differs(existing as Record<string, unknown>, fields)) return { id: existing.id, created: false };
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = existing;
    values = { ...rest, ...fields, primaryContactId: null };
  } else {
    values = { accountId, locationName: String(fields.locationName), ...asNew, ...fields };
  }
  const id = await accountsQ.insertLocation(tx, values);
  await audit(tx, userId, 'accountLocation', id, 'create', {
    ...values,
    from: 'opportunity',
    copyOf: accountLocationId,
  });
  return { id, created: true };
}

/** The billing location; a new one is an office of the account (jobLocation false). */
export const resolveBilling = (tx: Tx, userId: number, accountId: number, b: Billing) =>
  resolveLocation(tx, userId, accountId, 'billingLocation', b, { jobLocation: false });

/** The shipping location (the job site); a new one is a job location. */
export const resolveShipping = (tx: Tx, userId: number, accountId: number, s: Shipping) =>
  resolveLocation(tx, userId, accountId, 'shippingLocation', s, { jobLocation: true });

export async function resolveContact(tx: Tx, userId: number, accountId: number, c: Contact): Promise<Resolved> {
  const { accountContactId, ...fields } = c;
  let values: accountsQ.ContactValues;
  if (accountContactId) {
    const existing = await accountsQ.lockContact(tx, accountContactId);
    if (!existing || existing.accountId !== accountId || !existing.enabled) throw otherAccount('contact');
    if (!differs(existing as Record<string, unknown>, fields)) return { id: existing.id, created: false };
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = existing;
    values = { ...rest, ...fields };
  } else {
    values = { accountId, ...fields };
  }
  const id = await accountsQ.insertContact(tx, values);
  await audit(tx, userId, 'accountContact', id, 'create', { ...values, from: 'opportunity', copyOf: accountContactId });
  return { id, created: true };
}

/** A contact or location this save created works at the opportunity's locations: link them. */
export async function linkContact(tx: Tx, contact: Resolved, locations: Resolved[]) {
  const pairs = locations
    .filter((l) => l.created || contact.created)
    .map((l) => ({ locationId: l.id, contactId: contact.id }));
  await accountsQ.linkPairs(tx, pairs);
}
