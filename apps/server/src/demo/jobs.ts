import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { accounts, jobClassifications, jobs, opportunities } from '../db/schema/index.ts';
import type { DemoOfficeName } from './offices.ts';
import { copySuffix, type DemoStep, tally } from './step.ts';

/** Invented customers: oil and gas operators and general contractors. */
const DEMO_ACCOUNTS = [
  { accountName: 'Ridgeback Energy Partners', accountNumber: 'C-1001' },
  { accountName: 'Prairie Hawk Oil & Gas', accountNumber: 'C-1002' },
  { accountName: 'Copperline Resources', accountNumber: 'C-1003' },
  { accountName: 'Tallgrass Basin Operating', accountNumber: 'C-1004' },
  { accountName: 'Keystone Civil Constructors', accountNumber: 'C-2001' },
  { accountName: 'Harlan & Pike Builders', accountNumber: 'C-2002' },
  { accountName: 'Summit Ridge Contractors', accountNumber: 'C-2003' },
] as const;
type DemoAccountName = (typeof DEMO_ACCOUNTS)[number]['accountName'];

interface DemoOpportunity {
  account: DemoAccountName;
  name: string;
  description: string;
  drilling: boolean;
  office: DemoOfficeName;
}

const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    account: 'Ridgeback Energy Partners',
    name: 'Hawkins 14-22 Pad',
    description: 'Four-well pad 600 ft from a subdivision; county noise limit 55 dBA at night.',
    drilling: true,
    office: 'Midland',
  },
  {
    account: 'Ridgeback Energy Partners',
    name: 'Sandoval 3-9 Completion',
    description: 'Frac fleet for six weeks next to a ranch house.',
    drilling: false,
    office: 'Midland',
  },
  {
    account: 'Prairie Hawk Oil & Gas',
    name: 'Larkspur Federal 5H Rig',
    description: 'Drilling rig on federal land; wildlife sound limits at the lek.',
    drilling: true,
    office: 'Williston',
  },
  {
    account: 'Prairie Hawk Oil & Gas',
    name: 'Mesa Verde 21-4 Pad',
    description: 'Pad expansion with two more wells.',
    drilling: true,
    office: 'Williston',
  },
  {
    account: 'Copperline Resources',
    name: 'Eagle Draw Compressor Station',
    description: 'Permanent compressors; complaint from the neighbours to the east.',
    drilling: false,
    office: 'Casper',
  },
  {
    account: 'Copperline Resources',
    name: 'Copper Flats 7-12 Pad',
    description: 'Rig move in spring; wall on the north and west sides.',
    drilling: true,
    office: 'Casper',
  },
  {
    account: 'Tallgrass Basin Operating',
    name: 'Red Mesa 2-31 Pad',
    description: 'Drilling and completion 400 ft from a school.',
    drilling: true,
    office: 'Denver',
  },
  {
    account: 'Keystone Civil Constructors',
    name: 'I-25 Interchange Rebuild',
    description: 'Night work; vibration limits at the historic depot.',
    drilling: false,
    office: 'Denver',
  },
  {
    account: 'Keystone Civil Constructors',
    name: 'Riverside Water Plant Expansion',
    description: 'Pile driving next to the greenway.',
    drilling: false,
    office: 'Denver',
  },
  {
    account: 'Harlan & Pike Builders',
    name: 'Union Station Tower Demolition',
    description: 'Demolition in a dense block; noise and vibration monitoring.',
    drilling: false,
    office: 'Denver',
  },
  {
    account: 'Summit Ridge Contractors',
    name: 'Cherry Creek Bridge Replacement',
    description: 'Bridge deck removal over six months.',
    drilling: false,
    office: 'Denver',
  },
];

interface DemoJob {
  opportunity: string;
  /** The job name after the site: '{site} – {what}'. */
  what: string;
  classification: 'Sound Wall' | 'Acoustic Blankets' | 'Noise Monitoring' | 'Vibration Monitoring' | 'Drilling';
  step: number;
  canceled?: boolean;
  /** Days before today the job was last updated. */
  daysAgo: number;
}

