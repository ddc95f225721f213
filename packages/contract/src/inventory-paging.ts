import { z } from 'zod';
import { queryBool } from './common.ts';
import { messages } from './messages.ts';

// Paged inventory lists (docs/decisions.md "Inventory at scale"): the asset list and the inventory
// audit are read a page at a time, by keyset (seek) pagination. A page answers `more` (whether rows
// follow) and `next`, an opaque cursor naming the last row's sort key and id; passing it as `after`
// answers the rows after that one in the same order, so pages never repeat or skip a row that did not
// change meanwhile. A cursor is only valid with the sort it was made for.

/** Rows per asset list page (a phone screen's worth of scrolling, and cheap to answer at any size). */
export const ASSET_PAGE_SIZE = 100;
/** Rows per page of the whole inventory audit (amount=1). */
export const INVENTORY_AUDIT_PAGE_SIZE = 200;

/** An opaque position in a list (base64url), as `next` gave it. */
export const listCursor = z
  .string()
  .trim()
  .max(1000, messages.listCursorInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, messages.listCursorInvalid);

export const assetSortColumns = ['name', 'serialNumber', 'status', 'location', 'lastActivity'] as const;
export type AssetSortColumn = (typeof assetSortColumns)[number];

/**
 * The asset list's query (every part optional: no query is the first page by name). `search` matches
 * the name or the serial number (case-insensitive, anywhere); `outForRepair` keeps the assets on repair.
 */
export const assetListQuery = z.object({
  sort: z.enum(assetSortColumns, { error: messages.assetSortInvalid }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: messages.sortDirectionInvalid }).default('asc'),
  search: z.string().trim().max(100, 'At most 100 characters.').default(''),
  outForRepair: queryBool.default(false),
  after: listCursor.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `From 1 to ${ASSET_PAGE_SIZE}.`)
    .max(ASSET_PAGE_SIZE, `From 1 to ${ASSET_PAGE_SIZE}.`)
    .default(ASSET_PAGE_SIZE),
});
export type AssetListQuery = z.input<typeof assetListQuery>;

/** What a page adds to its rows. */
export const pageFields = {
  /** Rows follow this page. */
  more: z.boolean(),
  /** The cursor of the page after this one (pass it as `after`), or null on the last page. */
  next: z.string().nullable(),
};
