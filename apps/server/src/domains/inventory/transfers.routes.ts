import { inventoryTransfersEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import * as bills from './bill-of-lading.service.ts';
import * as billPdf from './bill-of-lading-pdf.ts';
import {
  activeJobs,
  availableJobInventory,
  availableYardInventory,
  getTransferRequest,
  transferList,
  transferYards,
} from './transfers.service.ts';
import { checkIn } from './transfers-check-in.service.ts';
import { cancelTransfer, closeTransfer, editTransfer, saveTransferRequest } from './transfers-edits.service.ts';
import { transferListExport } from './transfers-export.ts';
import { createPickOrder } from './transfers-pick-orders.service.ts';
import { shipItems } from './transfers-shipping.service.ts';

/** Pick tickets, shipping, check-in, transfer adjustments and bills of lading (document 4 §7). */
export function transfersRoutes(app: FastifyInstance): void {
  defineRoute(app, e.transferYards, (ctx) => transferYards(ctx));
  defineRoute(app, e.transferActiveJobs, (ctx) => activeJobs(ctx, false));
  defineRoute(app, e.transferActiveJobsWithInventory, (ctx) => activeJobs(ctx, true));
  defineRoute(app, e.availableYardInventory, (ctx, { query }) => availableYardInventory(ctx, query.id));
  defineRoute(app, e.availableJobInventory, (ctx, { query }) => availableJobInventory(ctx, query.id));
  defineRoute(app, e.createPickOrder, (ctx, { body }) => createPickOrder(ctx, body));
  defineRoute(app, e.transferList, (ctx, { query }) => transferList(ctx, query.type, query.id, query.closed ?? false));
  defineRoute(app, e.transferListExport, (ctx, { query }, _req, reply) => transferListExport(ctx, reply, query));
  defineRoute(app, e.getTransferRequest, (ctx, { query }) => getTransferRequest(ctx, query.id));
  defineRoute(app, e.getEditTransfer, (ctx, { query }) => getTransferRequest(ctx, query.id));
  defineRoute(app, e.saveTransferRequest, (ctx, { body }) => saveTransferRequest(ctx, body));
  defineRoute(app, e.editTransfer, (ctx, { body }) => editTransfer(ctx, body));
  defineRoute(app, e.cancelTransferRequest, (ctx, { query }) => cancelTransfer(ctx, query.id));
  defineRoute(app, e.closeTransferRequest, (ctx, { query }) => closeTransfer(ctx, query.id));
  defineRoute(app, e.shipItems, (ctx, { body }) => shipItems(ctx, body));
  defineRoute(app, e.checkInTransfer, (ctx, { body }) => checkIn(ctx, body));
  defineRoute(app, e.getBillOfLading, (ctx, { query }) => bills.getBillOfLading(ctx, query.id));
  defineRoute(app, e.saveBillOfLading, (ctx, { body }) => bills.saveBillOfLading(ctx, body));
  defineRoute(app, e.billOfLadingList, (ctx, { query }) => bills.billOfLadingList(ctx, query.historical ?? false));
  defineRoute(app, e.billOfLadingPdf, async (ctx, { query }, _req, reply) => {
    const { bytes, name } = await billPdf.billOfLadingPdf(ctx, query.id);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
}
