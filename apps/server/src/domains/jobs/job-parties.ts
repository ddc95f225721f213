import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, offices, opportunities } from '../../db/schema/index.ts';
import type { LetterheadOffice } from '../../platform/pdf/index.ts';

/**
 * Who a job's documents name: the client (the opportunity's account) and the office whose address
 * the letterhead carries (the opportunity's, else the first office).
 */
export async function jobParties(
  db: Tx,
  opportunityId: number,
): Promise<{ accountName: string; office: LetterheadOffice | null }> {
  const [parties] = await db
    .select({ accountName: accounts.accountName, officeId: opportunities.officeId })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(eq(opportunities.id, opportunityId));
  const [office] = parties?.officeId
    ? await db.select().from(offices).where(eq(offices.id, parties.officeId))
    : await db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  return { accountName: parties?.accountName ?? '', office: office ?? null };
}