/** About thirty jobs covering every job step, a few canceled, several on drilling sites. */
const DEMO_JOBS: DemoJob[] = [
  { opportunity: 'Hawkins 14-22 Pad', what: 'sound wall', classification: 'Sound Wall', step: 11, daysAgo: 2 },
  {
    opportunity: 'Hawkins 14-22 Pad',
    what: 'noise monitoring',
    classification: 'Noise Monitoring',
    step: 11,
    daysAgo: 1,
  },
  { opportunity: 'Hawkins 14-22 Pad', what: 'rig wall extension', classification: 'Drilling', step: 1, daysAgo: 0 },
  { opportunity: 'Sandoval 3-9 Completion', what: 'frac wall', classification: 'Sound Wall', step: 10, daysAgo: 3 },
  {
    opportunity: 'Sandoval 3-9 Completion',
    what: 'acoustic blankets',
    classification: 'Acoustic Blankets',
    step: 4,
    canceled: true,
    daysAgo: 12,
  },
  {
    opportunity: 'Sandoval 3-9 Completion',
    what: 'noise survey',
    classification: 'Noise Monitoring',
    step: 14,
    daysAgo: 40,
  },
  { opportunity: 'Larkspur Federal 5H Rig', what: 'rig wall', classification: 'Drilling', step: 10, daysAgo: 1 },
  {
    opportunity: 'Larkspur Federal 5H Rig',
    what: 'lek monitoring',
    classification: 'Noise Monitoring',
    step: 7,
    daysAgo: 5,
  },
  { opportunity: 'Mesa Verde 21-4 Pad', what: 'sound wall', classification: 'Drilling', step: 2, daysAgo: 4 },
  {
    opportunity: 'Mesa Verde 21-4 Pad',
    what: 'blanket wrap',
    classification: 'Acoustic Blankets',
    step: 12,
    daysAgo: 6,
  },
  {
    opportunity: 'Mesa Verde 21-4 Pad',
    what: 'second rig wall',
    classification: 'Drilling',
    step: 3,
    canceled: true,
    daysAgo: 20,
  },
  {
    opportunity: 'Eagle Draw Compressor Station',
    what: 'compressor enclosure',
    classification: 'Sound Wall',
    step: 5,
    daysAgo: 2,
  },
  {
    opportunity: 'Eagle Draw Compressor Station',
    what: 'complaint survey',
    classification: 'Noise Monitoring',
    step: 13,
    daysAgo: 9,
  },
  { opportunity: 'Copper Flats 7-12 Pad', what: 'rig wall', classification: 'Drilling', step: 6, daysAgo: 3 },
  { opportunity: 'Copper Flats 7-12 Pad', what: 'sound wall', classification: 'Sound Wall', step: 9, daysAgo: 7 },
  { opportunity: 'Red Mesa 2-31 Pad', what: 'school-side wall', classification: 'Drilling', step: 11, daysAgo: 8 },
  {
    opportunity: 'Red Mesa 2-31 Pad',
    what: 'noise monitoring',
    classification: 'Noise Monitoring',
    step: 11,
    daysAgo: 0,
  },
  { opportunity: 'Red Mesa 2-31 Pad', what: 'completion wall', classification: 'Sound Wall', step: 8, daysAgo: 4 },
  {
    opportunity: 'I-25 Interchange Rebuild',
    what: 'vibration monitoring',
    classification: 'Vibration Monitoring',
    step: 11,
    daysAgo: 1,
  },
  {
    opportunity: 'I-25 Interchange Rebuild',
    what: 'night-work wall',
    classification: 'Sound Wall',
    step: 12,
    daysAgo: 5,
  },
  {
    opportunity: 'I-25 Interchange Rebuild',
    what: 'depot blankets',
    classification: 'Acoustic Blankets',
    step: 1,
    canceled: true,
    daysAgo: 30,
  },
  {
    opportunity: 'Riverside Water Plant Expansion',
    what: 'pile-driving wall',
    classification: 'Sound Wall',
    step: 2,
    daysAgo: 6,
  },
  {
    opportunity: 'Riverside Water Plant Expansion',
    what: 'vibration monitoring',
    classification: 'Vibration Monitoring',
    step: 3,
    daysAgo: 2,
  },
  {
    opportunity: 'Union Station Tower Demolition',
    what: 'noise and vibration survey',
    classification: 'Vibration Monitoring',
    step: 4,
    daysAgo: 1,
  },
  {
    opportunity: 'Union Station Tower Demolition',
    what: 'street-side blankets',
    classification: 'Acoustic Blankets',
    step: 5,
    daysAgo: 10,
  },
  {
    opportunity: 'Union Station Tower Demolition',
    what: 'sound wall',
    classification: 'Sound Wall',
    step: 14,
    daysAgo: 55,
  },
  {
    opportunity: 'Cherry Creek Bridge Replacement',
    what: 'deck removal wall',
    classification: 'Sound Wall',
    step: 7,
    daysAgo: 3,
  },
  {
    opportunity: 'Cherry Creek Bridge Replacement',
    what: 'noise monitoring',
    classification: 'Noise Monitoring',
    step: 9,
    daysAgo: 11,
  },
  {
    opportunity: 'Cherry Creek Bridge Replacement',
    what: 'tear-down',
    classification: 'Sound Wall',
    step: 13,
    daysAgo: 14,
  },
  { opportunity: 'Copper Flats 7-12 Pad', what: 'rig move wall', classification: 'Drilling', step: 8, daysAgo: 2 },
  {
    opportunity: 'Larkspur Federal 5H Rig',
    what: 'camp blankets',
    classification: 'Acoustic Blankets',
    step: 6,
    daysAgo: 15,
  },
];

/** Rows per insert statement (well under PostgreSQL's 65,535 bind parameters). */
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Copy k of a name: 'Hawkins 14-22 Pad', 'Hawkins 14-22 Pad #2', … */
const copyName = (name: string, k: number) => `${name}${copySuffix(k, ' #')}`;
/** Job numbers 'FB-1001', copies 'FB-1001-2'. */
const jobNumber = (i: number, k: number) => `FB-${1001 + i}${copySuffix(k, '-')}`;

