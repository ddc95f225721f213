import { type SearchResult, searchableKinds, searchKinds } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import { type Read, run } from '../../db/reads.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { searchStatement } from './search.queries.ts';

const order = new Map(searchKinds.map((kind, i) => [kind, i]));

/**
 * The search as a read (db/reads.ts), so that the bench's floor sends the very statement: the kinds the
 * user may open, one statement, its rows grouped in the order of searchKinds.
 */
export function searchRead(
  user: SessionUser,
  text: string,
): Read<SearchResult, { success: true; data: SearchResult[] }> {
  // No kind can match (a two-letter text of a role without assets): a statement that reads no table.
  const query = searchStatement(user, searchableKinds(user.permissions), text) ?? sql`select null where false`;
  return {
    query,
    // A UNION ALL promises no order: each kind's rows come ranked, and a stable sort groups them.
    page: (rows) => ({
      success: true as const,
      data: rows
        .map((r) => ({ ...r, id: Number(r.id) }))
        .sort((a, b) => (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0)),
    }),
  };
}

/** GET /Search/Everything. */
export const searchEverything = (ctx: Ctx, text: string) => run(ctx.db, searchRead(ctx.user, text));
