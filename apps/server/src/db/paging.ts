import { messages } from '@fieldbook/contract';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../platform/errors.ts';

// Keyset pagination of the lists (packages/contract/src/paging.ts): a cursor is the last row's sort
// key and id, with the sort and direction they belong to, as base64url JSON. The client passes it back
// unchanged; anything else is refused with 400.

type Scalar = string | number | null;

export function encodeCursor(parts: readonly Scalar[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const invalid = () => badRequest(messages.listCursorInvalid, { after: messages.listCursorInvalid });

/** A timestamp as the lists write it into cursors: `utcMicros` (microseconds kept, unlike a JS Date). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** SQL text of a timestamptz expression in UTC with microseconds, for a cursor. */
export const utcMicros = (expr: string) => `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Part = 'string' | 'string?' | 'int' | 'timestamp' | { equals: Scalar };

/**
 * The parts of a cursor, checked against `shape` (one entry per part: 'string', 'int', 'timestamp',
 * or a fixed value the part must equal, such as the sort column); 400 when it is not one of ours.
 */
export function decodeCursor(cursor: string, shape: readonly Part[]): Scalar[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw invalid();
  shape.forEach((want, i) => {
    const v = parts[i];
    const ok =
      want === 'string' || want === 'string?'
        ? (typeof v === 'string' && v.length <= 500) || (want === 'string?' && v === null)
        : want === 'timestamp'
          ? typeof v === 'string' && TIMESTAMP.test(v)
          : want === 'int'
            ? Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2147483647
            : v === want.equals;
    if (!ok) throw invalid();
  });
  return parts as Scalar[];
}

/** The sort key of a list: an expression that is never null unless `nullsLast`, and how a cursor holds it. */
export interface SortKey {
  /** Written as the list's index is, so that the index serves the order. */
  expr: SQL;
  part: 'string' | 'int' | 'timestamp';
  /** Null keys sort after every other in both directions (ties by id). */
  nullsLast?: boolean;
}

const CAST = { string: sql`text`, int: sql`int`, timestamp: sql`timestamptz` };

/**
 * One page of a list sorted by `key` then `id`, both in `dir`: the condition that starts after the
 * cursor `after` (made for the same `sort` and `dir`, else 400), the order, the key as a cursor holds it
 * (select it as `sortKey`), and `page` to cut the rows read (`limit` + 1) into the answer.
 */
export function keyset(o: { sort: string; dir: 'asc' | 'desc'; key: SortKey; id: SQLWrapper; after?: string }) {
  const { expr, part, nullsLast } = o.key;
  const cmp = o.dir === 'asc' ? sql`>` : sql`<`;
  let where: SQL | undefined;
  if (o.after) {
    const [, , value, id] = decodeCursor(o.after, [
      { equals: o.sort },
      { equals: o.dir },
      nullsLast ? 'string?' : part,
      'int',
    ]);
    const after = sql`(${expr}, ${o.id}) ${cmp} (${value}::${CAST[part]}, ${id}::int)`;
    where =
      !nullsLast || value !== null
        ? nullsLast
          ? sql`(${after} or ${expr} is null)`
          : after
        : sql`(${expr} is null and ${o.id} ${cmp} ${id}::int)`;
  }
  const order = o.dir === 'asc' ? asc : desc;
  return {
    where,
    orderBy: [nullsLast ? sql`${expr} ${sql.raw(o.dir)} nulls last` : order(expr), order(o.id)],
    cursorKey: part === 'timestamp' ? timestampText(expr) : sql<string | number | null>`${expr}`,
    page<R extends { sortKey: Scalar }>(rows: R[], limit: number, idOf: (row: R) => number) {
      const more = rows.length > limit;
      const data = rows.slice(0, limit);
      const last = data.at(-1);
      return {
        data,
        more,
        next: more && last ? encodeCursor([o.sort, o.dir, last.sortKey, idOf(last)]) : null,
      };
    },
  };
}

/** A timestamptz key as cursors write it (utcMicros). */
const timestampText = (expr: SQL) =>
  sql<string>`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
