/** Records for the proposals area's API tests: a job with scope, a customer contact and office. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { accountContacts, accountLocations, opportunities, scopeItems } from '../../src/db/schema/index.ts';
import { renderPdf } from '../../src/platform/pdf/index.ts';
import { createHandOffJob, scopePath } from './hand-off.ts';

export const WALL_LEAF = ['Sound Wall', 'STC 32', '24 ft', 'Freestanding'] as const;
export const METER_LEAF = ['Noise Monitoring', 'Baseline Survey', 'Attended', 'Class 1 meter'] as const;

export async function leafId(db: Db, names: readonly string[]) {
  return (await scopePath(db, ...names)).at(-1) as number;
}

/** A job (past hand-off by default) with a wall and an optional meter scope item, a contact and a location. */
export async function createProposalJob(db: Db, opts: Parameters<typeof createHandOffJob>[1] = {}) {
  const job = await createHandOffJob(db, { stepId: 3, ...opts });
  const wall = await leafId(db, WALL_LEAF);
  const meter = await leafId(db, METER_LEAF);
  await db.insert(scopeItems).values([
    {
      handOffId: job.handOffId,
      scopeBuilderId: wall,
      name: WALL_LEAF.join(' - '),
      description: '400 ft along the east pad edge',
      quantity: 20,
    },
    {
      handOffId: job.handOffId,
      scopeBuilderId: meter,
      name: METER_LEAF.join(' - '),
      description: 'Two-week baseline',
      quantity: 2,
      optional: true,
    },
  ]);
  const [{ accountId }] = await db
    .select({ accountId: opportunities.accountId })
    .from(opportunities)
    .where(eq(opportunities.id, job.opportunityId));
  const [contact] = await db
    .insert(accountContacts)
    .values({ accountId, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com' })
    .returning();
  const [location] = await db
    .insert(accountLocations)
    .values({
      accountId,
      locationName: 'Midland Field Office',
      billingAddress1: '300 N Loraine St',
      billingCity: 'Midland',
      billingState: 'TX',
      billingZip: '79701',
    })
    .returning();
  return { ...job, accountId, wallLeaf: wall, meterLeaf: meter, contactId: contact.id, locationId: location.id };
}

/** A real PDF of `pages` pages, each saying '{label} page n'. */
export function pdfOf(label: string, pages: number) {
  return renderPdf({
    content: Array.from({ length: pages }, (_, i) => ({
      text: `${label} page ${i + 1}`,
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  });
}
