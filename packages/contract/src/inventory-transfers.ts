import { z } from 'zod';
import { INT_MAX, id, int, okMessage, optionalText, queryBool } from './common.ts';
import { endpoint } from './endpoint.ts';
import { inventoryJob, yard } from './inventory-stock.ts';
import { messages } from './messages.ts';

// Inventory transfers (spec 4 §2 "Tickets and transfers", §3 "Pick order", "Transfer request",
// "Bill of lading", §4 "Transfer ticket", §5 "Pick and transfer quantities", "Transfer adjustment",
// "Check-in and ship selection", §7 "Transfers, tickets, bills of lading").
//
// The workflow (docs/decisions/inventory.md "Inventory: pick tickets"):
// - A pick ticket (transfer request) is created by the pick order (POST /InventoryTransfer/PickOrder)
//   from an origin to a different destination (type 0 yard, 1 job). Creating it moves and reserves
//   nothing: the amounts are checked against what the origin holds at that moment, and again by the
//   stock ledger when they ship.
// - Ship Items (POST /InventoryTransfer/ShipItems) takes the selected amounts from the origin into
//   transit (ledger movements origin → outside, reason 'transfer', referencing the ticket) and
//   creates that shipment's bill of lading. Shipping is refused (409 jobsNotApproved) while a job of
//   the ticket is not approved through all stages.
// - Check In (POST /InventoryTransfer/CheckIn) at the destination takes shipped amounts out of
//   transit into the destination (outside → destination, reason 'checkIn'). On a return (job → yard)
//   the damaged amounts arrive in the yard's damaged count.
// - Close (GET /InventoryTransfer/CloseRequest) once nothing is left to ship or check in; Cancel
//   (GET /InventoryTransfer/CancelTransferRequest) only while nothing has shipped. Save Adjustment
//   (POST /InventoryTransfer/EditTransfer) changes what is left to ship and adds lines or assets.

const READ = ['inventory.view', 'inventory.transfer'] as const;
const TRANSFER = 'inventory.transfer';
const CLOSE = 'inventory.closeTransfer';

// --- words ----------------------------------------------------------------------------------------------

/** The pick order's location types (spec 4 §9): 0 a yard, 1 a job. */
export const transferLocationTypes = { yard: 0, job: 1 } as const;
export const transferLocationType = z.union([z.literal(0), z.literal(1)], { error: messages.transferLocationType });

/** A ticket's kind, from its two ends: transferTypeId and its name (the grid's Type column). */
export const transferTypes = [
  { transferTypeId: 1, transferType: 'Pick', from: 0, to: 1 },
  { transferTypeId: 2, transferType: 'Return', from: 1, to: 0 },
  { transferTypeId: 3, transferType: 'Yard Transfer', from: 0, to: 0 },
  { transferTypeId: 4, transferType: 'Job Transfer', from: 1, to: 1 },
] as const;
export function transferTypeOf(fromType: 0 | 1, toType: 0 | 1) {
  return transferTypes.find((t) => t.from === fromType && t.to === toType) ?? transferTypes[0];
}

/**
 * The lists of GET /InventoryTransfer/TransferList (spec 4 §9's type values), each of open tickets:
 * - Pick: leaving a yard (id = yardId) — 'Yard Pick Tickets';
 * - JobPick: leaving a job (id = jobId) — 'Job Pick Tickets', the job stage's Pick Ticket tab;
 * - Return: arriving at a yard (id = yardId) — 'Yard Check In';
 * - JobReceiving (JobCheckIn is the same list): arriving at a job (id = jobId) — 'Job Check In', the
 *   job stage's Check In tab;
 * - PickTickets: every ticket the user may see (/Inventory/EditTransfer); with closed=true also the
 *   closed and cancelled ones. id is ignored.
 * Without id, the first four list every location the user may see.
 */
export const transferListTypes = ['Pick', 'JobPick', 'Return', 'JobReceiving', 'JobCheckIn', 'PickTickets'] as const;
export type TransferListType = (typeof transferListTypes)[number];

/** An asset's status while on a truck: set by Ship Items, replaced at Check In ('At Job' or 'Available'). */
export const ASSET_IN_TRANSIT = 'In Transit';

