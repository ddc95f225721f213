import { z } from 'zod';
import { id, int, okMessage } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { list } from './internal.ts';

// Budget templates: the lines each scope leaf's budget starts with (spec 3 §2.5).

export const templateItemRef = z.object({
  type: z.enum(['cost', 'revenue'], { error: messages.budgetLineUnknown }),
  budgetItemId: int().positive(messages.budgetLineUnknown),
});
export const budgetTemplateItem = templateItemRef.extend({ budgetItemName: z.string(), number: z.string() });
export const budgetTemplate = z.object({
  scopeLeafId: int(),
  /** The tiers' names root to leaf, joined with ' - '. */
  fullName: z.string(),
  items: z.array(budgetTemplateItem),
});
export type BudgetTemplate = z.infer<typeof budgetTemplate>;
export type TemplateItemRef = z.infer<typeof templateItemRef>;

export const getBudgetTemplateItemsList = endpoint({
  method: 'GET',
  path: '/BudgetTemplate/BudgetTemplateItemsList',
  access: 'admin.budgetTemplates',
  summary: 'Every scope combination (enabled leaf of the scope builder tree) with its template lines.',
  response: list(budgetTemplate),
});

export const getBudgetTemplate = endpoint({
  method: 'GET',
  path: '/BudgetTemplate/BudgetTemplate',
  access: 'admin.budgetTemplates',
  summary: 'The template of one scope leaf.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: budgetTemplate }),
});

export const bulkTemplateBody = z.object({
  scopeBuilderId: z
    .array(id, { error: messages.budgetTemplatePickLeaves })
    .min(1, messages.budgetTemplatePickLeaves)
    .max(2000),
  BudgetItem: z
    .array(templateItemRef, { error: messages.budgetTemplatePickLines })
    .min(1, messages.budgetTemplatePickLines)
    .max(500),
});
export const bulkTemplate = endpoint({
  method: 'POST',
  path: '/BudgetTemplate/BulkTemplate',
  access: 'admin.budgetTemplates',
  summary: "Adds the lines to the end of each leaf's template; a line a template holds already is left where it is.",
  body: bulkTemplateBody,
  response: okMessage,
});

export const saveBudgetTemplateBody = z.object({
  scopeLeafId: id,
  items: z
    .array(templateItemRef)
    .max(500)
    .refine(
      (items) => new Set(items.map((i) => `${i.type}:${i.budgetItemId}`)).size === items.length,
      'Each budget line may appear once.',
    ),
});
export const saveBudgetTemplate = endpoint({
  method: 'POST',
  path: '/BudgetTemplate/BudgetTemplate',
  access: 'admin.budgetTemplates',
  summary: "Replaces one leaf's template with the lines given, in that order.",
  body: saveBudgetTemplateBody,
  response: okMessage,
});
