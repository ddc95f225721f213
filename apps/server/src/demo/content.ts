import { and, eq, inArray } from 'drizzle-orm';
import { announcements, documentsAndPolicies, userDocuments } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { simplePdf } from './pdf.ts';
import { addDays, copySuffix, type DemoContext, type DemoStep, tally } from './step.ts';

/** Days from today; `enabled: false` makes the one an administrator switched off. */
const DEMO_ANNOUNCEMENTS = [
  {
    title: 'Chain law in effect on I-70 and I-25 north',
    details:
      'CDOT has the passenger and commercial vehicle chain laws in effect through the mountain corridor. ' +
      'Every truck hauling panels or beams out of the Denver yard carries chains and a second set of ' +
      'straps. Check the road report before you leave the yard and call dispatch if a route closes.',
    start: -5,
    end: 20,
    enabled: true,
  },
  {
    title: 'Annual hearing tests at the Midland yard',
    details:
      'The mobile audiometric testing van is at the Midland yard next week, 7:00 to 15:00. Everyone in ' +
      'the hearing conservation program needs a current audiogram; sign up with the office. Avoid loud ' +
      'noise for 14 hours before your test.',
    start: -2,
    end: 9,
    enabled: true,
  },
  {
    title: 'New STC 32 panels arriving in Williston',
    details:
      'Two truckloads of STC 32 panels (72 panels a load) arrive at the Williston yard. The shop converts ' +
      'them into 20-foot job-ready sections before they go out on pick tickets.',
    start: 0,
    end: 14,
    enabled: true,
  },
  {
    title: 'Sound level meter calibration week',
    details:
      'All Class 1 sound level meters, tri-axial vibration monitors and field calibrators go to the lab ' +
      'for their annual calibration. Plan survey forms around it: meters come back with new calibration ' +
      'dates about ten days later.',
    start: 21,
    end: 35,
    enabled: true,
  },
  {
    title: 'Casper office holiday hours',
    details: 'The Casper office closes at noon on the Friday before the holiday weekend. Field crews are not affected.',
    start: -1,
    end: 6,
    enabled: false,
  },
];

const DEMO_DOCUMENTS = [
  {
    name: 'Safety Manual',
    file: 'Safety-Manual.pdf',
    text: [
      'This manual sets out the safety rules for every employee in the office, the shop, the yards and the field.',
      'Before work starts at a site, the crew completes a Job Safety Analysis (JSA): each product to install, ' +
        'its sequence of actions, the risks of each action and their mitigation, the nearest hospital and the muster point.',
      'Personal protective equipment on every site: hard hat, safety glasses, high-visibility vest, steel-toe ' +
        'boots, gloves, and hearing protection wherever the posted level exceeds 85 dBA.',
      'Lifting beams and panels: use the telehandler or two people; never stand under a suspended load.',
    ],
  },
  {
    name: 'PTO Policy',
    file: 'PTO-Policy.pdf',
    text: [
      'Paid time off accrues each pay period from the first day of employment and may be carried over up to 80 hours.',
      'Request time off at least two weeks ahead through your supervisor. Field crews on a job coordinate with ' +
        'operations so that installations and tear-downs stay staffed.',
      'Unused paid time off is paid out at separation according to state law.',
    ],
  },
  {
    name: 'Hearing Conservation Program',
    file: 'Hearing-Conservation-Program.pdf',
    text: [
      'The firm measures noise for a living; we protect our own hearing too. This program follows 29 CFR 1910.95.',
      'Employees exposed to an 8-hour time-weighted average of 85 dBA or more are enrolled: annual audiograms, ' +
        'training, and hearing protectors fitted and provided free of charge.',
      'Noise dosimetry is repeated whenever equipment or procedures change. Results are available from the office.',
    ],
  },
];

/** Personal documents of some demo users (profile screen). */
const DEMO_USER_DOCUMENTS = [
  { username: 'demo.technician', name: 'OSHA 10 card', file: 'OSHA-10-card.pdf' },
  { username: 'demo.supervisor', name: 'First aid and CPR certificate', file: 'First-Aid-CPR.pdf' },
  { username: 'demo.supervisor', name: 'CDL medical card', file: 'CDL-medical-card.pdf' },
];

