import { z } from 'zod';
import { id, int, okMessage, optionalText, queryBool } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { billMoney, billWeight } from './fields.ts';
import { READ, TRANSFER } from './internal.ts';

// Bills of lading: one per shipment, editable after the ticket closes (spec 4 §3 "Bill of lading").

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
  file: 'pdf',
});
