import { z } from 'zod';
import { INT_MAX, id, int, optionalText, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { ASSET_TYPE_METER } from '../inventory.ts';
import { ASSET_PAGE_LIMIT, ASSET_PAGE_SIZE, assetListQuery } from '../inventory-paging.ts';
import { messages } from '../messages.ts';
import { LIST_EXPORT, pageFields } from '../paging.ts';
import { EDIT, positiveId, VIEW } from './internal.ts';

// The assets themselves: their types and status words, the lists, the profile, the editor and creation.

/** The asset types (spec 4 §3: value 0 means meter). A fixed list: the specification names no editor. */
export const assetTypes = [
  { assetTypeId: ASSET_TYPE_METER, assetTypeName: 'Meter' },
  { assetTypeId: 1, assetTypeName: 'Calibrator' },
  { assetTypeId: 2, assetTypeName: 'Weather Station' },
  { assetTypeId: 3, assetTypeName: 'Camera' },
  { assetTypeId: 4, assetTypeName: 'Generator' },
  { assetTypeId: 5, assetTypeName: 'Other' },
  { assetTypeId: 6, assetTypeName: 'Light Tower' },
  { assetTypeId: 7, assetTypeName: 'Telehandler' },
  { assetTypeId: 8, assetTypeName: 'Trailer' },
] as const;
export const assetTypeName = (assetType: number) =>
  assetTypes.find((t) => t.assetTypeId === assetType)?.assetTypeName ?? 'Other';

/** Status words of the history (spec 4 §9 does not show them; these are ours). */
export const assetStatusWords = {
  available: 'Available',
  atJob: 'At Job',
  onRepair: 'On Repair',
  checkedIn: 'Checked In',
  decommissioned: 'Decommissioned',
  created: 'Created',
  edited: 'Edited',
  moved: 'Moved',
  failureReported: 'Failure Reported',
} as const;

/** 'YYYY-MM-DD' or an ISO date-time (the date part is kept); empty or null means none. */
const optionalDay = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$|^$/, 'Enter a date as YYYY-MM-DD.')
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null));
const price = z
  .number({ error: 'Enter the purchase price as a number.' })
  .min(0, 'The purchase price cannot be negative.')
  .max(9999999999.99, 'At most 9999999999.99.')
  .nullish()
  .transform((v) => (v === undefined || v === null ? null : Math.round(v * 100) / 100));

// --- reading ------------------------------------------------------------------------------------------

export const assetListRow = z.object({
  serializedItemId: int(),
  name: z.string(),
  serialNumber: z.string(),
  status: z.string(),
  /** The yard or job it is at; 'Repair' while on repair. */
  location: z.string(),
  /** ISO date-time of the latest status change, or null. */
  lastActivity: z.string().nullable(),
  assetType: int(),
  onRepair: z.boolean(),
  decommissioned: z.boolean(),
  /** A meter's calibration due day (YYYY-MM-DD; null when never calibrated or not a meter). */
  calibrationDue: z.string().nullable(),
  /** A meter whose calibration has lapsed (due before today, or never calibrated). */
  calibrationOverdue: z.boolean(),
});
export type AssetListRow = z.infer<typeof assetListRow>;

export const assetStatusRow = z.object({
  status: z.string(),
  location: z.string(),
  /** ISO date-time. */
  date: z.string(),
  statusNote: z.string(),
});

export const assetProfile = z.object({
  serializedItemId: int(),
  name: z.string(),
  serialNumber: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  licenses: z.string(),
  purchaseDate: z.string().nullable(),
  lastCalibratedDate: z.string().nullable(),
  purchasePrice: z.number().nullable(),
  assetType: int(),
  assetTypeName: z.string(),
  meterType: int().nullable(),
  meterTypeName: z.string().nullable(),
  yardId: int().nullable(),
  yardName: z.string().nullable(),
  jobId: int().nullable(),
  status: z.string(),
  location: z.string(),
  lastActivity: z.string().nullable(),
  decommissioned: z.boolean(),
  onRepair: z.boolean(),
  /** The payload of the asset's QR label (see AssetByLabel). */
  labelCode: z.string(),
  /** Newest first. */
  statuses: z.array(assetStatusRow),
});
export type AssetProfile = z.infer<typeof assetProfile>;

const listResponse = z.object({ success: z.literal(true), data: z.array(assetListRow), ...pageFields });

