import { safetyEndpoints as e, formsAdminEndpoints as f, jsaEndpoints as j } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { equipmentFormsRoutes } from './equipment.routes.ts';
import * as admin from './forms-admin.service.ts';
import * as jsa from './jsa.service.ts';
import * as jsaPdf from './jsa-pdf.service.ts';
import * as actions from './safety-actions.service.ts';
import * as products from './safety-products.service.ts';
import * as risks from './safety-risks.service.ts';

/** Job forms: the safety libraries (admin) and the JSA of a job's field stages. */
export function formsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getProductCombinations, (ctx) => products.productCombinations(ctx));
  defineRoute(app, e.getProductActions, (ctx, { query }) => products.getProductActions(ctx, query.id));
  defineRoute(app, e.saveProductActions, (ctx, { body }) => products.saveProductActions(ctx, body));
  defineRoute(app, e.postBulkProduct, (ctx, { body }) => products.postBulkProduct(ctx, body));
  defineRoute(app, e.getSequenceActions, (ctx) => actions.sequenceActionList(ctx));
  defineRoute(app, e.getSequenceAction, (ctx, { query }) => actions.getSequenceAction(ctx, query.id));
  defineRoute(app, e.addSequenceAction, (ctx, { body }) => actions.addSequenceAction(ctx, body.action));
  defineRoute(app, e.editSequenceAction, (ctx, { body }) =>
    actions.editSequenceAction(ctx, body.sequenceActionId, body.action),
  );
  defineRoute(app, e.removeSequenceAction, (ctx, { query }) => actions.removeSequenceAction(ctx, query.id));
  defineRoute(app, e.postBulkAction, (ctx, { body }) => actions.postBulkAction(ctx, body));
  defineRoute(app, e.saveRiskActions, (ctx, { body }) => actions.saveRiskActions(ctx, body));
  defineRoute(app, e.getPotentialRisks, (ctx) => risks.potentialRiskList(ctx));
  defineRoute(app, e.getPotentialRisk, (ctx, { query }) => risks.getPotentialRisk(ctx, query.id));
  defineRoute(app, e.addPotentialRisk, (ctx, { body }) => risks.addPotentialRisk(ctx, body.risk));
  defineRoute(app, e.editPotentialRisk, (ctx, { body }) =>
    risks.editPotentialRisk(ctx, body.potentialRiskId, body.risk),
  );
  defineRoute(app, e.removePotentialRisk, (ctx, { query }) => risks.removePotentialRisk(ctx, query.id));

  defineRoute(app, j.getJsaForm, (ctx, { query }) => jsa.jsaForm(ctx, query.jobId));
  defineRoute(app, j.getJsa, (ctx, { query }) => jsa.getJsa(ctx, query.id));
  defineRoute(app, j.saveJsa, (ctx, { body }) => jsa.saveJsa(ctx, body));
  defineRoute(app, j.checkJsaEdit, (ctx, { query }) => jsa.checkJsaEdit(ctx, query.id));
  defineRoute(app, j.jsaListAll, (ctx, { query }) => jsa.jsaListAll(ctx, query.id));
  defineRoute(app, j.jsaList, (ctx, { query }) => jsa.jsaList(ctx, query.id, query.stepId));
  defineRoute(app, j.jsaListSignatures, (ctx, { query }) => jsa.jsaSignatureList(ctx, query.id));
  defineRoute(app, j.signJsa, (ctx, { body }) => jsa.signJsa(ctx, body));
  defineRoute(app, j.jsaListEdits, (ctx, { query }) => jsa.jsaEditLog(ctx, query.JSAId));

  equipmentFormsRoutes(app);
  defineRoute(app, j.getJsaPdf, async (ctx, { query }, _req, reply) => {
    const { bytes, name } = await jsaPdf.jsaPdf(ctx, query.JSAId, query.timezoneOffset);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
  defineRoute(app, j.emailJsaPdf, (ctx, { query }) => jsaPdf.emailJsaPdf(ctx, query));

  defineRoute(app, f.adminJobList, (ctx) => admin.adminJobList(ctx));
}
