import { z } from 'zod';
import { INT_MAX, id, int, okMessage, optionalText, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { ASSET_TYPE_METER } from './inventory.ts';
import { ASSET_PAGE_LIMIT, ASSET_PAGE_SIZE, assetListQuery } from './inventory-paging.ts';
import { messages } from './messages.ts';
import { pageFields } from './paging.ts';

// Serialized assets (spec 4 §2 "Assets", §3 "Asset", "Repair payloads", "Asset failure form", §4, §5,
// §7 "Assets"): the list, profile, editor, creation, repair, decommissioning, failure reports with
// photos, and (designed here) QR label sheets with a lookup by the label's payload. The meter type
// list is in inventory.ts; technicians come from /User/UserList (users.ts).

const VIEW = ['inventory.view', 'inventory.assets'] as const;
const EDIT = 'inventory.assets';

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

/** The prefix of an asset label's QR payload: `FB-ASSET:{labelCode}`. */
export const ASSET_LABEL_PREFIX = 'FB-ASSET:';

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
const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

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
export const assetProfileCall = endpoint({
  method: 'GET',
  path: '/AssetInventory/SerializedItemProfile',
  access: VIEW,
  summary: "An asset's detail page (id = serializedItemId) with its status history, newest first.",
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: assetProfile }),
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

// --- state changes ----------------------------------------------------------------------------------

export const decommissionAsset = endpoint({
  method: 'GET',
  path: '/AssetInventory/DecommissionItem',
  access: EDIT,
  summary: 'Decommissions an asset (id = serializedItemId) permanently; 409 when already decommissioned.',
  query: z.object({ id }),
  response: okMessage,
});

export const repairAssetBody = z.object({
  assetId: id,
  repairNote: optionalText(2000),
});
export const repairAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/RepairAsset',
  access: EDIT,
  summary: 'Sends an active asset to repair (assetId, repairNote); 409 when on repair or decommissioned.',
  body: repairAssetBody,
  response: okMessage,
});

export const checkInRepairBody = z.object({
  assetId: id,
  repairNote: optionalText(2000),
  yardId: positiveId(messages.selectYardToCheckInto),
});
export const checkInRepairedAsset = endpoint({
  method: 'POST',
  path: '/AssetInventory/CheckInRepairedAsset',
  access: EDIT,
  summary: "Checks a repaired asset in at a yard (assetId, repairNote, yardId: 'Please select a yard to check into.').",
  body: checkInRepairBody,
  response: okMessage,
});

export const assetAtJob = endpoint({
  method: 'GET',
  path: '/AssetInventory/AssetAtJob',
  access: VIEW,
  summary: 'The assets at a job (id = jobId, through the job gate), in the list shape.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(assetListRow) }),
});

// --- failures -----------------------------------------------------------------------------------------

export const failureJobHistory = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureJobHistory',
  access: VIEW,
  summary: 'The jobs an asset has been at (newest first), for the failure form: jobId, jobName, jobNumber.',
  query: z.object({ assetId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ jobId: int(), jobName: z.string(), jobNumber: z.string() })),
  }),
});

const requiredDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message);

export const failureFormBody = z.object({
  /** 0 creates. */
  assetFailureId: z.number().int().min(0).max(INT_MAX).default(0),
  assetId: id,
  lastOperation: requiredDateTime(messages.failureLastOperationRequired),
  failureDate: requiredDateTime(messages.failureDateRequired),
  jobFailureId: positiveId(messages.failureJobRequired),
  technicianId: positiveId(messages.failureTechnicianRequired),
  meterInCirculation: z.boolean({ error: messages.failureCirculationRequired }),
  natureOfFailure: requiredText(messages.failureNatureRequired, 4000),
  correctiveActions: requiredText(messages.failureCorrectiveRequired, 4000),
});
export type FailureFormInput = z.input<typeof failureFormBody>;

