import { z } from 'zod';
import { id, int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { transferSelection } from './fields.ts';
import { lineDetails, requestKey, TRANSFER } from './internal.ts';

// Ship Items: the selected amounts leave the origin on a new bill of lading (spec 4 §5 "Check-in and ship selection").

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
