import { z } from 'zod';
import { INT_MAX, id, int, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { INVENTORY_AUDIT_PAGE_SIZE } from './inventory-paging.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT, LIST_PAGE_SIZE, listCursor, pageFields } from './paging.ts';

// Inventory stock (spec 4 §2 "Yard inventory", "Job inventory", "Audit"; §3; §5; §7 "Yards and job
// inventory"): yards, the stock at yards and jobs, adjustments and the audit of movements. Every
// amount is read from the stock ledger (stock_balances) and changed only by it (stock_movements).

const VIEW = ['inventory.view', 'inventory.adjust'] as const;
const ADJUST = 'inventory.adjust';

// --- the ledger's words -----------------------------------------------------------------------------

/** A place stock sits: a yard or a job. The pick order's type 0 is a yard, 1 a job (spec 4 §9). */
export const stockLocationKinds = ['yard', 'job'] as const;
export type StockLocationKind = (typeof stockLocationKinds)[number];
export const stockItemKinds = ['jobReady', 'bulk'] as const;
export type StockItemKind = (typeof stockItemKinds)[number];
/** Why stock moved: each movement row carries one. */
export const stockReasons = ['adjustment', 'receipt', 'retirement', 'transfer', 'checkIn', 'shop', 'upload'] as const;
export type StockReason = (typeof stockReasons)[number];

/** The ledger's refusal when a movement would take more than a location holds (409). */
export const notEnoughStock = (item: string, location: string, available: number, damaged: boolean) =>
  `Not enough ${damaged ? 'damaged ' : ''}${item} at ${location}: ${available} available.`;

// --- yards --------------------------------------------------------------------------------------------

export const yard = z.object({
  yardId: int(),
  yardName: z.string(),
  officeName: z.string(),
  officeLocationId: int(),
});
export type Yard = z.infer<typeof yard>;

export const createYardBody = z.object({
  name: requiredText(messages.yardNameRequired, 100),
  officeLocationId: z
    .number({ error: messages.selectOffice })
    .int(messages.selectOffice)
    .positive(messages.selectOffice)
    .max(INT_MAX, messages.selectOffice),
});
export type CreateYardInput = z.input<typeof createYardBody>;

export const yardList = endpoint({
  method: 'GET',
  path: '/Inventory/YardList',
  access: ['inventory.view', 'inventory.adjust', 'inventory.transfer', 'inventory.assets'],
  summary: 'Every yard with its office (yardId, yardName, officeName, officeLocationId), by yard name.',
  response: z.object({ success: z.literal(true), data: z.array(yard) }),
});
export const allowedYards = endpoint({
  method: 'GET',
  path: '/Inventory/AllowedYards',
  access: 'signed-in',
  summary:
    'The yards the user may work from: every yard for holders of inventory.adjust; otherwise the yards of the offices the user belongs to. By yard name.',
  response: z.object({ success: z.literal(true), data: z.array(yard) }),
});
export const createYard = endpoint({
  method: 'POST',
  path: '/Inventory/Yard',
  access: ADJUST,
  summary:
    "Creates a yard (name, officeLocationId: 'Please select an office'); yard names are unique whatever their case.",
  body: createYardBody,
  response: z.object({ success: z.literal(true), message: z.string(), yardId: int() }),
});

// --- adjustments ------------------------------------------------------------------------------------

/**
 * An adjustment (spec 4 §5, §9): a whole number, an optional minus sign and up to 10 digits, typed
 * as text or sent as a number; empty counts as 0. It must also fit an integer column.
 */
export const adjustment = z.union([z.number(), z.string()], { error: messages.adjustmentFormat }).transform((v, c) => {
  const text = typeof v === 'number' ? (Number.isInteger(v) ? String(v) : 'x') : v.trim();
  if (text === '' || text === '-') return 0;
  if (!/^-?\d{1,10}$/.test(text)) {
    c.addIssue({ code: 'custom', message: messages.adjustmentFormat });
    return z.NEVER;
  }
  const n = Number(text);
  if (Math.abs(n) > INT_MAX) {
    c.addIssue({ code: 'custom', message: messages.adjustmentRange });
    return z.NEVER;
  }
  return n === 0 ? 0 : n;
});

/** Estimated new stock (spec 4 §5): current plus the adjustment; an empty adjustment counts as 0. */
export function estimatedNewStock(current: number, typed: string | number | null | undefined): number | null {
  const parsed = adjustment.safeParse(typed ?? '');
  return parsed.success ? current + parsed.data : null;
}

const itemRef = z.coerce.number().int().positive().max(INT_MAX, messages.stockItemNotFound);

// --- yard inventory ---------------------------------------------------------------------------------

export const yardJobReadyRow = z.object({
  /** The stock balance's id; 0 when the item has never been at the yard. */
  inventoryId: int(),
  itemId: int(),
  name: z.string(),
  amount: int(),
  damagedAmount: int(),
  adjustment: int(),
  damagedAdjustment: int(),
  newAmount: int(),
});
export const yardBulkRow = z.object({
  inventoryId: int(),
  itemId: int(),
  name: z.string(),
  amount: int(),
  adjustment: int(),
  newAmount: int(),
});
export const stockAssetRow = z.object({
  serializedItemId: int(),
  name: z.string(),
  serialNumber: z.string(),
  status: z.string(),
});
export const yardInventory = z.object({
  yardId: int(),
  yardName: z.string(),
  officeName: z.string(),
  /** Every catalogue item, grouped by category name (categories and items by name). */
  jobReadyItems: z.array(z.object({ categoryName: z.string(), items: z.array(yardJobReadyRow) })),
  bulkItems: z.array(z.object({ categoryName: z.string(), items: z.array(yardBulkRow) })),
  /**
   * The first page of the serialized items at the yard (not at a job, on repair or decommissioned), by
   * name; a busy yard holds thousands: the next pages come from YardAssets with `assetsNext`.
   */
  assets: z.array(stockAssetRow),
  /** How many serialized items the yard holds in all. */
  assetCount: int(),
  assetsMore: z.boolean(),
  assetsNext: z.string().nullable(),
});
export type YardInventory = z.infer<typeof yardInventory>;

/** Serialized items per page of a yard's or a job's inventory, as many as the other lists' pages. */
export const YARD_ASSET_PAGE_SIZE = LIST_PAGE_SIZE;

export const yardAssets = endpoint({
  method: 'GET',
  path: '/Inventory/YardAssets',
  access: VIEW,
  summary: `The serialized items at a yard after \`after\` (YardInventory's \`assetsNext\`, then each page's \`next\`), by name, ${YARD_ASSET_PAGE_SIZE} a page.`,
  query: z.object({ YardId: id, after: listCursor }),
  response: z.object({ success: z.literal(true), data: z.array(stockAssetRow), ...pageFields }),
});

export const getYardInventory = endpoint({
  method: 'GET',
  path: '/Inventory/YardInventory',
  access: VIEW,
  summary:
    "A yard's stock: every job-ready item (amount, damagedAmount) and bulk item (amount) grouped by category, with adjustment 0 and newAmount = amount; and the first page of the assets at the yard (YardAssets pages on).",
  query: z.object({ YardId: id }),
  response: z.object({ success: z.literal(true), data: yardInventory }),
});

export const yardInventoryExport = endpoint({
  method: 'GET',
  path: '/Inventory/YardInventory/Export',
  access: VIEW,
  summary:
    "YardInventory's stock as a spreadsheet: every job-ready and bulk item with its amounts, by category then name, and a second sheet of every asset at the yard, by name.",
  query: z.object({ YardId: id }),
  file: 'xlsx',
});

export const yardAdjustmentBody = z.object({
  yardId: id,
  jobReadyItems: z
    .array(z.object({ itemId: itemRef, adjustment: adjustment.default(0), damagedAdjustment: adjustment.default(0) }))
    .max(5000)
    .default([]),
  bulkItems: z
    .array(z.object({ itemId: itemRef, adjustment: adjustment.default(0) }))
    .max(5000)
    .default([]),
});
export type YardAdjustmentInput = z.input<typeof yardAdjustmentBody>;

export const adjustYardInventory = endpoint({
  method: 'POST',
  path: '/Inventory/YardInventory',
  access: ADJUST,
  summary:
    "Applies a yard's adjustments in one transaction: each non-zero adjustment (and damaged adjustment) is a ledger movement with reason 'adjustment'; 409 naming the item when one would take a balance below 0. Items with adjustment 0 may be sent and are ignored.",
  body: yardAdjustmentBody,
  response: z.object({ success: z.literal(true), message: z.string(), movements: int() }),
});

// --- job inventory ----------------------------------------------------------------------------------

export const inventoryJob = z.object({
  jobId: int(),
  jobName: z.string(),
  jobNumber: z.string(),
  accountName: z.string(),
});
export type InventoryJob = z.infer<typeof inventoryJob>;

export const activeJobsWithInventoryWithAccount = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/ActiveJobsWithInventoryWithAccount',
  access: ['inventory.view', 'inventory.adjust'],
  summary:
    'The jobs the user may see that hold or ever held stock or assets (jobId, jobName, jobNumber, accountName), by job name: the list of /Inventory/Job.',
  response: z.object({ success: z.literal(true), data: z.array(inventoryJob) }),
});