export const failurePhoto = z.object({ assetFailurePhotoId: int(), fileName: z.string() });
export const failureReport = z.object({
  assetFailureId: int(),
  assetId: int(),
  lastOperation: z.string(),
  failureDate: z.string(),
  jobFailureId: int().nullable(),
  technicianId: int().nullable(),
  meterInCirculation: z.boolean(),
  natureOfFailure: z.string(),
  correctiveActions: z.string(),
  serialNumber: z.string(),
  assetName: z.string(),
  officeName: z.string(),
  technicianName: z.string(),
  /** The job's name (and number). */
  jobFailure: z.string(),
  photos: z.array(failurePhoto),
});
export type FailureReport = z.infer<typeof failureReport>;

export const failureLogRow = z.object({
  assetFailureId: int(),
  /** The failure date, ISO. */
  date: z.string(),
  serialNumber: z.string(),
  office: z.string(),
  job: z.string(),
  inCirculation: z.boolean(),
  description: z.string(),
  response: z.string(),
});
export type FailureLogRow = z.infer<typeof failureLogRow>;

export const saveFailureForm = endpoint({
  method: 'POST',
  path: '/AssetInventory/FailureForm',
  access: EDIT,
  summary:
    'Saves a failure report of an asset (assetFailureId 0 creates); the answer carries its id for the photo uploads.',
  body: failureFormBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});
export const getFailureForm = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureForm',
  access: VIEW,
  summary: 'One failure report (id = assetFailureId), read view with its photos.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: failureReport }),
});
export const failureFormList = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureFormList',
  access: VIEW,
  summary:
    'The failure log between two days inclusive (startDate, endDate as YYYY-MM-DD or ISO; the default range is the last 90 days up to now), newest first.',
  query: z.object({ startDate: z.string().max(40).optional(), endDate: z.string().max(40).optional() }),
  response: z.object({ success: z.literal(true), data: z.array(failureLogRow) }),
});

/** The text field of the photo upload (multipart); the image travels in the field `file`. */
export const failurePhotoFields = z.object({ FailureId: z.coerce.number().int().positive().max(INT_MAX) });
export const uploadFailurePhoto = endpoint({
  method: 'POST',
  path: '/AssetInventory/FailurePhoto',
  access: EDIT,
  summary:
    'Adds a photo to a failure report (FailureId, file). Images only, checked by content; one file; kept with a resized copy.',
  multipart: true,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    assetFailurePhotoId: int(),
    fileName: z.string(),
  }),
});
export const getFailurePhoto = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailurePhoto',
  access: VIEW,
  summary: 'A failure photo (PhotoId): the resized copy, or the original with original=true; its real type, nosniff.',
  query: z.object({ PhotoId: id, original: z.enum(['true', 'false']).optional() }),
  file: true,
});
export const deleteFailurePhoto = endpoint({
  method: 'GET',
  path: '/AssetInventory/DeleteFailurePhoto',
  access: EDIT,
  summary: 'Removes a failure photo (PhotoId).',
  query: z.object({ PhotoId: id }),
  response: okMessage,
});

// --- labels (designed) ------------------------------------------------------------------------------

export const assetLabelsBody = z.object({
  assetIds: z.array(id).max(1000).optional(),
  yardId: id.optional(),
});
export const assetLabels = endpoint({
  method: 'POST',
  path: '/AssetInventory/AssetLabels',
  access: EDIT,
  summary:
    'A PDF sheet of QR labels (name, serial number, QR of the label code) for the listed assets, or every active asset of a yard, or every active asset; 404 when there is none.',
  body: assetLabelsBody,
  file: true,
});
export const assetByLabel = endpoint({
  method: 'GET',
  path: '/AssetInventory/AssetByLabel',
  access: VIEW,
  summary: "The asset a scanned QR label names (code = the label's payload, or a URL ending in it).",
  query: z.object({ code: z.string().trim().min(1).max(500) }),
  response: z.object({ success: z.literal(true), data: z.object({ serializedItemId: int() }) }),
});

export const inventoryAssetEndpoints = {
  assetList,
  outForRepairList,
  assetProfileCall,
  getAsset,
  saveAsset,
  createAsset,
  assetTypeList,
  decommissionAsset,
  repairAsset,
  checkInRepairedAsset,
  assetAtJob,
  failureJobHistory,
  saveFailureForm,
  getFailureForm,
  failureFormList,
  uploadFailurePhoto,
  getFailurePhoto,
  deleteFailurePhoto,
  assetLabels,
  assetByLabel,
};
