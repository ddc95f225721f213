import { inventoryAssetEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import { assetListPage } from './assets.list.ts';
import * as assets from './assets.service.ts';
import * as editor from './assets-editor.service.ts';
import { assetListExport, failureLogExport } from './assets-export.ts';
import * as state from './assets-state.service.ts';
import { calibrationDueList } from './calibration.service.ts';
import * as failures from './failures.service.ts';
import * as labels from './labels.service.ts';

/** Serialized assets (spec 4 §7 "Assets"): list, profile, editor, repairs, decommissioning, failures, labels. */
export function assetsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.calibrationDueList, (ctx) => calibrationDueList(ctx));
  defineRoute(app, e.assetList, (ctx, { query }) => assetListPage(ctx, query));
  defineRoute(app, e.outForRepairList, (ctx, { query }) => assetListPage(ctx, query, true));
  defineRoute(app, e.assetListExport, (ctx, { query }, _req, reply) => assetListExport(ctx, reply, query));
  defineRoute(app, e.assetProfileCall, (ctx, { query }) => assets.assetProfile(ctx, query.id));
  defineRoute(app, e.getAsset, (ctx, { query }) => assets.getAsset(ctx, query.id));
  defineRoute(app, e.saveAsset, (ctx, { body }) => editor.saveAsset(ctx, body));
  defineRoute(app, e.createAsset, (ctx, { body }) => editor.createAsset(ctx, body));
  defineRoute(app, e.assetTypeList, async () => assets.assetTypeList());
  defineRoute(app, e.decommissionAsset, (ctx, { query }) => state.decommission(ctx, query.id));
  defineRoute(app, e.repairAsset, (ctx, { body }) => state.repair(ctx, body));
  defineRoute(app, e.checkInRepairedAsset, (ctx, { body }) => state.checkIn(ctx, body));
  defineRoute(app, e.assetAtJob, (ctx, { query }) => assets.assetAtJob(ctx, query.id));

  defineRoute(app, e.failureJobHistory, (ctx, { query }) => failures.failureJobHistory(ctx, query.assetId));
  defineRoute(app, e.saveFailureForm, (ctx, { body }) => failures.saveFailureForm(ctx, body));
  defineRoute(app, e.getFailureForm, (ctx, { query }) => failures.getFailureForm(ctx, query.id));
  defineRoute(app, e.failureFormList, (ctx, { query }) => failures.failureFormList(ctx, query));
  defineRoute(app, e.failureFormListExport, (ctx, { query }, _req, reply) => failureLogExport(ctx, reply, query));
  defineRoute(app, e.uploadFailurePhoto, async (ctx, _input, req) =>
    failures.uploadFailurePhoto(ctx, await readUpload(req)),
  );
  defineRoute(app, e.getFailurePhoto, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await failures.openFailurePhoto(ctx, query.PhotoId, query.original === 'true');
    return sendFile(
      reply,
      { contentType: file.contentType, name: file.originalName, size: file.size, inline: true },
      stream,
    );
  });
  defineRoute(app, e.deleteFailurePhoto, (ctx, { query }) => failures.deleteFailurePhoto(ctx, query.PhotoId));

  defineRoute(app, e.assetLabels, async (ctx, { body }, _req, reply) => {
    const { bytes, name } = await labels.assetLabels(ctx, body);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
  defineRoute(app, e.assetByLabel, (ctx, { query }) => labels.assetByLabel(ctx, query.code));
}
