import { z } from 'zod';
import { id, int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { transferSelection } from './fields.ts';
import { requestKey, TRANSFER } from './internal.ts';

// Check In at the destination (spec 4 §5 "Check-in and ship selection").

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
