import { z } from 'zod';
import { id, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

// Inventory catalogues (spec 4 §2 "Inventory items", §3, §7): categories, job-ready items and bulk
// items. Each editor creates with id 0 (the screen's 'new') and renames otherwise; names are unique
// whatever their case. Deleting is refused while the item is in stock or has moved (the ledger keeps
// its history), or, for a category, while items belong to it.

const READ = ['inventory.view', 'inventory.catalogue'] as const;
const EDIT = 'inventory.catalogue';
const idQuery = z.object({ id });
/** 0 creates. */
const newOrId = z.number().int().min(0).max(2147483647);

// --- categories -------------------------------------------------------------------------------------

export const inventoryCategory = z.object({ inventoryCategoryId: int(), name: z.string() });
export type InventoryCategory = z.infer<typeof inventoryCategory>;

export const saveInventoryCategoryBody = z.object({
  inventoryCategoryId: newOrId.default(0),
  name: requiredText(messages.categoryNameRequired, 100),
});
export type SaveInventoryCategoryInput = z.input<typeof saveInventoryCategoryBody>;

export const inventoryCategoryList = endpoint({
  method: 'GET',
  path: '/Inventory/InventoryCategoryList',
  access: READ,
  summary: 'The inventory categories (inventoryCategoryId, name), by name.',
  response: z.object({ success: z.literal(true), data: z.array(inventoryCategory) }),
});
export const getInventoryCategory = endpoint({
  method: 'GET',
  path: '/Inventory/InventoryCategory',
  access: READ,
  summary: 'One category (id = inventoryCategoryId).',
  query: idQuery,
  response: z.object({ success: z.literal(true), data: inventoryCategory }),
});
export const saveInventoryCategory = endpoint({
  method: 'POST',
  path: '/Inventory/InventoryCategory',
  access: EDIT,
  summary: 'Creates (inventoryCategoryId 0) or renames a category; names are unique whatever their case.',
  body: saveInventoryCategoryBody,
  response: z.object({ success: z.literal(true), message: z.string(), inventoryCategoryId: int() }),
});
export const deleteInventoryCategory = endpoint({
  method: 'DELETE',
  path: '/Inventory/DeleteInventoryCategory',
  access: EDIT,
  summary: 'Deletes a category that no job-ready or bulk item belongs to (409 otherwise).',
  query: idQuery,
  response: okMessage,
});

// --- job-ready items --------------------------------------------------------------------------------

export const jobReadyItem = z.object({
  jobReadyItemId: int(),
  /** The same id under the name the editor uses. */
  inventoryJobReadyItemId: int(),
  itemName: z.string(),
  /** The same as itemName. */
  name: z.string(),
  category: z.string(),
  inventoryCategoryId: int(),
});
export type JobReadyItem = z.infer<typeof jobReadyItem>;

export const saveJobReadyItemBody = z.object({
  inventoryJobReadyItemId: newOrId.default(0),
  itemName: requiredText(messages.jobReadyItemNameRequired, 200),
  inventoryCategoryId: z
    .number({ error: messages.categorySelect })
    .int()
    .positive(messages.categorySelect)
    .max(2147483647),
});
export type SaveJobReadyItemInput = z.input<typeof saveJobReadyItemBody>;

export const jobReadyItemList = endpoint({
  method: 'GET',
  path: '/JobReadyInventory/GetJobReadyItemList',
  access: READ,
  summary: 'The job-ready items with their category, by category then name.',
  response: z.object({ success: z.literal(true), data: z.array(jobReadyItem) }),
});
export const getJobReadyItem = endpoint({
  method: 'POST',
  path: '/JobReadyInventory/JobReadyItem',
  access: READ,
  summary: 'Loads one job-ready item (query id = jobReadyItemId; the specification names this a POST).',
  query: idQuery,
  response: z.object({ success: z.literal(true), data: jobReadyItem }),
});
export const saveJobReadyItem = endpoint({
  method: 'POST',
  path: '/JobReadyInventory/CreateJobReadyItem',
  access: EDIT,
  summary: "Creates (inventoryJobReadyItemId 0) or saves a job-ready item: 'Successfully Saved Job Ready Item'.",
  body: saveJobReadyItemBody,
  response: z.object({ success: z.literal(true), message: z.string(), inventoryJobReadyItemId: int() }),
});
export const deleteJobReadyItem = endpoint({
  method: 'DELETE',
  path: '/JobReadyInventory/DeleteJobReadyItem',
  access: EDIT,
  summary: 'Deletes a job-ready item that was never stocked (409 while in stock or with movements).',
  query: idQuery,
  response: okMessage,
});

// --- bulk items -------------------------------------------------------------------------------------

export const bulkItem = z.object({
  inventoryBulkItemId: int(),
  /** The same id under its other name. */
  bulkItemId: int(),
  bulkItemName: z.string(),
  category: z.string(),
  inventoryCategoryId: int(),
});
export type BulkItem = z.infer<typeof bulkItem>;

export const saveBulkItemBody = z.object({
  inventoryBulkItemId: newOrId.default(0),
  bulkItemName: requiredText(messages.bulkItemNameRequired, 200),
  inventoryCategoryId: z
    .number({ error: messages.categorySelect })
    .int()
    .positive(messages.categorySelect)
    .max(2147483647),
});
export type SaveBulkItemInput = z.input<typeof saveBulkItemBody>;

export const bulkItemList = endpoint({
  method: 'GET',
  path: '/InventoryBulk/BulkItemList',
  access: READ,
  summary: 'The bulk items with their category, by category then name.',
  response: z.object({ success: z.literal(true), data: z.array(bulkItem) }),
});
export const getBulkItem = endpoint({
  method: 'GET',
  path: '/InventoryBulk/BulkItem',
  access: READ,
  summary: 'One bulk item (id = inventoryBulkItemId).',
  query: idQuery,
  response: z.object({ success: z.literal(true), data: bulkItem }),
});
export const saveBulkItem = endpoint({
  method: 'POST',
  path: '/InventoryBulk/BulkItem',
  access: EDIT,
  summary: "Creates (inventoryBulkItemId 0) or saves a bulk item: 'Successfully Saved Bulk Item'.",
  body: saveBulkItemBody,
  response: z.object({ success: z.literal(true), message: z.string(), inventoryBulkItemId: int() }),
});
export const deleteBulkItem = endpoint({
  method: 'DELETE',
  path: '/InventoryBulk/DeleteBulkItem',
  access: EDIT,
  summary: 'Deletes a bulk item that was never stocked (409 while in stock or with movements).',
  query: idQuery,
  response: okMessage,
});

export const inventoryCatalogueEndpoints = {
  inventoryCategoryList,
  getInventoryCategory,
  saveInventoryCategory,
  deleteInventoryCategory,
  jobReadyItemList,
  getJobReadyItem,
  saveJobReadyItem,
  deleteJobReadyItem,
  bulkItemList,
  getBulkItem,
  saveBulkItem,
  deleteBulkItem,
};
