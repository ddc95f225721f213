import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { accountContacts, accountLocations, accounts, calls, opportunities } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

interface Address {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** Head offices of the demo accounts the accounts step gave no office (billing locations). */
const HEAD_OFFICES: Record<string, Address & { contact: { firstName: string; lastName: string; phone: string } }> = {
  'Tallgrass Basin Operating': {
    address: '1625 Broadway',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    contact: { firstName: 'Megan', lastName: 'Holloway', phone: '(303) 555-0164' },
  },
  'Harlan & Pike Builders': {
    address: '950 17th St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    contact: { firstName: 'Grant', lastName: 'Pike', phone: '(303) 555-0158' },
  },
  'Summit Ridge Contractors': {
    address: '400 E 1st St',
    city: 'Casper',
    state: 'WY',
    zip: '82601',
    contact: { firstName: 'Ray', lastName: 'Dunham', phone: '(307) 555-0133' },
  },
};

interface Site extends Address {
  typeOfSite: string;
  lsd?: string;
  gps?: [string, string];
}

/** The job site of each demo opportunity of the jobs step (its shipping location) and its site information:
 * name, type of site, address, city, state, zip, and for oil-field sites the LSD and GPS latitude/longitude. */
const SITES: Record<string, Site> = Object.fromEntries(
  (
    [
      [
        'Hawkins 14-22 Pad',
        'Well pad',
        'County Rd 1250',
        'Stanton',
        'TX',
        '79782',
        '14-22-001-12W',
        '32.2771',
        '-101.7893',
      ],
      [
        'Sandoval 3-9 Completion',
        'Completion',
        'FM 1788',
        'Midland',
        'TX',
        '79706',
        '03-09-002-11W',
        '31.9202',
        '-102.2154',
      ],
      [
        'Larkspur Federal 5H Rig',
        'Drilling rig',
        'BLM Rd 22',
        'Williston',
        'ND',
        '58801',
        '05-16-154-97W',
        '48.1470',
        '-103.6180',
      ],
      [
        'Mesa Verde 21-4 Pad',
        'Well pad',
        '50th St NW',
        'Tioga',
        'ND',
        '58852',
        '21-04-153-96W',
        '48.0912',
        '-103.4221',
      ],
      ['Eagle Draw Compressor Station', 'Compressor station', '8800 Eagle Draw Rd', 'Casper', 'WY', '82604'],
      [
        'Copper Flats 7-12 Pad',
        'Well pad',
        'Copper Flats Rd',
        'Evansville',
        'WY',
        '82636',
        '07-12-034-79W',
        '42.9011',
        '-106.5133',
      ],
      ['Red Mesa 2-31 Pad', 'Well pad', 'WCR 13', 'Firestone', 'CO', '80504', '02-31-004-66W', '40.1672', '-104.8022'],
      ['I-25 Interchange Rebuild', 'Highway construction', 'I-25 & W 6th Ave', 'Denver', 'CO', '80204'],
      ['Riverside Water Plant Expansion', 'Construction', '2800 Riverside Dr', 'Denver', 'CO', '80216'],
      ['Union Station Tower Demolition', 'Demolition', '1701 Wynkoop St', 'Denver', 'CO', '80202'],
      [
        'Cherry Creek Bridge Replacement',
        'Bridge construction',
        'S University Blvd & Cherry Creek',
        'Denver',
        'CO',
        '80209',
      ],
    ] as [string, string, string, string, string, string, string?, string?, string?][]
  ).map(([name, typeOfSite, address, city, state, zip, lsd, lat, lng]) => [
    name,
    { typeOfSite, address, city, state, zip, lsd, gps: lat && lng ? [lat, lng] : undefined },
  ]),
);

/** The demo call that became an opportunity (known by company and caller), and what it became. */
const FROM_CALL = {
  companyName: 'Copperline Resources',
  callerName: 'Trent Okafor',
  opportunityName: 'Section 22 Baseline Monitoring',
  office: 'Williston',
  site: { address: 'Section 22, T154N R97W', city: 'Williston', state: 'ND', zip: '58801' },
};

type Counter = ReturnType<typeof tally>;

const addressOf = (prefix: 'billing' | 'shipping', a: Address) => ({
  [`${prefix}Address1`]: a.address,
  [`${prefix}City`]: a.city,
  [`${prefix}State`]: a.state,
  [`${prefix}Zip`]: a.zip,
});

/** The account's first enabled office, created from HEAD_OFFICES when it has none. */
async function billingLocationOf(tx: Tx, t: Counter, accountId: number, accountName: string) {
  const [found] = await tx
    .select({ id: accountLocations.id, contactId: accountLocations.primaryContactId })
    .from(accountLocations)
    .where(
      and(
        eq(accountLocations.accountId, accountId),
        eq(accountLocations.jobLocation, false),
        eq(accountLocations.enabled, true),
      ),
    )
    .orderBy(asc(accountLocations.id))
    .limit(1);
  if (found) return found;
  const head = HEAD_OFFICES[accountName];
  if (!head) return null;
  const [contact] = await tx
    .insert(accountContacts)
    .values({
      accountId,
      firstName: head.contact.firstName,
      lastName: head.contact.lastName,
      phoneNumber: head.contact.phone,
      email: `${head.contact.firstName}.${head.contact.lastName}@example.com`.toLowerCase(),
    })
    .returning({ id: accountContacts.id });
  const [location] = await tx
    .insert(accountLocations)
    .values({
      accountId,
      locationName: 'Head Office',
      ...addressOf('billing', head),
      ...addressOf('shipping', head),
      primaryContactId: contact.id,
    })
    .returning({ id: accountLocations.id });
  t.created('account contacts');
  t.created('account locations');
  return { id: location.id, contactId: contact.id };
}

/** The account's job location of this name, created when missing. */
async function siteLocationOf(tx: Tx, t: Counter, accountId: number, name: string, site: Address) {
  const [found] = await tx
    .select({ id: accountLocations.id })
    .from(accountLocations)
    .where(and(eq(accountLocations.accountId, accountId), eq(accountLocations.locationName, name)));
  if (found) return found.id;
  const [row] = await tx
    .insert(accountLocations)
    .values({ accountId, locationName: name, jobLocation: true, ...addressOf('shipping', site) })
    .returning({ id: accountLocations.id });
  t.created('account locations');
  return row.id;
}

async function firstContactOf(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ id: accountContacts.id })
    .from(accountContacts)
    .where(and(eq(accountContacts.accountId, accountId), eq(accountContacts.enabled, true)))
    .orderBy(asc(accountContacts.id))
    .limit(1);
  return row?.id ?? null;
}

