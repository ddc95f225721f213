import { z } from 'zod';
import { queryBool } from './common.ts';
import { messages } from './messages.ts';
import { LIST_PAGE_SIZE, listCursor, pageLimit, sortDir } from './paging.ts';

// Paged inventory lists (docs/decisions/inventory.md "Inventory at scale"): the asset list and the inventory
// audit are read a page at a time, by keyset pagination (paging.ts).

/** Rows per asset list page unless the query asks for more: as many as the other lists' pages. */
export const ASSET_PAGE_SIZE = LIST_PAGE_SIZE;
/** The most rows one asset list page carries (`limit`). */
export const ASSET_PAGE_LIMIT = 100;
/** Rows per page of the whole inventory audit (amount=1), as many as the other lists' pages. */
export const INVENTORY_AUDIT_PAGE_SIZE = LIST_PAGE_SIZE;

export const assetSortColumns = ['name', 'serialNumber', 'status', 'location', 'lastActivity'] as const;
export type AssetSortColumn = (typeof assetSortColumns)[number];

/**
 * The asset list's query (every part optional: no query is the first page by name). `search` matches
 * the name or the serial number (case-insensitive, anywhere); `outForRepair` keeps the assets on repair.
 */
export const assetListQuery = z.object({
  sort: z.enum(assetSortColumns, { error: messages.assetSortInvalid }).default('name'),
  dir: sortDir('asc'),
  search: z.string().trim().max(100, 'At most 100 characters.').default(''),
  outForRepair: queryBool.default(false),
  after: listCursor.optional(),
  limit: pageLimit(ASSET_PAGE_LIMIT, ASSET_PAGE_SIZE),
});
export type AssetListQuery = z.input<typeof assetListQuery>;