export const assetList = endpoint({
  method: 'GET',
  path: '/AssetInventory/GetSerializedItemAndStatusList',
  access: VIEW,
  summary: `Assets (decommissioned included, flagged) with status, location and last activity, a page at a time (${ASSET_PAGE_SIZE} rows unless limit says, at most ${ASSET_PAGE_LIMIT}): sorted by the server (sort, dir; by name without), searched by name or serial number, optionally only those out for repair; \`after\` = the previous page's \`next\`.`,
  query: assetListQuery,
  response: listResponse,
});
export const outForRepairList = endpoint({
  method: 'GET',
  path: '/AssetInventory/OutForRepairList',
  access: VIEW,
  summary: 'The assets on repair, in the list shape and with the same paging, sorting and search.',
  query: assetListQuery,
  response: listResponse,
});
export const assetListExport = endpoint({
  method: 'GET',
  path: '/AssetInventory/GetSerializedItemAndStatusList/Export',
  access: VIEW,
  summary: `GetSerializedItemAndStatusList's assets (searched, out for repair only, sorted as asked), ${LIST_EXPORT}.`,
  query: assetListQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});
export const assetProfileCall = endpoint({
  method: 'GET',
  path: '/AssetInventory/SerializedItemProfile',
  access: VIEW,
  summary: "An asset's detail page (id = serializedItemId) with its status history, newest first.",
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: assetProfile }),
});

export const assetAtJob = endpoint({
  method: 'GET',
  path: '/AssetInventory/AssetAtJob',
  access: VIEW,
  summary: 'The assets at a job (id = jobId, through the job gate), in the list shape.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(assetListRow) }),
});

// --- editing and creating ---------------------------------------------------------------------------

/** The editor's fields (create and save share them). */
export const assetFields = z
  .object({
    name: optionalText(200),
    serialNumber: requiredText(messages.serialNumberRequired, 100),
    manufacturer: requiredText(messages.manufacturerRequired, 200),
    model: requiredText(messages.modelRequired, 200),
    licenses: optionalText(2000),
    purchaseDate: optionalDay,
    lastCalibratedDate: optionalDay,
    purchasePrice: price,
    assetType: z
      .number({ error: messages.selectAssetType })
      .int(messages.selectAssetType)
      .refine((v) => assetTypes.some((t) => t.assetTypeId === v), messages.selectAssetType),
    /** Required for a meter (asset type 0); sent as null for other types. */
    meterType: z.number().int().positive(messages.selectMeterType).max(INT_MAX, messages.selectMeterType).nullish(),
    yardId: positiveId(messages.selectYard),
  })
  .superRefine((v, c) => {
    if (v.assetType === ASSET_TYPE_METER && !v.meterType)
      c.addIssue({ code: 'custom', path: ['meterType'], message: messages.selectMeterType });
  })
  .transform((v) => ({ ...v, meterType: v.assetType === ASSET_TYPE_METER ? (v.meterType ?? null) : null }));
export type AssetFieldsInput = z.input<typeof assetFields>;

export const assetEditor = z.object({
  serializedItemId: int(),
  name: z.string(),
  serialNumber: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  licenses: z.string(),
  purchaseDate: z.string().nullable(),
  lastCalibratedDate: z.string().nullable(),
  purchasePrice: z.number().nullable(),
  assetType: int(),
  meterType: int().nullable(),
  yardId: int().nullable(),
});
export type AssetEditor = z.infer<typeof assetEditor>;

export const getAsset = endpoint({
  method: 'GET',
  path: '/AssetInventory/Asset',
  access: VIEW,
  summary: "An asset's editable fields (id = serializedItemId).",
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: assetEditor }),
});
export const saveAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/Asset',
  access: EDIT,
  summary:
    'Saves an asset (serializedItemId and the editor fields; dates as ISO). A decommissioned asset cannot be edited (409).',
  body: z.intersection(z.object({ serializedItemId: id }), assetFields),
  response: z.object({ success: z.literal(true), message: z.string(), serializedItemId: int() }),
});
export const createAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/CreateSerializedItem',
  access: EDIT,
  summary:
    'Creates an asset at a yard (serialNumber, yardId, manufacturer, model, licenses, purchaseDate, lastCalibratedDate, purchasePrice, assetType, meterType; name defaults to manufacturer and model). Serial numbers are unique within an asset type.',
  body: assetFields,
  response: z.object({ success: z.literal(true), message: z.string(), serializedItemId: int() }),
});
export const assetTypeList = endpoint({
  method: 'GET',
  path: '/AssetInventory/AssetTypeList',
  access: VIEW,
  summary: 'The asset types (assetTypeId, assetTypeName); 0 is a meter.',
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ assetTypeId: int(), assetTypeName: z.string() })),
  }),
});