export const jobReadyJobRow = z.object({
  /** The stock balance's id; 0 when the item has never been at the job. */
  jobInventoryId: int(),
  itemId: int(),
  name: z.string(),
  /** 'Historical': everything ever moved to the job. */
  totalAmount: int(),
  currentAmount: int(),
  adjustment: int(),
});
export const bulkJobRow = z.object({
  jobInventoryBulkId: int(),
  itemId: int(),
  bulkItemName: z.string(),
  totalAmount: int(),
  currentAmount: int(),
  adjustment: int(),
});
export const jobInventory = z.object({
  jobId: int(),
  jobName: z.string(),
  jobNumber: z.string(),
  accountName: z.string(),
  /** Items that are or ever were at the job, by name. */
  jobReadyItems: z.array(jobReadyJobRow),
  bulkItems: z.array(bulkJobRow),
  /**
   * The first page of the serialized items at the job (not decommissioned), by name; a busy job holds
   * hundreds: the next pages come from JobAssets with `assetsNext`.
   */
  assets: z.array(stockAssetRow),
  /** How many serialized items the job holds in all. */
  assetCount: int(),
  assetsMore: z.boolean(),
  assetsNext: z.string().nullable(),
});
export type JobInventory = z.infer<typeof jobInventory>;

export const getJobInventory = endpoint({
  method: 'GET',
  path: '/Inventory/JobInventory',
  access: VIEW,
  summary:
    "A job's stock (through the job gate): job-ready and bulk items with their historical total (everything ever moved to the job) and current amount, and the first page of the assets at the job (JobAssets pages on).",
  query: z.object({ JobId: id }),
  response: z.object({ success: z.literal(true), data: jobInventory }),
});

