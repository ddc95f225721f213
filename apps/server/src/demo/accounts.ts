import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { accountContacts, accountLocationContacts, accountLocations, accounts } from '../db/schema/index.ts';
import { type DemoStep, tally } from './step.ts';

interface DemoSite {
  account: string;
  location: string;
  jobLocation: boolean;
  city: string;
  state: string;
  zip: string;
  address: string;
  contact: { firstName: string; lastName: string; phoneNumber: string; email: string };
}

/** Offices and job sites of the accounts the jobs step created, each with a primary contact. */
const SITES: DemoSite[] = [
  {
    account: 'Ridgeback Energy Partners',
    location: 'Midland Office',
    jobLocation: false,
    address: '300 N Marienfeld St',
    city: 'Midland',
    state: 'TX',
    zip: '79701',
    contact: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneNumber: '(432) 555-0141',
      email: 'dana.whitfield@example.com',
    },
  },
  {
    account: 'Ridgeback Energy Partners',
    location: 'Hawkins 14-22 Pad',
    jobLocation: true,
    address: 'County Rd 1250',
    city: 'Stanton',
    state: 'TX',
    zip: '79782',
    contact: { firstName: 'Luis', lastName: 'Ortega', phoneNumber: '(432) 555-0178', email: 'luis.ortega@example.com' },
  },
  {
    account: 'Prairie Hawk Oil & Gas',
    location: 'Williston Office',
    jobLocation: false,
    address: '14 Main St',
    city: 'Williston',
    state: 'ND',
    zip: '58801',
    contact: {
      firstName: 'Karen',
      lastName: 'Lindqvist',
      phoneNumber: '(701) 555-0112',
      email: 'karen.lindqvist@example.com',
    },
  },
  {
    account: 'Copperline Resources',
    location: 'Casper Office',
    jobLocation: false,
    address: '125 W 2nd St',
    city: 'Casper',
    state: 'WY',
    zip: '82601',
    contact: { firstName: 'Owen', lastName: 'Marsh', phoneNumber: '(307) 555-0190', email: 'owen.marsh@example.com' },
  },
  {
    account: 'Keystone Civil Constructors',
    location: 'Denver Office',
    jobLocation: false,
    address: '1801 Wynkoop St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    contact: { firstName: 'Priya', lastName: 'Raman', phoneNumber: '(303) 555-0133', email: 'priya.raman@example.com' },
  },
];

/** Adds the demo locations and contacts to existing demo accounts (natural keys: names); only adds. */
export const accountsStep: DemoStep = {
  name: 'accounts',
  async run(tx: Tx) {
    const t = tally();
    const names = [...new Set(SITES.map((s) => s.account))];
    const found = await tx
      .select({ id: accounts.id, name: accounts.accountName })
      .from(accounts)
      .where(inArray(accounts.accountName, names));
    const ids = new Map(found.map((a) => [a.name, a.id]));
    for (const s of SITES) {
      const accountId = ids.get(s.account);
      if (!accountId) continue;
      let [contact] = await tx
        .select({ id: accountContacts.id })
        .from(accountContacts)
        .where(and(eq(accountContacts.accountId, accountId), eq(accountContacts.email, s.contact.email)));
      if (contact) t.existing('account contacts');
      else {
        [contact] = await tx
          .insert(accountContacts)
          .values({ accountId, ...s.contact })
          .returning({ id: accountContacts.id });
        t.created('account contacts');
      }
      const [location] = await tx
        .select({ id: accountLocations.id })
        .from(accountLocations)
        .where(and(eq(accountLocations.accountId, accountId), eq(accountLocations.locationName, s.location)));
      if (location) {
        t.existing('account locations');
        continue;
      }
      const address = { Address1: s.address, City: s.city, State: s.state, Zip: s.zip };
      const [created] = await tx
        .insert(accountLocations)
        .values({
          accountId,
          locationName: s.location,
          jobLocation: s.jobLocation,
          billingAddress1: address.Address1,
          billingCity: address.City,
          billingState: address.State,
          billingZip: address.Zip,
          shippingAddress1: address.Address1,
          shippingCity: address.City,
          shippingState: address.State,
          shippingZip: address.Zip,
          primaryContactId: contact.id,
        })
        .returning({ id: accountLocations.id });
      await tx
        .insert(accountLocationContacts)
        .values({ locationId: created.id, contactId: contact.id })
        .onConflictDoNothing();
      t.created('account locations');
    }
    return t.counts;
  },
};
