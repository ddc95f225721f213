import { and, asc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  accountContacts,
  accountLocations,
  handOffs,
  jobs,
  opportunities,
  proposalAttachmentLeaves,
  proposalNoteLeaves,
  proposalPdfs,
  proposalPrefillAttachments,
  proposalPrefillNotes,
  proposalPrefills,
  proposals,
  scopeItems,
} from '../db/schema/index.ts';
import { getBuildProposal, saveBuildProposal } from '../domains/proposals/builder.service.ts';
import { scopeLeaves } from '../domains/proposals/leaves.ts';
import { generateProposalPdf } from '../domains/proposals/pdf.service.ts';
import { audit } from '../platform/audit.ts';
import type { Ctx } from '../platform/context.ts';
import { BRAND, readPdf, renderPdf } from '../platform/pdf/index.ts';
import { type DemoStep, tally } from './step.ts';

/** What each branch of the scope tree says in a proposal. */
const BRANCH_TEXT: Record<string, string> = {
  'Sound Wall':
    'Supply, deliver, install and remove a temporary acoustic barrier wall of steel beams every 20 ft with acoustic panels between them, engineered for the site wind load. Rental is billed monthly from the completion of installation until tear down.',
  'Acoustic Blankets':
    'Supply and hang acoustic blankets on the existing fence or scaffold, with grommets and ties, and remove them at the end of the work. Blankets are inspected weekly and replaced when damaged.',
  'Noise Monitoring':
    'Deploy calibrated sound level meters at the agreed measurement locations, checked with a calibrator before and after deployment, and report the measured levels (dBA, Leq, Lmax, L10, L90) against the applicable ordinance.',
};
const DEFAULT_TEXT =
  'Provide the crew, equipment and freight needed for the scope described, scheduled with the customer’s site supervisor.';

const NOTES = [
  { note: 'Pricing is valid for 30 days from the date of this proposal.', branches: null },
  { note: 'The customer provides a level, graded work area and safe access for trucks and equipment.', branches: null },
  {
    note: 'Wall heights are measured from grade; ground anchors require a utility locate by the customer before installation.',
    branches: ['Sound Wall'],
  },
  {
    note: 'Meters require 120 V power or are supplied with solar chargers at an additional cost.',
    branches: ['Noise Monitoring'],
  },
  { note: 'Standby time caused by site conditions outside our control is billed at the crew rate.', branches: null },
] as const;

/** Two attachment PDFs made here (never downloaded): terms and a product sheet. */
async function termsPdf() {
  const clauses = [
    [
      '1. Rental Period',
      'Rental begins on the day installation is complete and ends on the day tear down begins. Partial months are billed pro rata, with a minimum of one month.',
    ],
    ['2. Payment', 'Invoices are due net 30 days. Past-due balances bear interest at 1.5% per month.'],
    [
      '3. Site Conditions',
      'The customer is responsible for site access, ground conditions and utility locates. Changes in scope are quoted before work proceeds.',
    ],
    ['4. Damage', 'Equipment damaged by others while on site is repaired or replaced at the customer’s cost.'],
    [
      '5. Insurance',
      `${BRAND.name} carries general liability and auto insurance; certificates are provided on request.`,
    ],
    [
      '6. Safety',
      'All crews work to the customer’s site safety plan and complete a Job Safety Analysis before starting work each day.',
    ],
  ];
  return renderPdf(
    {
      content: [
        { text: 'Standard Terms and Conditions', style: 'h1' },
        ...clauses.flatMap(([title, text], i) => [
          { text: title, style: 'h3', ...(i === 3 ? { pageBreak: 'before' as const } : {}) },
          { text, margin: [0, 0, 0, 8] as [number, number, number, number] },
        ]),
      ],
    },
    { footerLabel: `${BRAND.name} Terms and Conditions` },
  );
}

async function productSheetPdf() {
  return renderPdf(
    {
      content: [
        { text: 'Sound Wall – Product Sheet', style: 'h1' },
        {
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto'],
            body: [
              [
                { text: 'Panel', bold: true },
                { text: 'Rating', bold: true },
                { text: 'Weight per panel', bold: true },
              ],
              ['Standard acoustic panel', 'STC 25', '38 lb'],
              ['Heavy acoustic panel', 'STC 32', '54 lb'],
              ['Industrial acoustic panel', 'STC 40', '71 lb'],
            ],
          },
          margin: [0, 0, 0, 12],
        },
        {
          text: 'Walls are built in 20 ft sections with steel beams at each section; heights of 16, 20, 24 and 32 ft. A truck carries 72 panels.',
        },
      ],
    },
    { footerLabel: 'Sound Wall Product Sheet' },
  );
}

/**
 * Demo: the proposal configuration of every scope leaf, a note library and two attachment PDFs made
 * here. Matched by attachment name, note text and leaf.
 */