/** Local noon `days` before `today` ('YYYY-MM-DD'), a few hours apart per job so the order is stable. */
function daysBefore(today: string, days: number, minutes: number): Date {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(y, m - 1, d - days, 12, 0 - minutes);
}

async function idsByName(tx: Tx, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.accountName })
    .from(accounts)
    .where(inArray(accounts.accountName, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * Accounts, their opportunities and jobs across every job step; `--scale N` adds N-1 numbered copies
 * of all three. Natural keys: account name, (account, opportunity name), job number.
 */
export const jobsStep: DemoStep = {
  name: 'jobs',
  async run(tx, ctx) {
    const t = tally();
    const copies = Array.from({ length: ctx.scale }, (_, i) => i + 1);

    // Accounts
    const accountNames = copies.flatMap((k) => DEMO_ACCOUNTS.map((a) => copyName(a.accountName, k)));
    const accountIds = await idsByName(tx, accountNames);
    const newAccounts = copies
      .flatMap((k) =>
        DEMO_ACCOUNTS.map((a) => ({
          accountName: copyName(a.accountName, k),
          accountNumber: `${a.accountNumber}${copySuffix(k, '-')}`,
        })),
      )
      .filter((a) => !accountIds.has(a.accountName));
    t.existing('accounts', accountNames.length - newAccounts.length);
    await insertInBatches(newAccounts, async (batch) => {
      const rows = await tx.insert(accounts).values(batch).returning({ id: accounts.id, name: accounts.accountName });
      for (const r of rows) accountIds.set(r.name, r.id);
    });
    t.created('accounts', newAccounts.length);

    // Opportunities
    const wantedOpps = copies.flatMap((k) =>
      DEMO_OPPORTUNITIES.map((o) => ({
        accountId: accountIds.get(copyName(o.account, k)) as number,
        opportunityName: copyName(o.name, k),
        description: o.description,
        isDrilling: o.drilling,
        officeId: ctx.refs.offices.get(o.office) ?? null,
      })),
    );
    const oppIds = new Map<string, number>();
    const foundOpps = await tx
      .select({ id: opportunities.id, accountId: opportunities.accountId, name: opportunities.opportunityName })
      .from(opportunities)
      .where(
        and(
          inArray(opportunities.accountId, [...new Set(wantedOpps.map((o) => o.accountId))]),
          inArray(opportunities.opportunityName, [...new Set(wantedOpps.map((o) => o.opportunityName))]),
        ),
      );
    const oppKey = (accountId: number, name: string) => `${accountId}\n${name}`;
    for (const o of foundOpps) oppIds.set(oppKey(o.accountId, o.name), o.id);
    const newOpps = wantedOpps.filter((o) => !oppIds.has(oppKey(o.accountId, o.opportunityName)));
    t.existing('opportunities', wantedOpps.length - newOpps.length);
    await insertInBatches(newOpps, async (batch) => {
      const rows = await tx
        .insert(opportunities)
        .values(batch)
        .returning({ id: opportunities.id, accountId: opportunities.accountId, name: opportunities.opportunityName });
      for (const r of rows) oppIds.set(oppKey(r.accountId, r.name), r.id);
    });
    t.created('opportunities', newOpps.length);

    // Jobs
    const classIds = new Map(
      (await tx.select({ id: jobClassifications.id, name: jobClassifications.name }).from(jobClassifications)).map(
        (c) => [c.name, c.id],
      ),
    );
    const accountOf = new Map(DEMO_OPPORTUNITIES.map((o) => [o.name, o.account]));
    const wantedJobs = copies.flatMap((k) =>
      DEMO_JOBS.map((j, i) => {
        const account = copyName(accountOf.get(j.opportunity) as string, k);
        const updatedAt = daysBefore(ctx.today, j.daysAgo, 37 * i);
        return {
          opportunityId: oppIds.get(oppKey(accountIds.get(account) as number, copyName(j.opportunity, k))) as number,
          jobName: `${copyName(j.opportunity, k)} – ${j.what}`,
          jobDescription: `${j.what[0].toUpperCase()}${j.what.slice(1)} for ${copyName(j.opportunity, k)}.`,
          jobClassificationId: classIds.get(j.classification) ?? null,
          jobNumber: jobNumber(i, k),
          jobStepId: j.step,
          canceled: j.canceled ?? false,
          createdAt: daysBefore(ctx.today, j.daysAgo + 30, 0),
          updatedAt,
        };
      }),
    );
    const existingNumbers = new Set<string>();
    const numbers = wantedJobs.map((j) => j.jobNumber);
    for (let i = 0; i < numbers.length; i += BATCH) {
      const rows = await tx
        .select({ n: jobs.jobNumber })
        .from(jobs)
        .where(inArray(jobs.jobNumber, numbers.slice(i, i + BATCH)));
      for (const r of rows) existingNumbers.add(r.n);
    }
    const newJobs = wantedJobs.filter((j) => !existingNumbers.has(j.jobNumber));
    t.existing('jobs', wantedJobs.length - newJobs.length);
    await insertInBatches(newJobs, (batch) => tx.insert(jobs).values(batch));
    t.created('jobs', newJobs.length);
    return t.counts;
  },
};
