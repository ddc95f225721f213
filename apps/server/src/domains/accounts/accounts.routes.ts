import { accountEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as s from './accounts.service.ts';
import * as x from './accounts-export.ts';

export function accountsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.accountList, (ctx, { query }) => s.accountList(ctx, query));
  defineRoute(app, e.accountNameList, (ctx, { query }) => s.accountNameList(ctx, query.search));
  defineRoute(app, e.industryList, (ctx) => s.industryList(ctx));
  defineRoute(app, e.territoryList, (ctx) => s.territoryList(ctx));
  defineRoute(app, e.checkEditAccount, async () => ({ success: true as const }));
  defineRoute(app, e.getAccount, (ctx, { body }) => s.getAccount(ctx, body.id));
  defineRoute(app, e.getAccountProfile, (ctx, { body }) => s.getAccountProfile(ctx, body.id));
  defineRoute(app, e.accountJobs, (ctx, { query }) => s.accountJobs(ctx, query));
  defineRoute(app, e.accountListExport, (ctx, { query }, _req, reply) => x.accountListExport(ctx, reply, query));
  defineRoute(app, e.accountJobsExport, (ctx, { query }, _req, reply) => x.accountJobsExport(ctx, reply, query));
  defineRoute(app, e.saveAccount, async (ctx, { body }, _req, reply) => {
    try {
      return await s.saveAccount(ctx, body);
    } catch (err) {
      // 409 with the matches or the existing account's id, which the client links to.
      if (err instanceof s.SaveAccountRefused) return reply.status(409).send(err.body);
      throw err;
    }
  });
  defineRoute(app, e.getLocation, (ctx, { body }) => s.getLocation(ctx, body.id));
  defineRoute(app, e.saveLocation, (ctx, { body }) => s.saveLocation(ctx, body));
  defineRoute(app, e.getContact, (ctx, { body }) => s.getContact(ctx, body.id));
  defineRoute(app, e.saveContact, (ctx, { body }) => s.saveContact(ctx, body));
}
