import { and, eq, inArray } from 'drizzle-orm';
import { accounts, calls } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/** One demo call: who called, how it was taken (linked account, office, days ago, [hour, minute], still open), about what. */
function demoCall(
  [companyName, callerName, contactEmail, contactPhone]: [string, string, string, string],
  [account, office, daysAgo, time, active]: [string | null, string, number, [number, number], boolean],
  jobLocation: string,
  description: string,
) {
  return {
    companyName,
    callerName,
    contactEmail,
    contactPhone,
    account,
    office,
    daysAgo,
    time,
    active,
    jobLocation,
    description,
  };
}

/**
 * Incoming calls, open and closed; fixed (not multiplied by --scale). A call is known by its company
 * and caller. `account` links the call to a demo account when that account exists (picked at intake);
 * other calls match an account by company name, or none.
 */
const DEMO_CALLS = [
  demoCall(
    ['Ridgeback Energy Partners', 'Marisol Vega', 'mvega@ridgeback.example', '(432) 555-0122'],
    ['Ridgeback Energy Partners', 'Midland', 0, [9, 5], true],
    'Pad 14, FM 1788, Midland County',
    'Night-time drilling starts next month; neighbours have complained. Wants a quote for a sound wall.',
  ),
  demoCall(
    ['Copperline Resources', 'Trent Okafor', 'trent.okafor@copperline.example', '(701) 555-0190'],
    [null, 'Williston', 1, [14, 30], true],
    'Section 22, Township 154N, Williams County',
    'Needs baseline noise monitoring before a compressor station goes in.',
  ),
  demoCall(
    ['Bluebird Homes HOA', 'Janet Kowalski', 'board@bluebirdhoa.example', '(303) 555-0177'],
    [null, 'Denver', 3, [11, 45], true],
    '1200 Bluebird Ln, Thornton, CO',
    'Residents report low-frequency hum from a nearby construction site at night.',
  ),
  demoCall(
    ['Summit Ridge Contractors', 'Ray Dunham', 'rdunham@summitridge.example', '(307) 555-0133'],
    ['Summit Ridge Contractors', 'Casper', 12, [8, 15], false],
    'US-20/26 bridge replacement, Casper, WY',
    'Asked about hourly rates for a survey; decided to use their own staff.',
  ),
  demoCall(
    ['Hilltop Gravel LLC', 'Omar Price', 'omar@hilltopgravel.example', '(432) 555-0150'],
    [null, 'Midland', 20, [16, 0], false],
    'Hilltop Pit, County Road 60',
    'Wrong number: was looking for a gravel hauler.',
  ),
];

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
