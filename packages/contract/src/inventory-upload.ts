import { z } from 'zod';
import { INT_MAX, int } from './common.ts';
import { endpoint } from './endpoint.ts';
import { yard } from './inventory-stock.ts';
import { messages } from './messages.ts';

// Inventory Excel upload (spec 4 §2 "/Inventory/Excel", §5 "Excel upload", §7, §8): a template to
// download, and a filled-in sheet that moves its stock from an origin yard to a destination job in
// one transaction through the stock ledger (reason 'upload'), exactly once per client request key.

/** Uploading moves stock without a ticket: it is an inventory administrator's call (permissions.ts). */
const UPLOAD = 'inventory.adjust';

/** The template's file name (spec 4 §2). */
export const INVENTORY_TEMPLATE_NAME = 'InventoryUploadTemplate.xlsx';
/** The headings of the sheet, in order: the first row of an uploaded sheet must read them. */
export const uploadColumns = ['Item type', 'Item name', 'Amount'] as const;
export type UploadColumn = (typeof uploadColumns)[number];
/** What the Item type column says of each kind of counted stock. */
export const uploadItemTypes = { jobReady: 'Job-ready', bulk: 'Bulk' } as const;

/** The most item rows one sheet may list. */
export const UPLOAD_ROW_LIMIT = 2000;
/** The largest file accepted (bytes); the template filled to the row limit is a small fraction of it. */
export const UPLOAD_FILE_LIMIT = 5 * 1024 * 1024;
/** The most a workbook may unpack to (bytes), checked before it is read: zip bombs stop here. */
export const UPLOAD_UNPACKED_LIMIT = 20 * 1024 * 1024;
/** The largest amount of one row: up to 5 digits, like a pick ticket's quantities (spec 4 §9). */
export const UPLOAD_AMOUNT_MAX = 99999;

/** 400: the workbook unpacks to more than the limit. */
export const uploadTooBig = (mb: number) =>
  `This workbook unpacks to more than ${mb} MB, far more than an upload sheet holds. Use the template.`;
/** 400: more rows than one upload may list. */
export const uploadTooManyRows = (limit: number) =>
  `The sheet has more than ${limit.toLocaleString('en-US')} rows. Split it into files of at most ${limit.toLocaleString('en-US')} rows.`;

/** One refused row of a sheet: 'Row 4, Amount: not a whole number.' */
export const uploadRowProblem = (rows: readonly number[], column: UploadColumn, problem: string) =>
  `${rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`}, ${column}: ${problem}`;

/** The problems a row can have, as uploadRowProblem words them after the row and column. */
export const uploadProblems = {
  missing: 'missing.',
  notWholeNumber: 'not a whole number.',
  notPositive: 'must be more than 0.',
  tooLarge: `more than ${UPLOAD_AMOUNT_MAX}.`,
  formula: 'a formula. Type the value itself.',
  itemType: `must be ${uploadItemTypes.jobReady} or ${uploadItemTypes.bulk}.`,
  unknownItem: (name: string, kind: 'jobReady' | 'bulk' | null) =>
    `'${name}' is not ${kind === 'jobReady' ? 'a job-ready item' : kind === 'bulk' ? 'a bulk item' : 'a job-ready or bulk item'} of the catalogue.`,
  wrongType: (name: string, kind: 'jobReady' | 'bulk') =>
    `'${name}' is ${kind === 'jobReady' ? 'a job-ready item, not a bulk item' : 'a bulk item, not a job-ready item'}.`,
  ambiguous: (name: string) =>
    `'${name}' is both a job-ready and a bulk item: choose ${uploadItemTypes.jobReady} or ${uploadItemTypes.bulk}.`,
  notEnough: (asked: number, name: string, available: number, yardName: string) =>
    `${asked} ${name} asked for, ${available} available at ${yardName}.`,
} as const;

/** The first rows' problems shown, then how many more there are. */
export const UPLOAD_PROBLEMS_SHOWN = 50;
export const uploadMoreProblems = (n: number) => `…and ${n} more ${n === 1 ? 'problem' : 'problems'}.`;

// --- the form -------------------------------------------------------------------------------------

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

/**
 * The form fields of the multipart upload (spec 4 §7: YardId, JobId, file) with the client's request
 * key, a uuid generated when the form is filled (a repeat answers the first result, moving nothing).
 */
export const uploadFields = z.object({
  YardId: positiveId(messages.selectYard),
  JobId: positiveId(messages.uploadSelectJob),
  requestKey: z.uuid({ error: messages.uploadRequestKey }),
});
export type UploadFields = z.input<typeof uploadFields>;

export const uploadJob = z.object({
  jobId: int(),
  jobName: z.string(),
  jobNumber: z.string(),
  accountName: z.string(),
});
export type UploadJob = z.infer<typeof uploadJob>;

// --- endpoints ------------------------------------------------------------------------------------

export const inventoryExcelOptions = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/InventoryExcelOptions',
  access: UPLOAD,
  summary:
    "The upload form's choices: the origin yards the user may work from (AllowedYards) and the active destination jobs (not canceled, before billing, visible to the user), by name.",
  response: z.object({ success: z.literal(true), yards: z.array(yard), jobs: z.array(uploadJob) }),
});

export const inventoryExcelTemplate = endpoint({
  method: 'GET',
  path: '/InventoryTransfer/InventoryExcel',
  access: UPLOAD,
  summary:
    "The upload template 'InventoryUploadTemplate.xlsx': an Inventory sheet (Item type, Item name, Amount) whose item names are drop-down lists of the catalogue and amounts whole numbers, and an Instructions sheet.",
  file: 'xlsx',
});

export const uploadInventoryExcel = endpoint({
  method: 'POST',
  path: '/InventoryTransfer/UploadInventoryExcel',
  access: UPLOAD,
  summary:
    'Moves the stock a filled-in template lists from the origin yard (YardId) to the destination job (JobId), all rows in one transaction or none: any bad row refuses the whole file (400 naming each row and column). multipart: YardId, JobId, requestKey (uuid; a repeat answers the first result) and one .xlsx file.',
  multipart: true,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    /** The stored upload record (the movements' reference). */
    uploadId: int(),
    /** Item rows read from the sheet. */
    rows: int(),
    /** Distinct items moved (repeated rows of one item are summed). */
    items: int(),
  }),
});

export const inventoryUploadEndpoints = {
  inventoryExcelOptions,
  inventoryExcelTemplate,
  uploadInventoryExcel,
};
