import type { AccountContact, AccountLocation } from '@fieldbook/contract/accounts';
import type { CallRecord } from '@fieldbook/contract/calls';
import {
  billingLocationFields,
  type OpportunityProfile,
  opportunityContactFields,
  saveOpportunityBody,
  shippingLocationFields,
} from '@fieldbook/contract/opportunities';
import { z } from 'zod';

/** The opportunity form: the SaveOpportunity body, plus the picked account's name for its picker. */
export const opportunityForm = saveOpportunityBody.extend({ accountName: z.string() });
export type OpportunityValues = z.input<typeof opportunityForm>;

/** The record sections; each carries the picked record's id (null: a new record). */
const sections = {
  billingLocation: billingLocationFields,
  shippingLocation: shippingLocationFields,
  contact: opportunityContactFields,
};
export type SectionName = keyof typeof sections;
type Record = AccountLocation | AccountContact;

/** A section's values from a picked record (its fields of the same names), or empty for a new record. */
export function sectionOf<K extends SectionName>(name: K, record: Record | null | undefined): OpportunityValues[K] {
  const source: { [key: string]: unknown } = record ?? {};
  return Object.fromEntries(
    Object.keys(sections[name].shape).map((key) => [key, source[key] ?? (key.endsWith('Id') ? null : '')]),
  ) as OpportunityValues[K];
}

/** True when the user changed a field of the picked record: the server then saves a new record. */
export function changedFrom<K extends SectionName>(name: K, values: OpportunityValues[K], record: Record): boolean {
  const saved: { [key: string]: unknown } = sectionOf(name, record);
  const now: { [key: string]: unknown } = values;
  return Object.keys(saved).some((key) => saved[key] !== now[key]);
}

export const emptyValues = (): OpportunityValues => ({
  opportunityId: 0,
  callId: null,
  accountId: 0,
  accountName: '',
  opportunityName: '',
  description: '',
  typeOfSite: '',
  lsd: '',
  gpsLatitude: '',
  gpsLongitude: '',
  isDrilling: false,
  officeId: 0,
  billingLocation: sectionOf('billingLocation', null),
  shippingLocation: sectionOf('shippingLocation', null),
  contact: sectionOf('contact', null),
});

/** An existing opportunity (edit), or another one's account and records (a new one from a job). */
export function fromProfile(p: OpportunityProfile, asNew: boolean): OpportunityValues {
  const o = p.opportunity;
  const records = {
    accountId: p.account.accountId,
    accountName: p.account.accountName,
    billingLocation: sectionOf('billingLocation', p.billingLocation),
    shippingLocation: sectionOf('shippingLocation', p.shippingLocation),
    contact: sectionOf('contact', p.contact),
    officeId: o.officeId ?? 0,
    isDrilling: o.isDrilling,
  };
  if (asNew) return { ...emptyValues(), ...records };
  return {
    ...emptyValues(),
    ...records,
    opportunityId: o.opportunityId,
    opportunityName: o.opportunityName,
    description: o.description,
    typeOfSite: o.typeOfSite,
    lsd: o.lsd,
    gpsLatitude: o.gpsLatitude,
    gpsLongitude: o.gpsLongitude,
  };
}

/**
 * A new opportunity from a call: the matched account, the caller as contact (an existing contact of
 * the account with the same e-mail when there is one), the job location as a new shipping location,
 * the description as additional details, and the call's office.
 */
export function fromCall(
  call: CallRecord,
  account: { accountId: number; accountName: string } | null,
  contacts: AccountContact[],
): OpportunityValues {
  const [firstName = '', ...rest] = call.callerName.trim().split(/\s+/);
  const known = contacts.find((c) => c.email && c.email.toLowerCase() === call.contactEmail.toLowerCase());
  return {
    ...emptyValues(),
    callId: call.callId,
    accountId: account?.accountId ?? 0,
    accountName: account?.accountName ?? '',
    description: call.description,
    officeId: call.officeLocationId ?? 0,
    shippingLocation: { ...sectionOf('shippingLocation', null), locationName: call.jobLocation.slice(0, 200) },
    contact: known
      ? sectionOf('contact', known)
      : {
          accountContactId: null,
          firstName,
          lastName: rest.join(' '),
          phoneNumber: call.contactPhone,
          email: call.contactEmail,
        },
  };
}

/** 'Use Same Shipping/Billing Address': the shipping address is the billing address. */
export function withSameAddress<V extends Pick<OpportunityValues, 'billingLocation' | 'shippingLocation'>>(v: V): V {
  const b = v.billingLocation;
  return {
    ...v,
    shippingLocation: {
      ...v.shippingLocation,
      shippingAddress1: b.billingAddress1,
      shippingAddress2: b.billingAddress2,
      shippingCity: b.billingCity,
      shippingState: b.billingState,
      shippingZip: b.billingZip,
    },
  };
}
