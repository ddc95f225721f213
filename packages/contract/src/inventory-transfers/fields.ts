import { z } from 'zod';
import { INT_MAX } from '../common.ts';
import { messages } from '../messages.ts';

// The words of transfers and the field rules its requests share (spec 4 §5, §9).

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
/** Each list's name on the screens, its export's sheet and file. */
export const transferListTitles: Record<TransferListType, string> = {
  Pick: 'Yard Pick Tickets',
  JobPick: 'Job Pick Tickets',
  Return: 'Yard Check In',
  JobReceiving: 'Job Check In',
  JobCheckIn: 'Job Check In',
  PickTickets: 'Pick Tickets',
};

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