/** A ticket's state, for lists and the detail screens. */
export const transferStatuses = ['Open', 'Partly Shipped', 'Shipped', 'Checked In', 'Closed', 'Cancelled'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** Pick and transfer quantities (spec 4 §5, §9): whole, 0 to 5 digits. */
export const transferQuantity = z
  .number({ error: messages.transferQuantityFormat })
  .int(messages.transferQuantityFormat)
  .min(0, messages.cannotAddNegative)
  .max(99_999, messages.transferQuantityFormat);
/** Check-in and ship selections (spec 4 §5, §9): whole, up to 10 digits. */
export const transferSelection = z
  .number({ error: messages.transferSelectionFormat })
  .int(messages.transferSelectionFormat)
  .min(0, messages.cannotAddNegative)
  .max(INT_MAX, messages.transferSelectionFormat);
/** A transfer adjustment (spec 4 §5): a whole number with an optional minus sign, up to 5 digits. */
export const transferAdjustment = z
  .number({ error: messages.invalidInput })
  .int(messages.invalidInput)
  .min(-99_999, messages.invalidInput)
  .max(99_999, messages.invalidInput);

/** Money (dollars): at least 0, at most 2 decimals; null when left empty. */
export const billMoney = z
  .number({ error: messages.moneyInvalid })
  .min(0, messages.moneyInvalid)
  .max(9_999_999_999.99, messages.moneyInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.moneyInvalid)
  .nullable();
/** A weight in whole pounds; null when left empty. */
export const billWeight = z
  .number({ error: messages.billOfLadingWeightFormat })
  .int(messages.billOfLadingWeightFormat)
  .min(0, messages.billOfLadingWeightFormat)
  .max(INT_MAX, messages.billOfLadingWeightFormat)
  .nullable();

const requestKey = z.uuid('requestKey must be a uuid generated by the client.');

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

// --- pick order -----------------------------------------------------------------------------------------

export const pickOrderBody = z.object({
  /** Generated by the client when the wizard starts: a repeat answers the first result. */
  requestKey,
  fromType: transferLocationType,
  fromLocationId: z
    .number({ error: messages.transferOriginRequired })
    .int()
    .positive(messages.transferOriginRequired)
    .max(INT_MAX, messages.transferOriginRequired),
  toType: transferLocationType,
  toLocationId: z
    .number({ error: messages.transferDestinationRequired })
    .int()
    .positive(messages.transferDestinationRequired)
    .max(INT_MAX, messages.transferDestinationRequired),
  assets: z
    .array(z.object({ serializedItemId: id }))
    .max(2000)
    .default([]),
  /** damagedAmount only on a return (job → yard); empty amounts are sent as 0. */
  jobReadyItems: z
    .array(
      z.object({ jobReadyItemId: id, amount: transferQuantity.default(0), damagedAmount: transferQuantity.default(0) }),
    )
    .max(2000)
    .default([]),
  /** Bulk items have no damaged count: damagedAmount must be 0. */
  bulkItems: z
    .array(
      z.object({ bulkItemId: id, amount: transferQuantity.default(0), damagedAmount: transferQuantity.default(0) }),
    )
    .max(2000)
    .default([]),
});
export type PickOrderInput = z.input<typeof pickOrderBody>;

export const createPickOrder = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/PickOrder',
  access: TRANSFER,
  summary:
    "Creates a pick ticket (the Create Pick Ticket wizard and the job stage's Return wizard) from an origin to a different destination: lines of job-ready items (amount; damagedAmount only job → yard), bulk items and assets. Moves and reserves nothing; each amount + damaged must not exceed what the origin holds now (409 'Cannot add more than is available'); assets must be at the origin, in service and on no other open ticket. Answers 'Pick Order Submitted'.",
  body: pickOrderBody,
  response: z.object({ success: z.literal(true), message: z.string(), transferRequestId: int() }),
});

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

export const transferList = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/TransferList',
  access: READ,
  summary:
    'Pick tickets of one list (type: Pick, JobPick, Return, JobReceiving = JobCheckIn, PickTickets; see transferListTypes), newest first. id = yardId (Pick, Return) or jobId (JobPick, JobReceiving); closed=true adds closed and cancelled tickets.',
  query: z.object({
    type: z.enum(transferListTypes, { error: `type is one of ${transferListTypes.join(', ')}.` }),
    id: id.optional(),
    closed: queryBool.optional(),
  }),
  response: z.object({ success: z.literal(true), data: z.array(transferListRow) }),
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

const lineDetails = {
  weight: billWeight.optional(),
  hazardous: z.boolean().optional(),
  code: optionalText(50).optional(),
  rate: billMoney.optional(),
  charges: billMoney.optional(),
};

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

// --- edit (Save Adjustment) -------------------------------------------------------------------------------

