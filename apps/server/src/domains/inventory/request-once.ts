import { messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inventoryRequests } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';

/** What moves stock exactly once: the kinds of request a client key may name. */
export type RequestKind =
  | 'pickOrder'
  | 'ship'
  | 'checkIn'
  | 'transferAdjustment'
  | 'shopTicket'
  | 'shopAdjustment'
  | 'upload';

/**
 * Runs a stock-moving request once per client key, inside the caller's transaction (ARCHITECTURE.md
 * "Nothing is lost"): a double click or a retry after a timeout sends the same key, and the repeat
 * answers what the first run answered without moving anything again.
 *
 * The key is claimed first with INSERT … ON CONFLICT DO NOTHING: a concurrent repeat waits on the
 * first transaction's row and, once it commits, finds the row and reads its answer; if the first
 * rolled back (a refused movement), the repeat claims the key and runs for real. A key used by
 * another user or for another kind of request is refused with 409.
 */
export async function once<T>(
  tx: Tx,
  request: { key: string; kind: RequestKind; userId: number },
  run: () => Promise<T>,
): Promise<T> {
  const claimed = await tx
    .insert(inventoryRequests)
    .values({ requestKey: request.key, kind: request.kind, userId: request.userId })
    .onConflictDoNothing()
    .returning({ key: inventoryRequests.requestKey });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(inventoryRequests).where(eq(inventoryRequests.requestKey, request.key));
    if (!first || first.kind !== request.kind || first.userId !== request.userId)
      throw conflict(messages.requestKeyReused);
    return first.answer as T;
  }
  const answer = await run();
  await tx
    .update(inventoryRequests)
    .set({ answer: answer as unknown })
    .where(eq(inventoryRequests.requestKey, request.key));
  return answer;
}
