import { z } from 'zod';
import { id, int, okMessage, queryBool } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { LIST_EXPORT, sortColumn, sortDir } from '../paging.ts';
import { transferListTypes, transferLocationType, transferStatuses } from './fields.ts';
import { CLOSE, lineDetails, READ, TRANSFER } from './internal.ts';
import { availableInventory } from './locations.ts';

// Pick tickets: the lists, one ticket with its lines and assets, its shipping details, cancel and close
// (spec 4 §4 "Transfer ticket").

// --- lists ----------------------------------------------------------------------------------------------

export const transferListRow = z.object({
  transferRequestId: int(),
  transferTypeId: int(),
  transferType: z.string(),
  /** ISO date-time of the request. */
  date: z.string(),
  origin: z.string(),
  destination: z.string(),
  requestingUser: z.string(),
  completed: z.boolean(),
  cancelled: z.boolean(),
  status: z.enum(transferStatuses),
  /** Units (good + damaged, and assets) still to ship, and shipped but not checked in. */
  toShip: int(),
  toCheckIn: int(),
});
export type TransferListRow = z.infer<typeof transferListRow>;

const transferListQuery = z.object({
  type: z.enum(transferListTypes, { error: `type is one of ${transferListTypes.join(', ')}.` }),
  id: id.optional(),
  closed: queryBool.optional(),
});

export const transferList = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/TransferList',
  access: READ,
  summary:
    'Pick tickets of one list (type: Pick, JobPick, Return, JobReceiving = JobCheckIn, PickTickets; see transferListTypes), newest first. id = yardId (Pick, Return) or jobId (JobPick, JobReceiving); closed=true adds closed and cancelled tickets.',
  query: transferListQuery,
  response: z.object({ success: z.literal(true), data: z.array(transferListRow) }),
});

/** The columns the ticket lists sort by (the grid's Date, Origin, Destination, Type), newest first unless asked. */
export const transferListSortColumns = ['date', 'origin', 'destination', 'transferType'] as const;
export type TransferListSortColumn = (typeof transferListSortColumns)[number];

/** The list's query and the grid's sort, without paging (the list has none). */
export const transferListExportQuery = transferListQuery.extend({
  sort: sortColumn(transferListSortColumns, 'date'),
  dir: sortDir('desc'),
});

export const transferListExport = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/TransferList/Export',
  access: READ,
  summary: `TransferList's tickets, ${LIST_EXPORT}: sort (${transferListSortColumns.join(', ')}; date unless asked) and dir (desc unless asked) as the grid sorts them.`,
  query: transferListExportQuery,
  file: 'xlsx',
});

// --- one ticket -----------------------------------------------------------------------------------------

const lineCommon = {
  transferItemId: int(),
  itemName: z.string(),
  /** Good units asked for (after adjustments). */
  totalAmount: int(),
  /** Damaged units asked for (returns only; otherwise 0). */
  damagedTotal: int(),
  /** Good units still to ship. */
  amountRemaining: int(),
  /** Damaged units still to ship (the Max button's damaged value when shipping). */
  damagedAmount: int(),
  shipped: int(),
  shippedDamaged: int(),
  checkedIn: int(),
  checkedInDamaged: int(),
  /** Shipped and not yet checked in: what Check In may take (good, damaged). */
  inTransit: int(),
  inTransitDamaged: int(),
  /** Good units the origin holds now. */
  availableAmount: int(),
  /** Form fields, 0 as loaded. */
  selected: int(),
  selectedDamaged: int(),
  adjustment: int(),
  damagedAdjustment: int(),
  /** Shipping details that prefill the next bill of lading (POST TransferRequest saves them). */
  weight: int().nullable(),
  hazardous: z.boolean(),
  code: z.string(),
  rate: z.number().nullable(),
  charges: z.number().nullable(),
};
export const transferItem = z.object({ ...lineCommon, jobReadyItemId: int() });
export const transferItemBulk = z.object({ ...lineCommon, bulkItemId: int() });
export type TransferItem = z.infer<typeof transferItem>;
export type TransferItemBulk = z.infer<typeof transferItemBulk>;

