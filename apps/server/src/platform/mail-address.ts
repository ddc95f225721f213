import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { userEmails } from '../db/schema/index.ts';

/** The address a user's mail goes to (and their messages' Reply-To): the primary e-mail, else the first one. */
export async function mailAddressOf(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(desc(userEmails.primary), asc(userEmails.id))
    .limit(1);
  return row?.email;
}
