import type { AccountContact, AccountLocation } from '@fieldbook/contract/accounts';
import type { CloneContact, CloneLocation } from '@fieldbook/contract/clone';

/** A location of the clone form: an existing one of the account (id) or a new one (id 0). */
export type LocationValue = CloneLocation;

/** The clone form's contact: an existing one of the account (id) or a new one (id 0). */
export type ContactValue = CloneContact;

export const blankLocation = (): LocationValue => ({
  accountLocationId: 0,
  locationName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
});

export const blankContact = (): ContactValue => ({
  accountContactId: 0,
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
});

/** An account location as the form's billing or shipping location: that side's address. */
export function fromAccountLocation(l: AccountLocation, kind: 'billing' | 'shipping'): LocationValue {
  const b = kind === 'billing';
  return {
    accountLocationId: l.accountLocationId,
    locationName: l.locationName,
    address1: b ? l.billingAddress1 : l.shippingAddress1,
    address2: b ? l.billingAddress2 : l.shippingAddress2,
    city: b ? l.billingCity : l.shippingCity,
    state: b ? l.billingState : l.shippingState,
    zip: b ? l.billingZip : l.shippingZip,
  };
}

export function fromAccountContact(c: AccountContact): ContactValue {
  return {
    accountContactId: c.accountContactId,
    firstName: c.firstName,
    lastName: c.lastName,
    phoneNumber: c.phoneNumber,
    email: c.email,
  };
}
