import { messages } from '@fieldbook/contract';
import { badRequest } from '../../platform/errors.ts';

// Cursors of the paged inventory lists (packages/contract/src/inventory-paging.ts): the last row's
// sort key and id, with the sort they belong to, as base64url JSON. The client passes them back
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

type Part = 'string' | 'int' | 'timestamp' | { equals: Scalar };

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
      want === 'string'
        ? typeof v === 'string' && v.length <= 500
        : want === 'timestamp'
          ? typeof v === 'string' && TIMESTAMP.test(v)
          : want === 'int'
            ? Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2147483647
            : v === want.equals;
    if (!ok) throw invalid();
  });
  return parts as Scalar[];
}
