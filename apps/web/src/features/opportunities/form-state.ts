import type { AccountContact, AccountLocation } from '@fieldbook/contract/accounts';
import type { CallRecord } from '@fieldbook/contract/calls';
import type { SaveOpportunityBody } from '@fieldbook/contract/opportunities';
import type { OpportunityProfile } from './opportunities.queries.ts';

/** The opportunity form's values; each record section carries the picked record's id (null: new). */
export interface Billing {
  accountLocationId: number | null;
  locationName: string;
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingState: string;
  billingZip: string;
}
export interface Shipping {
  accountLocationId: number | null;
  locationName: string;
  shippingAddress1: string;
  shippingAddress2: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
}
export interface Contact {
  accountContactId: number | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}
export interface FormState {
  accountId: number | null;
  accountName: string;
  opportunityName: string;
  description: string;
  typeOfSite: string;
  lsd: string;
  gpsLatitude: string;
  gpsLongitude: string;
  isDrilling: boolean;
  officeId: number | null;
  billing: Billing;
  shipping: Shipping;
  contact: Contact;
}

export const emptyBilling = (): Billing => ({
  accountLocationId: null,
  locationName: '',
  billingAddress1: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
});
export const emptyShipping = (): Shipping => ({
  accountLocationId: null,
  locationName: '',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingState: '',
  shippingZip: '',
});
export const emptyContact = (): Contact => ({
  accountContactId: null,
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
});

export const billingFrom = (l: AccountLocation): Billing => ({
  accountLocationId: l.accountLocationId,
  locationName: l.locationName,
  billingAddress1: l.billingAddress1,
  billingAddress2: l.billingAddress2,
  billingCity: l.billingCity,
  billingState: l.billingState,
  billingZip: l.billingZip,
});
export const shippingFrom = (l: AccountLocation): Shipping => ({
  accountLocationId: l.accountLocationId,
  locationName: l.locationName,
  shippingAddress1: l.shippingAddress1,
  shippingAddress2: l.shippingAddress2,
  shippingCity: l.shippingCity,
  shippingState: l.shippingState,
  shippingZip: l.shippingZip,
});
export const contactFrom = (c: AccountContact): Contact => ({
  accountContactId: c.accountContactId,
  firstName: c.firstName,
  lastName: c.lastName,
  phoneNumber: c.phoneNumber,
  email: c.email,
});

export const emptyForm = (): FormState => ({
  accountId: null,
  accountName: '',
  opportunityName: '',
  description: '',
  typeOfSite: '',
  lsd: '',
  gpsLatitude: '',
  gpsLongitude: '',
  isDrilling: false,
  officeId: null,
  billing: emptyBilling(),
  shipping: emptyShipping(),
  contact: emptyContact(),
});

/** An existing opportunity (edit), or another one's account and records (a new one from a job). */
export function fromProfile(p: OpportunityProfile, asNew: boolean): FormState {
  const o = p.opportunity;
  const records = {
    accountId: p.account.accountId,
    accountName: p.account.accountName,
    billing: p.billingLocation ? billingFrom(p.billingLocation) : emptyBilling(),
    shipping: p.shippingLocation ? shippingFrom(p.shippingLocation) : emptyShipping(),
    contact: p.contact ? contactFrom(p.contact) : emptyContact(),
  };
  if (asNew) return { ...emptyForm(), ...records, officeId: o.officeId, isDrilling: o.isDrilling };
  return {
    ...records,
    opportunityName: o.opportunityName,
    description: o.description,
    typeOfSite: o.typeOfSite,
    lsd: o.lsd,
    gpsLatitude: o.gpsLatitude,
    gpsLongitude: o.gpsLongitude,
    isDrilling: o.isDrilling,
    officeId: o.officeId,
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
): FormState {
  const [firstName = '', ...rest] = call.callerName.trim().split(/\s+/);
  const known = contacts.find((c) => c.email && c.email.toLowerCase() === call.contactEmail.toLowerCase());
  return {
    ...emptyForm(),
    accountId: account?.accountId ?? null,
    accountName: account?.accountName ?? '',
    description: call.description,
    officeId: call.officeLocationId,
    shipping: { ...emptyShipping(), locationName: call.jobLocation.slice(0, 200) },
    contact: known
      ? contactFrom(known)
      : {
          accountContactId: null,
          firstName,
          lastName: rest.join(' '),
          phoneNumber: call.contactPhone,
          email: call.contactEmail,
        },
  };
}

const differs = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).some((k) => a[k] !== b[k]);

/** The names of the picked records whose fields were changed: the server saves them as new records. */
export function changedRecords(
  s: FormState,
  locations: AccountLocation[],
  contacts: AccountContact[],
  sameAddress: boolean,
): string[] {
  const out: string[] = [];
  const loc = (id: number | null) => locations.find((l) => l.accountLocationId === id);
  const billing = loc(s.billing.accountLocationId);
  if (billing && differs(billingFrom(billing), s.billing)) out.push('billing location');
  const shipping = loc(s.shipping.accountLocationId);
  if (shipping && differs(shippingFrom(shipping), shippingOf(s, sameAddress))) out.push('shipping location');
  const contact = contacts.find((c) => c.accountContactId === s.contact.accountContactId);
  if (contact && differs(contactFrom(contact), s.contact)) out.push('contact');
  return out;
}

/** 'Use Same Shipping/Billing Address': the shipping address is the billing address. */
export function shippingOf(s: FormState, sameAddress: boolean): Shipping {
  if (!sameAddress) return s.shipping;
  const b = s.billing;
  return {
    ...s.shipping,
    shippingAddress1: b.billingAddress1,
    shippingAddress2: b.billingAddress2,
    shippingCity: b.billingCity,
    shippingState: b.billingState,
    shippingZip: b.billingZip,
  };
}

export function toBody(s: FormState, opportunityId: number, callId: number | null, sameAddress: boolean) {
  const { accountName: _name, billing, shipping: _s, contact, accountId, officeId, ...fields } = s;
  return {
    ...fields,
    opportunityId,
    callId,
    accountId: accountId ?? 0,
    officeId: officeId ?? 0,
    billingLocation: billing,
    shippingLocation: shippingOf(s, sameAddress),
    contact,
  } satisfies SaveOpportunityBody;
}
