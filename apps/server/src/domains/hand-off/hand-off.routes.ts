import { handOffEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import { XLSX_TYPE } from '../../platform/xlsx/index.ts';
import * as attachments from './attachments.service.ts';
import { budgetSummary } from './budget-summary.ts';
import * as handOff from './hand-off.service.ts';
import * as scope from './scope.service.ts';
import * as tree from './scope-builder.service.ts';

/** Opened in the browser rather than saved, unless a download is asked for. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export function handOffRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getHandOffProfile, (ctx, { body }) => handOff.getHandOffProfile(ctx, body.id));
  defineRoute(app, e.checkHandOffEdit, (ctx, { body }) => handOff.checkHandOffEdit(ctx, body.id));
  defineRoute(app, e.saveMobilization, (ctx, { body }) => handOff.saveMobilization(ctx, body));
  defineRoute(app, e.saveHandOffInfo, (ctx, { body }) => handOff.saveHandOffInfo(ctx, body));
  defineRoute(app, e.completeStepOne, (ctx, { body }) => handOff.completeStepOne(ctx, body.id));

  defineRoute(app, e.addScopeItem, (ctx, { body }) => scope.addScopeItem(ctx, body));
  defineRoute(app, e.editScopeItem, (ctx, { body }) => scope.editScopeItem(ctx, body));
  defineRoute(app, e.deleteScopeItem, (ctx, { query }) => scope.deleteScopeItem(ctx, query.ScopeItemId));
  defineRoute(app, e.scopeIncludeSummary, (ctx, { body }) =>
    scope.includeInSummary(ctx, body.ScopeItemId, body.Summary),
  );
  defineRoute(app, e.budgetSummary, async (ctx, { query }, _req, reply) => {
    const { filename, bytes } = await budgetSummary(ctx, query.HandOffId);
    return sendFile(reply, { contentType: XLSX_TYPE, name: filename }, bytes);
  });

  defineRoute(app, e.scopeBuilderTree, (ctx) => tree.scopeBuilderTree(ctx));
  defineRoute(app, e.adminScopeTree, (ctx) => tree.adminScopeTree(ctx));
  defineRoute(app, e.saveScopeNode, (ctx, { body }) => tree.saveScopeNode(ctx, body));
  defineRoute(app, e.moveScopeNode, (ctx, { body }) => tree.moveScopeNode(ctx, body.scopeBuilderId, body.direction));
  defineRoute(app, e.disableScopeNode, (ctx, { body }) => tree.setScopeNodeEnabled(ctx, body.id, false));
  defineRoute(app, e.enableScopeNode, (ctx, { body }) => tree.setScopeNodeEnabled(ctx, body.id, true));

  defineRoute(app, e.jobAttachmentList, (ctx, { query }) =>
    attachments.jobAttachmentList(ctx, query.jobId, query.stepId),
  );
  defineRoute(app, e.saveJobAttachment, async (ctx, _input, req) =>
    attachments.saveJobAttachment(ctx, await readUpload(req)),
  );
  defineRoute(app, e.getJobAttachment, async (ctx, { query }, _req, reply) => {
    const { file, stream, name } = await attachments.openJobAttachment(ctx, query.FileId);
    const inline = !query.download && INLINE_TYPES.has(file.contentType);
    return sendFile(reply, { contentType: file.contentType, name, size: file.size, inline }, stream);
  });
  defineRoute(app, e.deleteJobAttachment, (ctx, { body }) => attachments.deleteJobAttachment(ctx, body.id));
  defineRoute(app, e.favoriteJobAttachment, (ctx, { body }) =>
    attachments.favoriteJobAttachment(ctx, body.id, body.favorite),
  );
}
