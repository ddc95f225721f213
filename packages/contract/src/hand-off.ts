import { z } from 'zod';
import { INT_MAX, id, idBody, int, okMessage, queryBool, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import type { Permission } from './permissions.ts';

/** The hand-off stage: hand-off profile, mobilization, scope items, the scope builder tree, job attachments (spec 2). */

/** An amount of money: at least 0, at most 2 decimals; null when left empty. */
const money = z
  .number({ error: messages.moneyInvalid })
  .min(0, messages.moneyInvalid)
  .max(9_999_999_999.99, messages.moneyInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.moneyInvalid)
  .nullable();

/** 'YYYY-MM-DD' or null. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date.')
  .nullable();

// --- hand-off -------------------------------------------------------------------------------------

export const handOff = z.object({
  handOffId: int(),
  /** The agreed price, as text with 2 decimals ('12500.00'), or null. */
  price: z.string().nullable(),
  additionalInfo: z.string(),
  prevailingWage: z.boolean(),
  completed: z.boolean(),
});
export type HandOff = z.infer<typeof handOff>;

export const mobilization = z.object({
  mobilizationId: int().nullable(),
  installType: z.string(),
  removalType: z.string(),
  leadTime: z.string(),
  installDate: z.string().nullable(),
  removalDate: z.string().nullable(),
  totalLoads: int().nullable(),
  installCost: z.string().nullable(),
  removalCost: z.string().nullable(),
});
export type Mobilization = z.infer<typeof mobilization>;

export const scopeItem = z.object({
  scopeItemId: int(),
  /** The chosen tiers, root to leaf, joined with ' - ' ('Sound Wall - STC 32 - 24 ft - Freestanding'). */
  name: z.string(),
  description: z.string(),
  quantity: int(),
  optional: z.boolean(),
  /** Included in the budget summary. */
  summary: z.boolean(),
});
export type ScopeItem = z.infer<typeof scopeItem>;

/** A job's whole hand-off, as the Scope stage shows it. */
export const handOffProfile = z.object({
  success: z.literal(true),
  handOff,
  mobilization,
  scopeItems: z.array(scopeItem),
  displayReview: z.boolean(),
});
export type HandOffProfile = z.infer<typeof handOffProfile>;

export const getHandOffProfile = endpoint({
  method: 'POST',
  path: '/HandOff/GetHandOffProfile',
  access: 'jobs.view',
  summary:
    "A job's hand-off: price, additional info, prevailing wage, completed, mobilization and scope items; displayReview when the job is at review (step 2) and the user may review its class.",
  body: idBody,
  response: handOffProfile,
});

export const checkHandOffEdit = endpoint({
  method: 'POST',
  path: '/HandOff/CheckEdit',
  access: 'jobs.view',
  summary:
    "success true when the user may edit the hand-off: 'stage.handOff' for the job's class, the job at step 1, not canceled, not a Drilling User.",
  body: idBody,
  response: z.object({ success: z.boolean() }),
});

export const MOBILIZATION_TYPES = ['Crane', 'Telehandler', 'Forklift', 'Hand Install', 'Rig-mounted'] as const;

export const saveMobilizationBody = z
  .object({
    handOffId: id,
    installType: z.string().trim().max(100),
    removalType: z.string().trim().max(100),
    leadTime: z.string().trim().max(100),
    installDate: isoDate,
    removalDate: isoDate,
    totalLoads: z
      .number({ error: 'Total loads must be a whole number of 0 or more.' })
      .int()
      .min(0)
      .max(INT_MAX, 'Total loads must be a whole number of 0 or more.')
      .nullable(),
    installCost: money,
    removalCost: money,
  })
  .refine((m) => !m.installDate || !m.removalDate || m.removalDate >= m.installDate, {
    message: messages.mobilizationRemovalBeforeInstall,
    path: ['removalDate'],
  });
export type SaveMobilizationBody = z.input<typeof saveMobilizationBody>;

export const saveMobilization = endpoint({
  method: 'POST',
  path: '/HandOff/SaveMobilization',
  access: 'stage.handOff',
  summary: 'Saves the mobilization of a hand-off (the removal date may not be before the install date).',
  body: saveMobilizationBody,
  response: okMessage,
});

