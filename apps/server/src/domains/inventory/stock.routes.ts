import { inventoryCatalogueEndpoints as c, inventoryStockEndpoints as s } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as catalogue from './catalogue.service.ts';
import * as adjustments from './stock-adjustments.service.ts';
import { inventoryAudit } from './stock-audit.service.ts';
import { inventoryAuditExport, jobInventoryExport, yardInventoryExport } from './stock-export.ts';
import * as jobs from './stock-jobs.service.ts';
import * as yards from './stock-yards.service.ts';

/** Inventory catalogues, yards, yard and job inventory, and the inventory audit (document 4 §7). */
export function stockRoutes(app: FastifyInstance): void {
  defineRoute(app, c.inventoryCategoryList, (ctx) => catalogue.categoryList(ctx));
  defineRoute(app, c.getInventoryCategory, (ctx, { query }) => catalogue.getCategory(ctx, query.id));
  defineRoute(app, c.saveInventoryCategory, (ctx, { body }) => catalogue.saveCategory(ctx, body));
  defineRoute(app, c.deleteInventoryCategory, (ctx, { query }) => catalogue.deleteCategory(ctx, query.id));
  defineRoute(app, c.jobReadyItemList, (ctx) => catalogue.jobReadyItemList(ctx));
  defineRoute(app, c.getJobReadyItem, (ctx, { query }) => catalogue.getJobReadyItem(ctx, query.id));
  defineRoute(app, c.saveJobReadyItem, (ctx, { body }) => catalogue.saveJobReadyItem(ctx, body));
  defineRoute(app, c.deleteJobReadyItem, (ctx, { query }) => catalogue.deleteJobReadyItem(ctx, query.id));
  defineRoute(app, c.bulkItemList, (ctx) => catalogue.bulkItemList(ctx));
  defineRoute(app, c.getBulkItem, (ctx, { query }) => catalogue.getBulkItem(ctx, query.id));
  defineRoute(app, c.saveBulkItem, (ctx, { body }) => catalogue.saveBulkItem(ctx, body));
  defineRoute(app, c.deleteBulkItem, (ctx, { query }) => catalogue.deleteBulkItem(ctx, query.id));

  defineRoute(app, s.yardList, (ctx) => yards.yardList(ctx));
  defineRoute(app, s.allowedYards, (ctx) => yards.allowedYards(ctx));
  defineRoute(app, s.createYard, (ctx, { body }) => yards.createYard(ctx, body));
  defineRoute(app, s.getYardInventory, (ctx, { query }) => yards.yardInventory(ctx, query.YardId));
  defineRoute(app, s.yardInventoryExport, (ctx, { query }, _req, reply) =>
    yardInventoryExport(ctx, reply, query.YardId),
  );
  defineRoute(app, s.yardAssets, (ctx, { query }) => yards.yardAssets(ctx, query.YardId, query.after));
  defineRoute(app, s.adjustYardInventory, (ctx, { body }) => adjustments.adjustYardInventory(ctx, body));
  defineRoute(app, s.activeJobsWithInventoryWithAccount, (ctx) => jobs.jobsWithInventory(ctx));
  defineRoute(app, s.getJobInventory, (ctx, { query }) => jobs.jobInventory(ctx, query.JobId));
  defineRoute(app, s.jobInventoryExport, (ctx, { query }, _req, reply) => jobInventoryExport(ctx, reply, query.JobId));
  defineRoute(app, s.jobAssets, (ctx, { query }) => jobs.jobAssets(ctx, query.JobId, query.after));
  defineRoute(app, s.getJobInventoryProfile, (ctx, { query }) => jobs.jobInventoryProfile(ctx, query.id));
  defineRoute(app, s.getJobReadyJobInventory, (ctx, { query }) => jobs.jobReadyJobInventory(ctx, query.id));
  defineRoute(app, s.adjustJobReadyJobInventory, (ctx, { body }) =>
    adjustments.adjustJobInventory(ctx, body, 'jobReady'),
  );
  defineRoute(app, s.getBulkJobInventory, (ctx, { query }) => jobs.bulkJobInventory(ctx, query.id));
  defineRoute(app, s.adjustBulkJobInventory, (ctx, { body }) => adjustments.adjustJobInventory(ctx, body, 'bulk'));
  defineRoute(app, s.inventoryAudit, (ctx, { query }) => inventoryAudit(ctx, query.amount === '1', query.after));
  defineRoute(app, s.inventoryAuditExport, (ctx, _input, _req, reply) => inventoryAuditExport(ctx, reply));
}
