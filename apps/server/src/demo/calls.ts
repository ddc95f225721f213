import { and, eq, inArray } from 'drizzle-orm';
import { accounts, calls } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/**
 * Incoming calls, open and closed; fixed (not multiplied by --scale). A call is known by its company
 * and caller. `account` links the call to a demo account when that account exists (picked at intake);
 * other calls match an account by company name, or none.
 */
const DEMO_CALLS = [
  {
    companyName: 'Ridgeback Energy Partners',
    account: 'Ridgeback Energy Partners',
    callerName: 'Marisol Vega',
    contactEmail: 'mvega@ridgeback.example',
    contactPhone: '(432) 555-0122',
    jobLocation: 'Pad 14, FM 1788, Midland County',
    description: 'Night-time drilling starts next month; neighbours have complained. Wants a quote for a sound wall.',
    office: 'Midland',
    daysAgo: 0,
    time: [9, 5],
    active: true,
  },
  {
    companyName: 'Copperline Resources',
    account: null,
    callerName: 'Trent Okafor',
    contactEmail: 'trent.okafor@copperline.example',
    contactPhone: '(701) 555-0190',
    jobLocation: 'Section 22, Township 154N, Williams County',
    description: 'Needs baseline noise monitoring before a compressor station goes in.',
    office: 'Williston',
    daysAgo: 1,
    time: [14, 30],
    active: true,
  },
  {
    companyName: 'Bluebird Homes HOA',
    account: null,
    callerName: 'Janet Kowalski',
    contactEmail: 'board@bluebirdhoa.example',
    contactPhone: '(303) 555-0177',
    jobLocation: '1200 Bluebird Ln, Thornton, CO',
    description: 'Residents report low-frequency hum from a nearby construction site at night.',
    office: 'Denver',
    daysAgo: 3,
    time: [11, 45],
    active: true,
  },
  {
    companyName: 'Summit Ridge Contractors',
    account: 'Summit Ridge Contractors',
    callerName: 'Ray Dunham',
    contactEmail: 'rdunham@summitridge.example',
    contactPhone: '(307) 555-0133',
    jobLocation: 'US-20/26 bridge replacement, Casper, WY',
    description: 'Asked about hourly rates for a survey; decided to use their own staff.',
    office: 'Casper',
    daysAgo: 12,
    time: [8, 15],
    active: false,
  },
  {
    companyName: 'Hilltop Gravel LLC',
    account: null,
    callerName: 'Omar Price',
    contactEmail: 'omar@hilltopgravel.example',
    contactPhone: '(432) 555-0150',
    jobLocation: 'Hilltop Pit, County Road 60',
    description: 'Wrong number: was looking for a gravel hauler.',
    office: 'Midland',
    daysAgo: 20,
    time: [16, 0],
    active: false,
  },
] as const;

export const callsStep: DemoStep = {
  name: 'calls',
  async run(tx, ctx) {
    const t = tally();
    const accountNames = DEMO_CALLS.flatMap((c) => (c.account ? [c.account] : []));
    const found = await tx
      .select({ id: accounts.id, name: accounts.accountName })
      .from(accounts)
      .where(inArray(accounts.accountName, accountNames))
      .orderBy(accounts.id);
    const accountIds = new Map<string, number>();
    for (const a of found) if (!accountIds.has(a.name)) accountIds.set(a.name, a.id);
    const [y, m, d] = ctx.today.split('-').map(Number);
    const by = ctx.refs.users.get('demo.admin') ?? null;
    for (const c of DEMO_CALLS) {
      const [existing] = await tx
        .select({ id: calls.id })
        .from(calls)
        .where(and(eq(calls.companyName, c.companyName), eq(calls.callerName, c.callerName)));
      if (existing) {
        t.existing('calls');
        continue;
      }
      const values = {
        callTime: new Date(y, m - 1, d - c.daysAgo, c.time[0], c.time[1]),
        officeLocationId: ctx.refs.offices.get(c.office) ?? null,
        accountId: c.account ? (accountIds.get(c.account) ?? null) : null,
        callerName: c.callerName,
        companyName: c.companyName,
        contactEmail: c.contactEmail,
        contactPhone: c.contactPhone,
        jobLocation: c.jobLocation,
        description: c.description,
        active: c.active,
        createdBy: by,
      };
      const [row] = await tx.insert(calls).values(values).returning({ id: calls.id });
      await audit(tx, null, 'call', row.id, 'create', { companyName: c.companyName, demo: true });
      t.created('calls');
    }
    return t.counts;
  },
};