export const editTransferBody = z.object({
  requestKey,
  transferRequestId: id,
  /** adjustment changes what is left to ship: + at most what the origin holds, − not below 0. */
  transferItems: z
    .array(
      z.object({
        transferItemId: id,
        adjustment: transferAdjustment.default(0),
        damagedAdjustment: transferAdjustment.default(0),
      }),
    )
    .max(2000)
    .default([]),
  transferItemsBulk: z
    .array(z.object({ transferItemId: id, adjustment: transferAdjustment.default(0) }))
    .max(2000)
    .default([]),
  /** New lines from additionalItems / additionalItemsBulk / additionalAssets. */
  addItems: z
    .array(
      z.object({ jobReadyItemId: id, amount: transferQuantity.default(0), damagedAmount: transferQuantity.default(0) }),
    )
    .max(2000)
    .default([]),
  addItemsBulk: z
    .array(z.object({ bulkItemId: id, amount: transferQuantity.default(0) }))
    .max(2000)
    .default([]),
  addAssets: z
    .array(z.object({ serializedItemId: id }))
    .max(2000)
    .default([]),
  /** Assets not yet shipped may be taken off the ticket. */
  removeAssets: z
    .array(z.object({ assetTransferId: id }))
    .max(2000)
    .default([]),
});
export type EditTransferInput = z.input<typeof editTransferBody>;

export const editTransfer = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/EditTransfer',
  access: TRANSFER,
  summary:
    "Save Adjustment on an open ticket, in one transaction and once per requestKey: each line's adjustment (and damagedAdjustment on a return) — a positive one at most the available amount (409 'Cannot add more than available.'), a negative one not taking the remaining amount below 0 (409 'Cannot Remove more than available.'), beyond 5 digits 400 'Invalid Input.' — plus added lines and assets (not already on the ticket) and removed unshipped assets. Moves nothing.",
  body: editTransferBody,
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

// --- ship / check in --------------------------------------------------------------------------------------

export const shipItemsBody = z.object({
  requestKey,
  transferRequestId: id,
  /** selected ≤ amountRemaining, selectedDamaged ≤ damagedAmount; the line's details go on the bill. */
  transferItems: z
    .array(
      z.object({
        transferItemId: id,
        selected: transferSelection.default(0),
        selectedDamaged: transferSelection.default(0),
        ...lineDetails,
      }),
    )
    .max(2000)
    .default([]),
  transferItemsBulk: z
    .array(z.object({ transferItemId: id, selected: transferSelection.default(0), ...lineDetails }))
    .max(2000)
    .default([]),
  assetTransfers: z
    .array(z.object({ assetTransferId: id, selected: z.boolean().default(false) }))
    .max(2000)
    .default([]),
});
export type ShipItemsInput = z.input<typeof shipItemsBody>;

export const shipItems = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/ShipItems',
  access: TRANSFER,
  summary:
    "Ship Items (the loaded ticket sent back with selected/selectedDamaged set; lines with 0 and unselected assets are ignored), once per requestKey: 409 jobsNotApproved while a job of the ticket is not approved through all stages; selected ≤ amountRemaining, selectedDamaged ≤ damagedAmount (409 'Cannot add more than available.'); the ledger refuses to oversell (409, nothing moves). Moves the amounts from the origin into transit (reason 'transfer') and the assets out of the origin, and creates the shipment's bill of lading (shipmentId).",
  body: shipItemsBody,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    transferRequestId: int(),
    shipmentId: int(),
  }),
});

export const checkInBody = z.object({
  requestKey,
  transferRequestId: id,
  /** selected ≤ inTransit, selectedDamaged ≤ inTransitDamaged. */
  transferItems: z
    .array(
      z.object({
        transferItemId: id,
        selected: transferSelection.default(0),
        selectedDamaged: transferSelection.default(0),
      }),
    )
    .max(2000)
    .default([]),
  transferItemsBulk: z
    .array(z.object({ transferItemId: id, selected: transferSelection.default(0) }))
    .max(2000)
    .default([]),
  assetTransfers: z
    .array(z.object({ assetTransferId: id, selected: z.boolean().default(false) }))
    .max(2000)
    .default([]),
});
export type CheckInInput = z.input<typeof checkInBody>;

export const checkInTransfer = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/CheckIn',
  access: TRANSFER,
  summary:
    "Check In at the destination (the loaded ticket sent back with selected set), once per requestKey: selected ≤ inTransit, selectedDamaged ≤ inTransitDamaged (409 'Cannot add more than available.'). Moves the amounts from transit into the destination (reason 'checkIn'; damaged into the yard's damaged count) and the assets to the destination.",
  body: checkInBody,
  response: z.object({ success: z.literal(true), message: z.string(), transferRequestId: int() }),
});

// --- bills of lading ------------------------------------------------------------------------------------

/** A shipper or consignee as the bill shows it. */
export const billParty = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  contact: z.string(),
});
export const billCarrier = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
/** The same as typed on the form: trimmed, bounded, absent or null is ''. */
const billPartyInput = z.object({
  name: optionalText(200),
  address1: optionalText(200),
  address2: optionalText(200),
  address3: optionalText(200),
  contact: optionalText(200),
});
const billCarrierInput = z.object({
  name: optionalText(200),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip: optionalText(20),
});

