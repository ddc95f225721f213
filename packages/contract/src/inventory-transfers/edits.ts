import { z } from 'zod';
import { id, okMessage } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { transferAdjustment, transferQuantity } from './fields.ts';
import { requestKey, TRANSFER } from './internal.ts';

// Save Adjustment on an open ticket (spec 4 §5 "Transfer adjustment").

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
