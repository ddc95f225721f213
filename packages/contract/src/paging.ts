import { z } from 'zod';
import { messages } from './messages.ts';

// Lists read a page at a time by keyset (seek) pagination (docs/decisions/inventory.md "Inventory at scale",
// performance-and-phones.md "Lists a page at a time"): a page answers `more` (whether rows follow) and `next`, an opaque cursor
// naming the last row's sort key and id; passing it as `after` answers the rows after that one in the
// same order, so pages never repeat or skip a row that did not change meanwhile. A cursor is only
// valid with the sort (and direction) it was made for.

/** An opaque position in a list (base64url), as `next` gave it. */
export const listCursor = z
  .string()
  .trim()
  .max(1000, messages.listCursorInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, messages.listCursorInvalid);

/** A sort direction; `fallback` when the query leaves it out. */
export const sortDir = (fallback: 'asc' | 'desc') =>
  z.enum(['asc', 'desc'], { error: messages.sortDirectionInvalid }).default(fallback);

/** The rows a page may carry: 1 to `max`, `fallback` when the query leaves it out. */
export const pageLimit = (max: number, fallback = max) =>
  z.coerce.number().int().min(1, `From 1 to ${max}.`).max(max, `From 1 to ${max}.`).default(fallback);

/** A list's sort column, one of `columns`, `fallback` when the query leaves it out. */
export const sortColumn = <const C extends readonly [string, ...string[]]>(columns: C, fallback: C[number]) =>
  z.enum(columns, { error: messages.listSortInvalid(columns) }).default(fallback);

/**
 * Rows of a list page when the query does not say: a screenful and some scrolling. The screens load
 * the next page with 'Load More'.
 */
export const LIST_PAGE_SIZE = 50;

/** What a page adds to its rows. */
export const pageFields = {
  /** Rows follow this page. */
  more: z.boolean(),
  /** The cursor of the page after this one (pass it as `after`), or null on the last page. */
  next: z.string().nullable(),
};

/**
 * What a list's export (GET or POST <list path>/Export) answers, for its summary: it takes the list's
 * own filters and sort, without `after` and `limit`, and answers every row (docs/decisions/spreadsheets.md).
 */
export const LIST_EXPORT = "every row, in the list's order, as a spreadsheet (the list's filters and sort, no paging)";
