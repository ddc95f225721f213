import { z } from 'zod';
import { id, int, okMessage, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';

// The scope items of a hand-off and its budget summary spreadsheet (spec 2).

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
    "The budget summary spreadsheet (BudgetSummary-{jobId}.xlsx): the scope items included in the summary, with each one's revenue, cost, profit and profit % and the job's budget totals when the caller has budgets.view; a second sheet with the job header and the mobilization.",
  query: z.object({ HandOffId: id }),
  file: 'xlsx',
});

// --- the scope item list of document 3 (proposals, budget templates, safety libraries) -------------

/** A scope item of a hand-off with the leaf of the scope builder tree it was chosen from. */
export const jobScopeItem = scopeItem.extend({
  /** The chosen leaf of the scope builder tree (null only for items made before leaves were kept). */
  scopeBuilderId: int().nullable(),
});
export type JobScopeItem = z.infer<typeof jobScopeItem>;

export const jobScopeList = endpoint({
  method: 'GET',
  path: '/JobScope/JobScopeList',
  access: 'jobs.view',
  summary: "A hand-off's scope items in the order they were added, each with its leaf (scopeBuilderId).",
  query: z.object({ HandOffId: id }),
  response: z.object({ success: z.literal(true), data: z.array(jobScopeItem) }),
});
