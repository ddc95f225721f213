// The inventory transfers area's public entry: `@fieldbook/contract/inventory-transfers` and index.ts
// export what it exports, so importers never name a part. Its parts live in the folder
// inventory-transfers/, one file per sub-resource, rather than beside it as inventory-transfers-*.ts:
// src/ keeps one file per area (docs/contributing.md "One name per area"), so a part is never taken for
// an area of its own, and internal.ts, which the parts share, stays out of this entry.
//
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

import {
  billOfLadingList,
  billOfLadingPdf,
  getBillOfLading,
  saveBillOfLading,
} from './inventory-transfers/bills-of-lading.ts';
import { checkInTransfer } from './inventory-transfers/check-in.ts';
import { editTransfer } from './inventory-transfers/edits.ts';
import {
  availableJobInventory,
  availableYardInventory,
  transferActiveJobs,
  transferActiveJobsWithInventory,
  transferYards,
} from './inventory-transfers/locations.ts';
import { createPickOrder } from './inventory-transfers/pick-orders.ts';
import { shipItems } from './inventory-transfers/shipping.ts';
import {
  cancelTransferRequest,
  closeTransferRequest,
  getEditTransfer,
  getTransferRequest,
  saveTransferRequest,
  transferList,
  transferListExport,
} from './inventory-transfers/tickets.ts';

export * from './inventory-transfers/bills-of-lading.ts';
export * from './inventory-transfers/check-in.ts';
export * from './inventory-transfers/edits.ts';
export * from './inventory-transfers/fields.ts';
export * from './inventory-transfers/locations.ts';
export * from './inventory-transfers/pick-orders.ts';
export * from './inventory-transfers/shipping.ts';
export * from './inventory-transfers/tickets.ts';

/** Every endpoint of the area: the server binds them from here (domains/inventory/transfers.routes.ts). */
export const inventoryTransfersEndpoints = {
  transferYards,
  transferActiveJobs,
  transferActiveJobsWithInventory,
  availableYardInventory,
  availableJobInventory,
  createPickOrder,
  transferList,
  transferListExport,
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
