import { inventoryUploadEndpoints as e, UPLOAD_FILE_LIMIT } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import { XLSX_TYPE } from '../../platform/xlsx/index.ts';
import * as upload from './upload.service.ts';

/** Inventory Excel upload (spec 4 §7): the form's choices, the template, the upload. */
export function uploadRoutes(app: FastifyInstance): void {
  defineRoute(app, e.inventoryExcelOptions, (ctx) => upload.uploadOptions(ctx));
  defineRoute(app, e.inventoryExcelTemplate, async (ctx, _input, _req, reply) => {
    const { bytes, name } = await upload.template(ctx);
    return sendFile(reply, { contentType: XLSX_TYPE, name, size: bytes.length }, bytes);
  });
  // The multipart limit of this route is the upload's own (a sheet of item rows is small).
  defineRoute(app, e.uploadInventoryExcel, async (ctx, _input, req) =>
    upload.uploadInventory(ctx, await readUpload(req, 'file', UPLOAD_FILE_LIMIT)),
  );
}