const PDF = ['application/pdf'] as const;

export const announcementsStep: DemoStep = {
  name: 'announcements',
  async run(tx, ctx) {
    const t = tally();
    const createdBy = ctx.refs.users.get('demo.admin') ?? null;
    const missing = await missingCopies(ctx, t, 'announcements', DEMO_ANNOUNCEMENTS, 'title', (titles) =>
      tx.select({ name: announcements.title }).from(announcements).where(inArray(announcements.title, titles)),
    );
    for (const a of missing) {
      const [row] = await tx
        .insert(announcements)
        .values({
          title: a.title,
          details: a.details,
          startDate: addDays(ctx.today, a.start),
          endDate: addDays(ctx.today, a.end),
          enabled: a.enabled,
          createdBy,
        })
        .returning({ id: announcements.id });
      await audit(tx, null, 'announcement', row.id, 'create', { title: a.title, demo: true });
      t.created('announcements');
    }
    return t.counts;
  },
};

export const documentsStep: DemoStep = {
  name: 'documents',
  async run(tx, ctx) {
    const t = tally();
    const createdBy = ctx.refs.users.get('demo.admin') ?? null;
    const missing = await missingCopies(ctx, t, 'documents and policies', DEMO_DOCUMENTS, 'name', (docNames) =>
      tx
        .select({ name: documentsAndPolicies.name })
        .from(documentsAndPolicies)
        .where(inArray(documentsAndPolicies.name, docNames)),
    );
    for (const d of missing) {
      const file = await ctx.storage.put(tx, simplePdf(d.name, d.text), d.file, PDF, createdBy);
      const [row] = await tx
        .insert(documentsAndPolicies)
        .values({ name: d.name, fileId: file.id, createdBy })
        .returning({ id: documentsAndPolicies.id });
      await audit(tx, null, 'document', row.id, 'create', { name: d.name, demo: true });
      t.created('documents and policies');
    }

    for (let k = 1; k <= ctx.scale; k++) {
      for (const d of DEMO_USER_DOCUMENTS) {
        const userId = ctx.refs.users.get(`${d.username}${copySuffix(k)}`);
        if (userId === undefined) continue;
        const [found] = await tx
          .select({ id: userDocuments.id })
          .from(userDocuments)
          .where(and(eq(userDocuments.userId, userId), eq(userDocuments.name, d.name)));
        if (found) {
          t.existing('user documents');
          continue;
        }
        const file = await ctx.storage.put(
          tx,
          simplePdf(d.name, [`Demo document of ${d.username}${copySuffix(k)}.`]),
          d.file,
          PDF,
          userId,
        );
        const [row] = await tx
          .insert(userDocuments)
          .values({ userId, name: d.name, fileId: file.id })
          .returning({ id: userDocuments.id });
        await audit(tx, null, 'userDocument', row.id, 'create', { userId, name: d.name, demo: true });
        t.created('user documents');
      }
    }
    return t.counts;
  },
};

/** The items of every scaled copy, renamed by `rename` (copy 1 keeps its name). */
function copies<T>(ctx: DemoContext, items: T[], rename: (item: T, k: number) => T): T[] {
  const out: T[] = [];
  for (let k = 1; k <= ctx.scale; k++) for (const item of items) out.push(k === 1 ? item : rename(item, k));
  return out;
}

/**
 * The `ctx.scale` copies of `items` (copy k has ` #k` after its `key`) that `existing` does not find by that key;
 * the ones it finds are counted as existing `entity`.
 */
async function missingCopies<T extends Record<K, string>, K extends string>(
  ctx: DemoContext,
  t: ReturnType<typeof tally>,
  entity: string,
  items: T[],
  key: K,
  existing: (keys: string[]) => Promise<{ name: string }[]>,
): Promise<T[]> {
  const wanted = copies(ctx, items, (item, k) => ({ ...item, [key]: `${item[key]}${copySuffix(k, ' #')}` }));
  const have = new Set((await existing(wanted.map((w) => w[key]))).map((r) => r.name));
  return wanted.filter((w) => {
    if (have.has(w[key])) t.existing(entity);
    return !have.has(w[key]);
  });
}
