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

/**
 * About thirty jobs covering every job step, a few canceled, several on drilling sites:
 * [opportunity, what, classification, step, days ago, canceled?], in job-number order.
 */
const DEMO_JOBS: DemoJob[] = (
  [
    ['Hawkins 14-22 Pad', 'sound wall', 'Sound Wall', 11, 2],
    ['Hawkins 14-22 Pad', 'noise monitoring', 'Noise Monitoring', 11, 1],
    ['Hawkins 14-22 Pad', 'rig wall extension', 'Drilling', 1, 0],
    ['Sandoval 3-9 Completion', 'frac wall', 'Sound Wall', 10, 3],
    ['Sandoval 3-9 Completion', 'acoustic blankets', 'Acoustic Blankets', 4, 12, true],
    ['Sandoval 3-9 Completion', 'noise survey', 'Noise Monitoring', 14, 40],
    ['Larkspur Federal 5H Rig', 'rig wall', 'Drilling', 10, 1],
    ['Larkspur Federal 5H Rig', 'lek monitoring', 'Noise Monitoring', 7, 5],
    ['Mesa Verde 21-4 Pad', 'sound wall', 'Drilling', 2, 4],
    ['Mesa Verde 21-4 Pad', 'blanket wrap', 'Acoustic Blankets', 12, 6],
    ['Mesa Verde 21-4 Pad', 'second rig wall', 'Drilling', 3, 20, true],
    ['Eagle Draw Compressor Station', 'compressor enclosure', 'Sound Wall', 5, 2],
    ['Eagle Draw Compressor Station', 'complaint survey', 'Noise Monitoring', 13, 9],
    ['Copper Flats 7-12 Pad', 'rig wall', 'Drilling', 6, 3],
    ['Copper Flats 7-12 Pad', 'sound wall', 'Sound Wall', 9, 7],
    ['Red Mesa 2-31 Pad', 'school-side wall', 'Drilling', 11, 8],
    ['Red Mesa 2-31 Pad', 'noise monitoring', 'Noise Monitoring', 11, 0],
    ['Red Mesa 2-31 Pad', 'completion wall', 'Sound Wall', 8, 4],
    ['I-25 Interchange Rebuild', 'vibration monitoring', 'Vibration Monitoring', 11, 1],
    ['I-25 Interchange Rebuild', 'night-work wall', 'Sound Wall', 12, 5],
    ['I-25 Interchange Rebuild', 'depot blankets', 'Acoustic Blankets', 1, 30, true],
    ['Riverside Water Plant Expansion', 'pile-driving wall', 'Sound Wall', 2, 6],
    ['Riverside Water Plant Expansion', 'vibration monitoring', 'Vibration Monitoring', 3, 2],
    ['Union Station Tower Demolition', 'noise and vibration survey', 'Vibration Monitoring', 4, 1],
    ['Union Station Tower Demolition', 'street-side blankets', 'Acoustic Blankets', 5, 10],
    ['Union Station Tower Demolition', 'sound wall', 'Sound Wall', 14, 55],
    ['Cherry Creek Bridge Replacement', 'deck removal wall', 'Sound Wall', 7, 3],
    ['Cherry Creek Bridge Replacement', 'noise monitoring', 'Noise Monitoring', 9, 11],
    ['Cherry Creek Bridge Replacement', 'tear-down', 'Sound Wall', 13, 14],
    ['Copper Flats 7-12 Pad', 'rig move wall', 'Drilling', 8, 2],
    ['Larkspur Federal 5H Rig', 'camp blankets', 'Acoustic Blankets', 6, 15],
  ] as [string, string, DemoJob['classification'], number, number, true?][]
).map(([opportunity, what, classification, step, daysAgo, canceled]) => ({
  opportunity,
  what,
  classification,
  step,
  daysAgo,
  canceled,
}));

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