export const proposalsStep: DemoStep = {
  name: 'proposals',
  async run(tx, ctx) {
    const t = tally();
    const leaves = (await scopeLeaves(tx)).filter((l) => l.enabled);
    const branchOf = (name: string) => name.split(' - ')[0];

    // Attachments.
    const attachmentIds = new Map<string, number>();
    for (const [name, make, termAndCondition] of [
      ['Standard Terms and Conditions', termsPdf, true],
      ['Sound Wall Product Sheet', productSheetPdf, false],
    ] as const) {
      const [found] = await tx
        .select({ id: proposalPrefillAttachments.id })
        .from(proposalPrefillAttachments)
        .where(eq(proposalPrefillAttachments.attachmentName, name));
      if (found) {
        attachmentIds.set(name, found.id);
        t.existing('proposal attachments');
        continue;
      }
      const bytes = await make();
      const { pageCount } = await readPdf(bytes);
      const stored = await ctx.storage.put(tx, bytes, `${name}.pdf`, ['application/pdf'], null);
      const [row] = await tx
        .insert(proposalPrefillAttachments)
        .values({ attachmentName: name, termAndCondition, fileKey: stored.id, pageCount, size: stored.size })
        .returning({ id: proposalPrefillAttachments.id });
      await audit(tx, null, 'proposalAttachment', row.id, 'create', { attachmentName: name, demo: true });
      attachmentIds.set(name, row.id);
      t.created('proposal attachments');
      const linked = name.startsWith('Sound Wall')
        ? leaves.filter((l) => branchOf(l.scopeName) === 'Sound Wall')
        : leaves;
      if (linked.length) {
        await tx
          .insert(proposalAttachmentLeaves)
          .values(linked.map((l) => ({ attachmentId: row.id, leafId: l.leafId })))
          .onConflictDoNothing();
      }
    }

    // Notes.
    for (const n of NOTES) {
      const [found] = await tx
        .select({ id: proposalPrefillNotes.id })
        .from(proposalPrefillNotes)
        .where(eq(proposalPrefillNotes.note, n.note));
      if (found) {
        t.existing('proposal notes');
        continue;
      }
      const [row] = await tx
        .insert(proposalPrefillNotes)
        .values({ note: n.note })
        .returning({ id: proposalPrefillNotes.id });
      await audit(tx, null, 'proposalNote', row.id, 'create', { demo: true });
      t.created('proposal notes');
      const branches: readonly string[] | null = n.branches;
      const linked = branches ? leaves.filter((l) => branches.includes(branchOf(l.scopeName))) : leaves;
      if (linked.length) {
        await tx.insert(proposalNoteLeaves).values(linked.map((l) => ({ noteId: row.id, leafId: l.leafId })));
      }
    }

    // Configuration of each leaf.
    const configured = new Set(
      (await tx.select({ leafId: proposalPrefills.leafId }).from(proposalPrefills)).map((r) => r.leafId),
    );
    const fresh = leaves.filter((l) => !configured.has(l.leafId));
    t.existing('proposal configurations', leaves.length - fresh.length);
    if (fresh.length) {
      await tx.insert(proposalPrefills).values(
        fresh.map((l) => {
          const parts = l.scopeName.split(' - ');
          return {
            leafId: l.leafId,
            proposalTitle: parts.slice(0, 3).join(' '),
            scopeName: l.scopeName,
            proposalDescription: BRANCH_TEXT[parts[0]] ?? DEFAULT_TEXT,
            detailed: parts[0] === 'Sound Wall',
          };
        }),
      );
      t.created('proposal configurations', fresh.length);
    }

    return t.counts;
  },
};

/**
 * Demo: a saved proposal with a generated favourite PDF on the first demo job past hand-off. A step
 * of its own, so the attachment files stored by the step before are committed when they are read.
 */
export const proposalDemoJobStep: DemoStep = {
  name: 'proposal of a demo job',
  async run(tx, ctx) {
    const t = tally();
    await demoProposal(tx, ctx, t);
    return t.counts;
  },
};

/** The first demo job past hand-off with scope, a customer contact and a location gets a proposal. */
async function demoProposal(tx: Tx, ctx: Parameters<DemoStep['run']>[1], t: ReturnType<typeof tally>) {
  const userId = ctx.refs.users.get('demo.sales') ?? ctx.refs.users.get('demo.admin');
  if (userId === undefined) return;
  const [job] = await tx
    .select({ id: jobs.id, accountId: opportunities.accountId })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(handOffs, eq(handOffs.jobId, jobs.id))
    .where(
      and(
        like(jobs.jobNumber, 'FB-1%'),
        gte(jobs.jobStepId, 3),
        eq(jobs.canceled, false),
        eq(opportunities.isDrilling, false),
        sql`exists (select 1 from ${scopeItems} where ${scopeItems.handOffId} = ${handOffs.id})`,
        sql`exists (select 1 from ${accountContacts} where ${accountContacts.accountId} = ${opportunities.accountId})`,
        sql`exists (select 1 from ${accountLocations} where ${accountLocations.accountId} = ${opportunities.accountId})`,
      ),
    )
    .orderBy(asc(jobs.jobNumber))
    .limit(1);
  if (!job) return;
  // The services run as the demo's sales user, inside this step's transaction.
  const as = {
    db: tx,
    storage: ctx.storage,
    user: {
      id: userId,
      permissions: new Set(['proposals.build', 'proposals.download']),
      jobClassLimits: new Map(),
    },
  } as unknown as Ctx;
  const [saved] = await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.jobId, job.id));
  if (saved) t.existing('proposals');
  else {
    const { data } = await getBuildProposal(as, job.id);
    await saveBuildProposal(as, {
      ...data.proposal,
      jobId: job.id,
      encContact: userId,
      companyContact: data.contacts[0].value,
      companyLocation: data.locations[0].value,
      companyContactPronoun: 'Mr.',
      reference: `RFQ-${job.id + 4100}`,
      notes: [
        ...data.proposal.notes,
        { note: 'Night work, if required by the operator, is quoted separately.', custom: true, order: 0 },
      ],
      attachments: data.proposal.attachments,
    });
    t.created('proposals');
  }
  const [pdf] = await tx
    .select({ id: proposalPdfs.id })
    .from(proposalPdfs)
    .where(inArray(proposalPdfs.jobId, [job.id]));
  if (pdf) t.existing('generated proposals');
  else {
    await generateProposalPdf(as, job.id);
    t.created('generated proposals');
  }
}