export const assetTransfer = z.object({
  assetTransferId: int(),
  /** The asset's latest status row. */
  serializedStatusId: int().nullable(),
  serializedItemId: int(),
  serialNumber: z.string(),
  itemName: z.string(),
  status: z.string(),
  /** At the origin and in service: Ship may take it. */
  inStock: z.boolean(),
  shipped: z.boolean(),
  checkedIn: z.boolean(),
  /** Shipped and not yet checked in: Check In may take it. */
  inTransit: z.boolean(),
  /** Form field, false as loaded. */
  selected: z.boolean(),
});
export type AssetTransfer = z.infer<typeof assetTransfer>;

export const transferRequest = z.object({
  transferRequestId: int(),
  transferTypeId: int(),
  transferType: z.string(),
  requestingUser: z.string(),
  /** ISO date-time. */
  date: z.string(),
  /** Closed. */
  completed: z.boolean(),
  cancelled: z.boolean(),
  status: z.enum(transferStatuses),
  origin: z.string(),
  destination: z.string(),
  fromType: transferLocationType,
  fromLocationId: int(),
  toType: transferLocationType,
  toLocationId: int(),
  /** The yard end (origin or destination; the origin when both are yards), or null. */
  yardId: int().nullable(),
  /** The job end (the destination when both are jobs), or null. */
  jobId: int().nullable(),
  /** Nothing left to ship or check in, not closed, and the user holds inventory.closeTransfer. */
  allowClose: z.boolean(),
  /** Nothing shipped yet, not closed or cancelled, and the user holds inventory.transfer. */
  allowCancel: z.boolean(),
  /** The user holds inventory.transfer and the ticket is open. */
  allowEdit: z.boolean(),
  /** Every job of the ticket is approved through all stages (shipping needs it). */
  jobsApproved: z.boolean(),
  /** A return (job → yard): damaged amounts apply. */
  damagedAllowed: z.boolean(),
  transferItems: z.array(transferItem),
  transferItemsBulk: z.array(transferItemBulk),
  assetTransfers: z.array(assetTransfer),
  /** What the origin holds that is not on the ticket (for Save Adjustment's additions). */
  additionalAssets: availableInventory.shape.assetsAvailable,
  additionalItems: availableInventory.shape.jobReadyAvailable,
  additionalItemsBulk: availableInventory.shape.bulkAvailable,
  /** The shipments so far, each with its bill of lading. */
  billsOfLading: z.array(z.object({ shipmentId: int(), identifier: z.string(), date: z.string() })),
});
export type TransferRequest = z.infer<typeof transferRequest>;

export const getTransferRequest = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/TransferRequest',
  access: READ,
  summary:
    'One pick ticket (/Inventory/PickTicket/{id}, /Inventory/CheckInTicket/{id}): its lines with what is left to ship, in transit and checked in, its assets, its flags and the additional lists.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: transferRequest }),
});
export const getEditTransfer = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/EditTransfer',
  access: READ,
  summary: 'The same ticket for /Inventory/EditTransfer/{id} (adjustments 0).',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: transferRequest }),
});

export const saveTransferBody = z.object({
  transferRequestId: id,
  transferItems: z
    .array(z.object({ transferItemId: id, ...lineDetails }))
    .max(2000)
    .default([]),
  transferItemsBulk: z
    .array(z.object({ transferItemId: id, ...lineDetails }))
    .max(2000)
    .default([]),
});
export const saveTransferRequest = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/TransferRequest',
  access: TRANSFER,
  summary:
    "Saves an open ticket's shipping details per line (weight lbs, hazardous, code, rate, charges), which prefill the bills of lading of its next shipments. Moves nothing.",
  body: saveTransferBody,
  response: okMessage,
});

// --- cancel / close ---------------------------------------------------------------------------------------

export const cancelTransferRequest = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/CancelTransferRequest',
  access: TRANSFER,
  summary: 'Cancels an open ticket while nothing of it has shipped (409 otherwise). Nothing moves.',
  query: z.object({ id }),
  response: okMessage,
});
export const closeTransferRequest = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/CloseRequest',
  access: CLOSE,
  summary:
    "Close Ticket: closes a ticket with nothing left to ship or check in (409 otherwise). Answers 'Ticket Closed'.",
  query: z.object({ id }),
  response: okMessage,
});