export const saveHandOffInfoBody = z.object({
  handOffId: id,
  /** The additional info. */
  description: z.string().trim().max(4000),
  prevailingWage: z.boolean(),
  /** The agreed price; left unchanged when absent. */
  price: money.optional(),
});
export type SaveHandOffInfoBody = z.input<typeof saveHandOffInfoBody>;

export const saveHandOffInfo = endpoint({
  method: 'POST',
  path: '/HandOff/SaveHandOffInfo',
  access: 'stage.handOff',
  summary: 'Saves the additional info (description), the prevailing-wage flag and optionally the price.',
  body: saveHandOffInfoBody,
  response: okMessage,
});

export const completeStepOne = endpoint({
  method: 'POST',
  path: '/HandOff/CompleteStepOne',
  access: 'stage.handOff',
  summary:
    "'Completed - Flag for Review': marks the hand-off completed and moves the job {id} to review (step 2). Needs at least one scope item.",
  body: idBody,
  response: okMessage,
});

// --- scope items ----------------------------------------------------------------------------------

/** Quantity as typed: digits only (the form strips anything else). */
const quantityText = z
  .union([z.number(), z.string()], { error: messages.scopeQuantityInvalid })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}$/, messages.scopeQuantityInvalid))
  .transform(Number);

export const addScopeItemBody = z.object({
  /** The chosen node ids, root to leaf. */
  selections: z.array(id, { error: messages.scopeSelectAll }).min(1, messages.scopeSelectAll),
  quantity: quantityText,
  description: requiredText(messages.scopeDescriptionRequired, 1000),
  optional: z.boolean().default(false),
  handOffId: id,
});
export type AddScopeItemBody = z.input<typeof addScopeItemBody>;

export const addScopeItem = endpoint({
  method: 'POST',
  path: '/JobScope/JobScope',
  access: 'stage.handOff',
  summary:
    'Adds a scope item: the tree path root to leaf (every tier until a leaf), a quantity of digits and a description.',
  body: addScopeItemBody,
  response: z.object({ success: z.literal(true), message: z.string(), scopeItemId: int() }),
});

export const editScopeItemBody = z.object({
  scopeItemID: id,
  quantity: quantityText,
  description: requiredText(messages.scopeDescriptionRequired, 1000),
});
export type EditScopeItemBody = z.input<typeof editScopeItemBody>;

export const editScopeItem = endpoint({
  method: 'POST',
  path: '/JobScope/EditJobScopeItem',
  access: 'stage.handOff',
  summary: "Changes a scope item's quantity (0 or more) and description.",
  body: editScopeItemBody,
  response: okMessage,
});

export const deleteScopeItem = endpoint({
  method: 'GET',
  path: '/JobScope/DeleteJobScopeItem',
  access: 'stage.handOff',
  summary: 'Deletes a scope item.',
  query: z.object({ ScopeItemId: id }),
  response: okMessage,
});

export const scopeIncludeSummary = endpoint({
  method: 'POST',
  path: '/JobScope/JobScopeIncludeSummary',
  access: 'stage.handOff',
  summary: 'Includes a scope item in the budget summary, or leaves it out.',
  body: z.object({ ScopeItemId: id, Summary: z.boolean() }),
  response: okMessage,
});

export const budgetSummary = endpoint({
  method: 'GET',
  path: '/JobScope/GetJobScopeBudgetSummary',
  access: 'jobs.view',
  summary:
    'The budget summary spreadsheet (BudgetSummary-{jobId}.xlsx): job header, the scope items included in the summary, mobilization.',
  query: z.object({ HandOffId: id }),
  file: true,
});

// --- scope builder tree ---------------------------------------------------------------------------

export interface ScopeNode {
  scopeBuilderId: number;
  itemName: string;
  children: ScopeNode[];
}
export const scopeNode: z.ZodType<ScopeNode> = z.lazy(() =>
  z.object({ scopeBuilderId: int(), itemName: z.string(), children: z.array(scopeNode) }),
);

