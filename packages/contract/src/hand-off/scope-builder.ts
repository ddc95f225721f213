import { z } from 'zod';
import { id, idBody, int, okMessage, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';

// The scope builder tree: as the hand-off form offers it, its administration, and the calls of
// document 3 that read it.

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

// --- scope tree calls of document 3 (proposals, budget templates, safety libraries) ----------------

/** Items of this name (any case, spaces trimmed) and their branches are left out by ScopeBuilderNoOther. */
export const OTHER_SCOPE_NAME = 'Other';

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