/** Fills the details of the demo opportunities that have none yet (billing location unset); never changes others. */
async function completeDemoOpportunities(tx: Tx, t: Counter) {
  const rows = await tx
    .select({
      id: opportunities.id,
      name: opportunities.opportunityName,
      accountId: accounts.id,
      account: accounts.accountName,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(and(inArray(opportunities.opportunityName, Object.keys(SITES)), isNull(opportunities.billingLocationId)));
  t.existing('opportunity details', Object.keys(SITES).length - rows.length);
  for (const o of rows) {
    const site = SITES[o.name];
    const billing = await billingLocationOf(tx, t, o.accountId, o.account);
    if (!billing) continue;
    const shippingId = await siteLocationOf(tx, t, o.accountId, o.name, site);
    await tx
      .update(opportunities)
      .set({
        billingLocationId: billing.id,
        shippingLocationId: shippingId,
        contactId: billing.contactId ?? (await firstContactOf(tx, o.accountId)),
        typeOfSite: site.typeOfSite,
        lsd: site.lsd ?? '',
        gpsLatitude: site.gps?.[0] ?? '',
        gpsLongitude: site.gps?.[1] ?? '',
      })
      .where(eq(opportunities.id, o.id));
    t.created('opportunity details');
  }
}

/** The opportunity made from the demo call FROM_CALL: links and closes the call, as the form does. */
async function opportunityFromCall(tx: Tx, t: Counter, offices: Map<string, number>, by: number | null) {
  const [call] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.companyName, FROM_CALL.companyName), eq(calls.callerName, FROM_CALL.callerName)));
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountName, FROM_CALL.companyName));
  if (!call || !account) return;
  const [made] = await tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.callId, call.id));
  if (made || !call.active) return t.existing('opportunities from calls');

  const billing = await billingLocationOf(tx, t, account.id, FROM_CALL.companyName);
  const shippingId = await siteLocationOf(tx, t, account.id, FROM_CALL.opportunityName, FROM_CALL.site);
  const [first, ...rest] = call.callerName.split(' ');
  const [contact] = await tx
    .insert(accountContacts)
    .values({
      accountId: account.id,
      firstName: first,
      lastName: rest.join(' '),
      phoneNumber: call.contactPhone,
      email: call.contactEmail,
    })
    .returning({ id: accountContacts.id });
  t.created('account contacts');
  const [row] = await tx
    .insert(opportunities)
    .values({
      accountId: account.id,
      opportunityName: FROM_CALL.opportunityName,
      description: call.description,
      officeId: offices.get(FROM_CALL.office) ?? call.officeLocationId,
      typeOfSite: 'Compressor station',
      billingLocationId: billing?.id ?? null,
      shippingLocationId: shippingId,
      contactId: contact.id,
      callId: call.id,
      createdBy: by,
    })
    .returning({ id: opportunities.id });
  await tx.update(calls).set({ active: false, updatedAt: new Date() }).where(eq(calls.id, call.id));
  await audit(tx, by, 'opportunity', row.id, 'create', { callId: call.id, demo: true });
  await audit(tx, by, 'call', call.id, 'close', { active: [true, false], opportunityId: row.id, demo: true });
  t.created('opportunities from calls');
}

/**
 * Demo: the jobs step's opportunities get billing and shipping locations, a contact and site
 * information; one open demo call becomes an opportunity. Natural keys: opportunity name, location
 * name per account, the call's company and caller.
 */
export const opportunitiesStep: DemoStep = {
  name: 'opportunities',
  async run(tx, ctx) {
    const t = tally();
    await completeDemoOpportunities(tx, t);
    await opportunityFromCall(tx, t, ctx.refs.offices, ctx.refs.users.get('demo.admin') ?? null);
    return t.counts;
  },
};
