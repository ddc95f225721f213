import { z } from 'zod';
import { id, int } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

// The safety libraries of document 3 §2.6, §3, §7: product actions (the ordered sequence of actions of
// a scope builder leaf), sequence actions and the potential risks of each action.

/**
 * Scope builder items with these names are left out of the bulk product builder's choices, and a
 * bulk assignment to a group skips the products beneath them (spec §5).
 */
export const BULK_EXCLUDED_SCOPE_NAMES = ['STC 25', 'STC 32'] as const;

/** An action or risk name: not empty and not only spaces (spec §5). */
const libraryName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'At most 200 characters.');

export const actionNameFields = z.object({ action: libraryName(messages.actionNameRequired) });
export const riskNameFields = z.object({ risk: libraryName(messages.riskNameRequired) });

/** An id sent in the query string (`?id=`). */
const idQuery = z.object({ id });

const distinctIds = (message: string) =>
  z
    .array(id)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, message);

// --- product actions ------------------------------------------------------------------------------

export interface BulkScopeNode {
  scopeBuilderId: number;
  itemName: string;
  children: BulkScopeNode[];
}
export const bulkScopeNode: z.ZodType<BulkScopeNode> = z.lazy(() =>
  z.object({ scopeBuilderId: int(), itemName: z.string(), children: z.array(bulkScopeNode) }),
);

export const productCombination = z.object({
  scopeLeafId: int(),
  /** The tiers' names root to leaf joined with ' - '. */
  fullName: z.string(),
  actionCount: int(),
});
export type ProductCombination = z.infer<typeof productCombination>;

export const getProductCombinations = endpoint({
  method: 'GET',
  path: '/JSA/GetProductCombinations',
  access: 'admin.safety',
  summary:
    'Every product (enabled scope builder leaf) with its number of actions, and the tree the bulk product builder chooses from (STC 25 and STC 32 left out).',
  response: z.object({
    success: z.literal(true),
    data: z.object({ products: z.array(productCombination), tree: z.array(bulkScopeNode) }),
  }),
});

export const productAction = z.object({
  productActionId: int(),
  sequenceActionId: int(),
  action: z.string(),
  scopeBuilderId: int(),
  order: int(),
});
export type ProductAction = z.infer<typeof productAction>;

export const getProductActions = endpoint({
  method: 'GET',
  path: '/JSA/GetProductActions',
  access: 'admin.safety',
  summary: "One product's ordered sequence of actions (id = the scope builder leaf).",
  query: idQuery,
  response: z.object({
    success: z.literal(true),
    data: z.object({ scopeLeafId: int(), fullName: z.string(), actions: z.array(productAction) }),
  }),
});

export const saveProductActionsBody = z.object({
  scopeLeafId: id,
  /** The product's actions in their order; what is not listed is removed. Orders are renumbered 1..n. */
  actions: z
    .array(z.object({ sequenceActionId: id }))
    .max(200)
    .refine((a) => new Set(a.map((x) => x.sequenceActionId)).size === a.length, messages.actionListedTwice),
});