export const jobInventoryExport = endpoint({
  method: 'GET',
  path: '/Inventory/JobInventory/Export',
  access: VIEW,
  summary:
    "JobInventory's stock as a spreadsheet (through the job gate): the job-ready and bulk items with their historical total and current amount, by name, and a second sheet of every asset at the job, by name.",
  query: z.object({ JobId: id }),
  file: 'xlsx',
});

export const jobAssets = endpoint({
  method: 'GET',
  path: '/Inventory/JobAssets',
  access: VIEW,
  summary: `The serialized items at a job (through the job gate) after \`after\` (JobInventory's or JobInventoryProfile's \`assetsNext\`, then each page's \`next\`), by name, ${YARD_ASSET_PAGE_SIZE} a page.`,
  query: z.object({ JobId: id, after: listCursor }),
  response: z.object({ success: z.literal(true), data: z.array(stockAssetRow), ...pageFields }),
});

export const jobInventoryProfile = z.object({
  bulkInventory: z.array(z.object({ itemId: int(), name: z.string(), totalAmount: int(), currentAmount: int() })),
  /** The job-ready items in the same shape (beyond the specification's bulkInventory). */
  jobReadyInventory: z.array(z.object({ itemId: int(), name: z.string(), totalAmount: int(), currentAmount: int() })),
  /** The first page of the job's assets, as JobInventory's (JobAssets pages on). */
  assets: z.array(
    z.object({ serializedItemId: int(), itemName: z.string(), serialNumber: z.string(), status: z.string() }),
  ),
  assetCount: int(),
  assetsMore: z.boolean(),
  assetsNext: z.string().nullable(),
});
export type JobInventoryProfile = z.infer<typeof jobInventoryProfile>;

export const getJobInventoryProfile = endpoint({
  method: 'GET',
  path: '/Inventory/JobInventoryProfile',
  access: VIEW,
  summary:
    "The job inventory tab of a job's stage forms (id = jobId): bulkInventory, jobReadyInventory and the first page of the assets (JobAssets pages on).",
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: jobInventoryProfile }),
});