export interface AdminScopeNode {
  scopeBuilderId: number;
  itemName: string;
  enabled: boolean;
  children: AdminScopeNode[];
}
export const adminScopeNode: z.ZodType<AdminScopeNode> = z.lazy(() =>
  z.object({
    scopeBuilderId: int(),
    itemName: z.string(),
    enabled: z.boolean(),
    children: z.array(adminScopeNode),
  }),
);

export const scopeBuilderTree = endpoint({
  method: 'GET',
  path: '/JobScope/ScopeBuilderTree',
  access: 'jobs.view',
  summary: 'The enabled scope builder tree, in order, for the tier dropdowns of the hand-off form.',
  response: z.object({ success: z.literal(true), data: z.array(scopeNode) }),
});

export const adminScopeTree = endpoint({
  method: 'GET',
  path: '/ScopeBuilder/Tree',
  access: 'admin.scopeBuilder',
  summary: 'The whole scope builder tree, disabled items included, in order.',
  response: z.object({ success: z.literal(true), data: z.array(adminScopeNode) }),
});

export const saveScopeNodeBody = z.object({
  /** Absent: a new item under parentId. */
  scopeBuilderId: id.optional(),
  /** null: a top-level item. Ignored when renaming. */
  parentId: id.nullable().default(null),
  itemName: requiredText(messages.scopeNodeNameRequired, 100),
});
export type SaveScopeNodeBody = z.input<typeof saveScopeNodeBody>;

export const saveScopeNode = endpoint({
  method: 'POST',
  path: '/ScopeBuilder/SaveNode',
  access: 'admin.scopeBuilder',
  summary: 'Adds an item under a parent (last in order) or renames an item.',
  body: saveScopeNodeBody,
  response: z.object({ success: z.literal(true), message: z.string(), scopeBuilderId: int() }),
});

export const moveScopeNode = endpoint({
  method: 'POST',
  path: '/ScopeBuilder/MoveNode',
  access: 'admin.scopeBuilder',
  summary: 'Moves an item one place up or down among its siblings.',
  body: z.object({ scopeBuilderId: id, direction: z.enum(['up', 'down']) }),
  response: okMessage,
});

export const disableScopeNode = endpoint({
  method: 'POST',
  path: '/ScopeBuilder/DisableNode',
  access: 'admin.scopeBuilder',
  summary:
    'Disables an item: it and everything beneath it are no longer offered (existing scope items keep their names).',
  body: idBody,
  response: okMessage,
});

export const enableScopeNode = endpoint({
  method: 'POST',
  path: '/ScopeBuilder/EnableNode',
  access: 'admin.scopeBuilder',
  summary: 'Enables an item again; its children keep their own state.',
  body: idBody,
  response: okMessage,
});

// --- job attachments ------------------------------------------------------------------------------

/** The job steps that carry attachments, and the stage permission that may change them. */
export const ATTACHMENT_STEP_PERMISSIONS = {
  1: 'stage.handOff',
  7: 'stage.clientApproval',
  10: 'stage.installation',
  11: 'stage.onRent',
  12: 'stage.tearDown',
} as const satisfies Record<number, Permission>;

/** The permission that may add, favourite or delete attachments of a step; null for other steps. */
export function attachmentWritePermission(stepId: number): Permission | null {
  return (ATTACHMENT_STEP_PERMISSIONS as Record<number, Permission>)[stepId] ?? null;
}

const attachmentStep = z.coerce
  .number({ error: messages.attachmentStepInvalid })
  .int(messages.attachmentStepInvalid)
  .max(INT_MAX, messages.attachmentStepInvalid)
  .refine((v) => attachmentWritePermission(v) !== null, messages.attachmentStepInvalid);

