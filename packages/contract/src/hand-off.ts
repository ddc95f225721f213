// The hand-off area's public entry: `@fieldbook/contract/hand-off` and index.ts export what it exports,
// so importers never name a part. Its parts live in the folder hand-off/, one file per sub-resource,
// rather than beside it as hand-off-*.ts: src/ keeps one file per area (docs/contributing.md "One name
// per area"), so a part is never taken for an area of its own.
//
// The hand-off stage: hand-off profile, mobilization, scope items, the scope builder tree, job attachments (spec 2).

import {
  deleteJobAttachment,
  favoriteJobAttachment,
  getJobAttachment,
  jobAttachmentList,
  saveJobAttachment,
} from './hand-off/attachments.ts';
import {
  checkHandOffEdit,
  completeStepOne,
  getHandOffProfile,
  saveHandOffInfo,
  saveMobilization,
} from './hand-off/profile.ts';
import {
  adminScopeTree,
  disableScopeNode,
  enableScopeNode,
  handOffScopeBuilder,
  moveScopeNode,
  saveScopeNode,
  scopeBuilderNoOther,
  scopeBuilderTree,
} from './hand-off/scope-builder.ts';
import {
  addScopeItem,
  budgetSummary,
  deleteScopeItem,
  editScopeItem,
  jobScopeList,
  scopeIncludeSummary,
} from './hand-off/scope-items.ts';

export * from './hand-off/attachments.ts';
export * from './hand-off/profile.ts';
export * from './hand-off/scope-builder.ts';
export * from './hand-off/scope-items.ts';

/** The endpoints of the hand-off stage: the server binds them from here (domains/hand-off/hand-off.routes.ts). */
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

/** The scope tree calls of document 3 (domains/hand-off/job-scope-tree.routes.ts). */
export const jobScopeTreeEndpoints = { handOffScopeBuilder, scopeBuilderNoOther, jobScopeList };