export const billOfLadingItem = z.object({
  shipmentItemId: int(),
  itemName: z.string(),
  /** Good and damaged units shipped (not editable). */
  quantity: int(),
  damaged: int(),
  description: z.string(),
  weight: int().nullable(),
  hazardous: z.boolean(),
  code: z.string(),
  rate: z.number().nullable(),
  charges: z.number().nullable(),
});
export const billOfLading = z.object({
  shipmentId: int(),
  transferRequestId: int(),
  billOfLadingIdentifier: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  carrier: billCarrier,
  driverName: z.string(),
  driverPhone: z.string(),
  origin: billParty,
  destination: billParty,
  codName: z.string(),
  codAddress: z.string(),
  codCity: z.string(),
  codState: z.string(),
  codZip: z.string(),
  codAmount: z.number().nullable(),
  /** COD fee terms: prepaid and/or collect (the two check boxes of a straight bill). */
  codFeePrepaid: z.boolean(),
  codFeeCollect: z.boolean(),
  codTotalCharges: z.number().nullable(),
  totalShipmentValue: z.number().nullable(),
  transferItems: z.array(billOfLadingItem),
  assetTransfers: z.array(z.object({ serializedItemId: int(), itemName: z.string(), serialNumber: z.string() })),
  /** Sums over the items. */
  totalWeight: int(),
  totalCharges: z.number(),
  /** The user may edit it (inventory.transfer). */
  editable: z.boolean(),
});
export type BillOfLading = z.infer<typeof billOfLading>;

export const getBillOfLading = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/BillOfLading',
  access: READ,
  summary: 'One bill of lading (id = shipmentId): /Inventory/BillOfLading/{id}.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: billOfLading }),
});

const shortDate = z
  .string({ error: 'Please enter a valid date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date.')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
  }, 'Please enter a valid date.');

export const billOfLadingBody = z.object({
  shipmentId: id,
  billOfLadingIdentifier: z
    .string({ error: messages.billOfLadingIdentifierRequired })
    .trim()
    .min(1, messages.billOfLadingIdentifierRequired)
    .max(50, 'At most 50 characters.'),
  date: shortDate,
  carrier: billCarrierInput,
  driverName: optionalText(200),
  driverPhone: optionalText(50),
  origin: billPartyInput,
  destination: billPartyInput,
  codName: optionalText(200),
  codAddress: optionalText(200),
  codCity: optionalText(100),
  codState: optionalText(50),
  codZip: optionalText(20),
  codAmount: billMoney.default(null),
  codFeePrepaid: z.boolean().default(false),
  codFeeCollect: z.boolean().default(false),
  codTotalCharges: billMoney.default(null),
  totalShipmentValue: billMoney.default(null),
  /** The bill's lines (quantities are the shipment's and are not changed here). */
  transferItems: z
    .array(
      z.object({
        shipmentItemId: id,
        description: optionalText(500),
        weight: billWeight.default(null),
        hazardous: z.boolean().default(false),
        code: optionalText(50),
        rate: billMoney.default(null),
        charges: billMoney.default(null),
      }),
    )
    .max(2000)
    .default([]),
});
export type BillOfLadingInput = z.input<typeof billOfLadingBody>;

export const saveBillOfLading = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/BillOfLading',
  access: TRANSFER,
  summary:
    'Saves a full bill of lading (weights whole lbs, money with at most 2 decimals); bills stay editable after the ticket closes.',
  body: billOfLadingBody,
  response: okMessage,
});

export const billOfLadingListRow = z.object({
  shipmentId: int(),
  transferRequestId: int(),
  /** YYYY-MM-DD of the bill. */
  date: z.string(),
  origin: z.string(),
  destination: z.string(),
  identifier: z.string(),
  carrier: z.string(),
});
export type BillOfLadingListRow = z.infer<typeof billOfLadingListRow>;

export const billOfLadingList = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/BillOfLadingList',
  access: READ,
  summary:
    'Bills of lading the user may see, newest first: historical off (default) the bills of open tickets, on every bill.',
  query: z.object({ historical: queryBool.optional() }),
  response: z.object({ success: z.literal(true), data: z.array(billOfLadingListRow) }),
});

export const billOfLadingPdf = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/BillOfLadingPdf',
  access: READ,
  summary:
    "The printable straight bill of lading (id = shipmentId) on the firm's letterhead: shipper, consignee, carrier, driver, items, assets, COD, totals, signatures.",
  query: z.object({ id }),
  file: true,
});

export const inventoryTransfersEndpoints = {
  transferYards,
  transferActiveJobs,
  transferActiveJobsWithInventory,
  availableYardInventory,
  availableJobInventory,
  createPickOrder,
  transferList,
  getTransferRequest,
  getEditTransfer,
  saveTransferRequest,
  editTransfer,
  cancelTransferRequest,
  closeTransferRequest,
  shipItems,
  checkInTransfer,
  getBillOfLading,
  saveBillOfLading,
  billOfLadingList,
  billOfLadingPdf,
};
