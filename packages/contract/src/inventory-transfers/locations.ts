import { z } from 'zod';
import { id, int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { inventoryJob, yard } from '../inventory-stock.ts';
import { READ } from './internal.ts';

// Where a pick ticket may leave from or go to, and what each origin can send (spec 4 §3 "Pick order").

// --- origin and destination lists ---------------------------------------------------------------------

/** A job offered as an origin or destination, with whether it is approved through all stages. */
export const transferJob = inventoryJob.extend({ approved: z.boolean() });
export type TransferJob = z.infer<typeof transferJob>;

export const transferYards = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/Yards',
  access: READ,
  summary:
    "The yards a pick ticket may leave from or go to: the user's allowed yards (every yard for holders of inventory.adjust), by name.",
  response: z.object({ success: z.literal(true), data: z.array(yard) }),
});
export const transferActiveJobs = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/ActiveJobs',
  access: READ,
  summary:
    'Active jobs the user may see (not canceled, not yet at Billing or Complete), by name: the destinations of a pick ticket. approved: approved through all stages (shipping needs it).',
  response: z.object({ success: z.literal(true), data: z.array(transferJob) }),
});
export const transferActiveJobsWithInventory = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/ActiveJobsWithInventory',
  access: READ,
  summary:
    'Jobs the user may see, not canceled, that hold job-ready items, bulk items or assets now (at any step, Billing included), by name: the origins of a return or a job transfer.',
  response: z.object({ success: z.literal(true), data: z.array(transferJob) }),
});
// GET /InventoryTransfer/ActiveJobsWithInventoryWithAccount is in inventory-stock.ts (the /Inventory/Job list).

// --- available stock ------------------------------------------------------------------------------------

export const availableInventory = z.object({
  /** Job-ready items the location holds (good units: available), by name; only those with some. */
  jobReadyAvailable: z.array(
    z.object({ jobReadyItemId: int(), name: z.string(), category: z.string(), available: int() }),
  ),
  bulkAvailable: z.array(z.object({ bulkItemId: int(), name: z.string(), category: z.string(), available: int() })),
  /** Assets at the location, in service (not decommissioned, not on repair) and on no open ticket. */
  assetsAvailable: z.array(
    z.object({ serializedItemId: int(), name: z.string(), serialNumber: z.string(), status: z.string() }),
  ),
});
export type AvailableInventory = z.infer<typeof availableInventory>;

export const availableYardInventory = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/AvailableYardInventory',
  access: READ,
  summary: 'What a yard (id = yardId, one of the allowed yards) can send: job-ready, bulk and assets.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: availableInventory }),
});
export const availableJobInventory = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/AvailableJobInventory',
  access: READ,
  summary: 'What a job (id = jobId, through the job gate) can send back: job-ready, bulk and assets.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: availableInventory }),
});