const jobAdjustmentBody = z.object({
  jobId: id,
  data: z
    .array(z.object({ itemId: itemRef, adjustment: adjustment.default(0) }))
    .max(5000)
    .default([]),
});
export const jobReadyJobAdjustmentBody = jobAdjustmentBody;
export const bulkJobAdjustmentBody = jobAdjustmentBody;
export type JobAdjustmentInput = z.input<typeof jobAdjustmentBody>;

export const getJobReadyJobInventory = endpoint({
  method: 'GET',
  path: '/JobReadyInventory/JobInventory',
  access: ADJUST,
  summary:
    'The administrative job-ready inventory of a job (id = jobId): every job-ready item with its historical total, current amount and adjustment 0.',
  query: z.object({ id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ jobId: int(), jobName: z.string(), jobNumber: z.string(), items: z.array(jobReadyJobRow) }),
  }),
});
export const adjustJobReadyJobInventory = endpoint({
  method: 'POST',
  path: '/JobReadyInventory/JobInventory',
  access: ADJUST,
  summary:
    "Applies job-ready adjustments at a job (jobId, data: itemId and adjustment) in one transaction, each a ledger movement with reason 'adjustment'.",
  body: jobReadyJobAdjustmentBody,
  response: z.object({ success: z.literal(true), message: z.string(), movements: int() }),
});
export const getBulkJobInventory = endpoint({
  method: 'GET',
  path: '/InventoryBulk/JobInventoryBulk',
  access: ADJUST,
  summary:
    'The administrative bulk inventory of a job (id = jobId): every bulk item with its historical total, current amount and adjustment 0.',
  query: z.object({ id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ jobId: int(), jobName: z.string(), jobNumber: z.string(), items: z.array(bulkJobRow) }),
  }),
});
export const adjustBulkJobInventory = endpoint({
  method: 'POST',
  path: '/InventoryBulk/JobInventoryBulk',
  access: ADJUST,
  summary:
    "Applies bulk adjustments at a job (jobId, data: itemId and adjustment) in one transaction, each a ledger movement with reason 'adjustment'.",
  body: bulkJobAdjustmentBody,
  response: z.object({ success: z.literal(true), message: z.string(), movements: int() }),
});

// --- audit --------------------------------------------------------------------------------------------

export const inventoryAuditRow = z.object({
  movementId: int(),
  fullName: z.string(),
  /** ISO date-time. */
  date: z.string(),
  /** 'From → To' (or the one side of an adjustment, receipt or retirement). */
  location: z.string(),
  fromLocation: z.string().nullable(),
  toLocation: z.string().nullable(),
  itemName: z.string(),
  /** Signed for one-sided movements (negative: taken away); the amount moved for transfers. */
  amount: int(),
  damaged: int(),
  reason: z.enum(stockReasons),
});
export type InventoryAuditRow = z.infer<typeof inventoryAuditRow>;

/** Movements of the audit's first, limited view (amount=0): a page's worth. */
export const INVENTORY_AUDIT_LIMIT = LIST_PAGE_SIZE;

export const inventoryAudit = endpoint({
  method: 'GET',
  path: '/Inventory/InventoryAudit',
  access: 'inventory.audit',
  summary: `Stock movements, newest first: amount 0 the latest ${INVENTORY_AUDIT_LIMIT}; amount 1 all of them, ${INVENTORY_AUDIT_PAGE_SIZE} a page (\`after\` = the previous page's \`next\`).`,
  query: z.object({
    amount: z.enum(['0', '1'], { error: 'amount must be 0 or 1.' }),
    after: listCursor.optional(),
  }),
  response: z.object({ success: z.literal(true), data: z.array(inventoryAuditRow), ...pageFields }),
});

export const inventoryAuditExport = endpoint({
  method: 'GET',
  path: '/Inventory/InventoryAudit/Export',
  access: 'inventory.audit',
  summary: `InventoryAudit's movements, all of them (amount 1), ${LIST_EXPORT}.`,
  file: 'xlsx',
});

export const inventoryStockEndpoints = {
  yardList,
  allowedYards,
  createYard,
  getYardInventory,
  yardInventoryExport,
  yardAssets,
  adjustYardInventory,
  activeJobsWithInventoryWithAccount,
  getJobInventory,
  jobInventoryExport,
  jobAssets,
  getJobInventoryProfile,
  getJobReadyJobInventory,
  adjustJobReadyJobInventory,
  getBulkJobInventory,
  adjustBulkJobInventory,
  inventoryAudit,
  inventoryAuditExport,
};