export const jobAttachment = z.object({
  jobAttachmentId: int(),
  name: z.string(),
  favorite: z.boolean(),
  contentType: z.string(),
  size: int(),
  /** UTC ISO 8601. */
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type JobAttachment = z.infer<typeof jobAttachment>;

export const jobAttachmentList = endpoint({
  method: 'GET',
  path: '/JobAttachment/GetJobAttachmentList',
  access: 'jobs.view',
  summary: "A job's attachments at a step, favourites first, newest first.",
  query: z.object({ jobId: id, stepId: attachmentStep }),
  response: z.object({ success: z.literal(true), data: z.array(jobAttachment) }),
});

/** The text fields of the upload form (multipart); the file travels in the field `file`. */
export const jobAttachmentUploadFields = z.object({
  JobId: z.coerce
    .number({ error: messages.required('JobId') })
    .int(messages.required('JobId'))
    .max(INT_MAX, messages.required('JobId'))
    .positive(),
  JobStep: attachmentStep,
});

export const saveJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/SaveJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary:
    "Uploads one file to a job at a step: multipart/form-data with JobId, JobStep and one file in file (PDF, Office, text, CSV, JPEG or PNG). Needs the step's stage permission for the job's class.",
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string(), jobAttachmentId: int() }),
});

export const getJobAttachment = endpoint({
  method: 'GET',
  path: '/JobAttachment/GetJobAttachment',
  access: 'jobs.view',
  summary: 'Downloads an attachment under its file name (inline for images and PDF unless download=true).',
  query: z.object({ FileId: id, download: queryBool.default(false) }),
  file: true,
});

export const deleteJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/DeleteJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary: "Deletes an attachment and its file (the step's stage permission for the job's class).",
  body: idBody,
  response: okMessage,
});

export const favoriteJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/FavoriteJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary: "Marks an attachment a favourite or not (the step's stage permission for the job's class).",
  body: z.object({ id, favorite: z.boolean() }),
  response: okMessage,
});

export const handOffEndpoints = {
  getHandOffProfile,
  checkHandOffEdit,
  saveMobilization,
  saveHandOffInfo,
  completeStepOne,
  addScopeItem,
  editScopeItem,
  deleteScopeItem,
  scopeIncludeSummary,
  budgetSummary,
  scopeBuilderTree,
  adminScopeTree,
  saveScopeNode,
  moveScopeNode,
  disableScopeNode,
  enableScopeNode,
  jobAttachmentList,
  saveJobAttachment,
  getJobAttachment,
  deleteJobAttachment,
  favoriteJobAttachment,
};

// --- scope tree calls of document 3 (proposals, budget templates, safety libraries) ----------------

/** Items of this name (any case, spaces trimmed) and their branches are left out by ScopeBuilderNoOther. */
export const OTHER_SCOPE_NAME = 'Other';

/** A scope item of a hand-off with the leaf of the scope builder tree it was chosen from. */
export const jobScopeItem = scopeItem.extend({
  /** The chosen leaf of the scope builder tree (null only for items made before leaves were kept). */
  scopeBuilderId: int().nullable(),
});
export type JobScopeItem = z.infer<typeof jobScopeItem>;

export const handOffScopeBuilder = endpoint({
  method: 'GET',
  path: '/JobScope/ScopeBuilder',
  access: 'jobs.view',
  summary:
    "The scope builder tree of a hand-off: only the branches leading to the hand-off's scope items (root to leaf, in tree order; an item used by a scope item shows even if disabled since).",
  query: z.object({ HandOffId: id }),
  response: z.object({ success: z.literal(true), data: z.array(scopeNode) }),
});

export const scopeBuilderNoOther = endpoint({
  method: 'GET',
  path: '/JobScope/ScopeBuilderNoOther',
  access: ['jobs.view', 'admin.budgetTemplates', 'admin.proposals', 'admin.safety', 'admin.scopeBuilder'],
  summary: "The enabled scope builder tree without the items named 'Other' (and what lies beneath them).",
  response: z.object({ success: z.literal(true), data: z.array(scopeNode) }),
});

export const jobScopeList = endpoint({
  method: 'GET',
  path: '/JobScope/JobScopeList',
  access: 'jobs.view',
  summary: "A hand-off's scope items in the order they were added, each with its leaf (scopeBuilderId).",
  query: z.object({ HandOffId: id }),
  response: z.object({ success: z.literal(true), data: z.array(jobScopeItem) }),
});

export const jobScopeTreeEndpoints = { handOffScopeBuilder, scopeBuilderNoOther, jobScopeList };