export const saveProductActions = endpoint({
  method: 'POST',
  path: '/JSA/SaveProductActions',
  access: 'admin.safety',
  summary: "Replaces a product's ordered actions with the list sent (renumbered from 1).",
  body: saveProductActionsBody,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const postBulkProductBody = z.object({
  /** A leaf, or a group: every product beneath it (outside STC 25 and STC 32). */
  scopeBuilderId: z.coerce
    .number({ error: messages.selectProductGroup })
    .int(messages.selectProductGroup)
    .positive(messages.selectProductGroup),
  /** The actions to append, in order; a product that already has one keeps it where it is. */
  selectedAction: distinctIds(messages.actionListedTwice).min(1, messages.selectActions),
});

export const postBulkProduct = endpoint({
  method: 'POST',
  path: '/JSA/PostBulkProduct',
  access: 'admin.safety',
  summary: 'Appends the selected actions to every product beneath a scope builder item.',
  body: postBulkProductBody,
  response: z.object({ success: z.literal(true), message: z.string(), products: int() }),
});

// --- sequence actions and potential risks ---------------------------------------------------------

export const sequenceAction = z.object({ sequenceActionId: int(), action: z.string(), riskCount: int() });
export type SequenceAction = z.infer<typeof sequenceAction>;

export const potentialRisk = z.object({ potentialRiskId: int(), risk: z.string(), actionCount: int() });
export type PotentialRisk = z.infer<typeof potentialRisk>;

export const riskActionLink = z.object({
  riskActionId: int(),
  potentialRiskId: int(),
  sequenceActionId: int(),
  risk: z.string(),
});
export type RiskActionLink = z.infer<typeof riskActionLink>;

export const getSequenceActions = endpoint({
  method: 'GET',
  path: '/JSA/GetSequenceActions',
  access: 'admin.safety',
  summary: 'Every sequence action by name, with its number of risks.',
  response: z.object({ success: z.literal(true), data: z.array(sequenceAction) }),
});

export const getSequenceAction = endpoint({
  method: 'GET',
  path: '/JSA/GetSequenceAction',
  access: 'admin.safety',
  summary: 'One sequence action and its risks.',
  query: idQuery,
  response: z.object({
    success: z.literal(true),
    data: z.object({ sequenceActionId: int(), action: z.string(), risks: z.array(riskActionLink) }),
  }),
});

export const addSequenceAction = endpoint({
  method: 'POST',
  path: '/JSA/AddSequenceAction',
  access: 'admin.safety',
  summary: 'Adds a sequence action (names are unique, whatever their case).',
  body: actionNameFields,
  response: z.object({ success: z.literal(true), message: z.string(), sequenceActionId: int() }),
});

export const editSequenceAction = endpoint({
  method: 'POST',
  path: '/JSA/EditSequenceAction',
  access: 'admin.safety',
  summary: 'Renames a sequence action.',
  body: actionNameFields.extend({ sequenceActionId: id }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const removeSequenceAction = endpoint({
  method: 'POST',
  path: '/JSA/RemoveSequenceAction',
  access: 'admin.safety',
  summary:
    'Deletes a sequence action with its place in every product and its risk links; JSAs keep the text they were saved with.',
  query: idQuery,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const postBulkActionBody = z.object({
  selectedActions: distinctIds(messages.actionListedTwice).min(1, messages.selectActions),
  selectedRisk: distinctIds(messages.riskListedTwice).min(1, messages.selectRisks),
});

export const postBulkAction = endpoint({
  method: 'POST',
  path: '/JSA/PostBulkAction',
  access: 'admin.safety',
  summary: 'Links every selected risk to every selected action (links that exist are kept).',
  body: postBulkActionBody,
  response: z.object({ success: z.literal(true), message: z.string(), actions: int() }),
});

export const saveRiskActionsBody = z.object({
  sequenceActionId: id,
  /** The action's risks; what is not listed is unlinked. */
  riskActions: z
    .array(z.object({ potentialRiskId: id }))
    .max(500)
    .refine((r) => new Set(r.map((x) => x.potentialRiskId)).size === r.length, messages.riskListedTwice),
});

export const saveRiskActions = endpoint({
  method: 'POST',
  path: '/JSA/SaveRiskActions',
  access: 'admin.safety',
  summary: "Replaces one action's risks with the list sent.",
  body: saveRiskActionsBody,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const getPotentialRisks = endpoint({
  method: 'GET',
  path: '/JSA/GetPotentialRisks',
  access: 'admin.safety',
  summary: 'Every potential risk by name, with the number of actions it is linked to.',
  response: z.object({ success: z.literal(true), data: z.array(potentialRisk) }),
});

export const getPotentialRisk = endpoint({
  method: 'GET',
  path: '/JSA/GetPotentialRisk',
  access: 'admin.safety',
  summary: 'One potential risk.',
  query: idQuery,
  response: z.object({ success: z.literal(true), data: z.object({ potentialRiskId: int(), risk: z.string() }) }),
});

export const addPotentialRisk = endpoint({
  method: 'POST',
  path: '/JSA/AddPotentialRisk',
  access: 'admin.safety',
  summary: 'Adds a potential risk (names are unique, whatever their case).',
  body: riskNameFields,
  response: z.object({ success: z.literal(true), message: z.string(), potentialRiskId: int() }),
});

export const editPotentialRisk = endpoint({
  method: 'POST',
  path: '/JSA/EditPotentialRisk',
  access: 'admin.safety',
  summary: 'Renames a potential risk.',
  body: riskNameFields.extend({ potentialRiskId: id }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const removePotentialRisk = endpoint({
  method: 'POST',
  path: '/JSA/RemovePotentialRisk',
  access: 'admin.safety',
  summary: 'Deletes a potential risk and its link to every action; JSAs keep the text they were saved with.',
  query: idQuery,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const safetyEndpoints = {
  getProductCombinations,
  getProductActions,
  saveProductActions,
  postBulkProduct,
  getSequenceActions,
  getSequenceAction,
  addSequenceAction,
  editSequenceAction,
  removeSequenceAction,
  postBulkAction,
  saveRiskActions,
  getPotentialRisks,
  getPotentialRisk,
  addPotentialRisk,
  editPotentialRisk,
  removePotentialRisk,
};
