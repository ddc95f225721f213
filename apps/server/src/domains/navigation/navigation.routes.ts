import {
  accessAllows,
  navigationEndpoints as e,
  findClientRoute,
  type NavMenu,
  navigationFor,
} from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { defineRoute } from '../../platform/define-route.ts';

const menu = (name: NavMenu) => async (ctx: Ctx) => ({
  success: true as const,
  navigationItems: navigationFor(name, ctx.user.permissions),
});

export function navigationRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getNavigation, menu('main'));
  defineRoute(app, e.getAdminNavigation, menu('admin'));
  defineRoute(app, e.getInventoryNavigation, menu('inventory'));
  defineRoute(app, e.jobFormsNav, menu('jobForms'));
  defineRoute(app, e.jobFormsAdminNav, menu('jobFormsAdmin'));
  defineRoute(app, e.opportunityNavigation, menu('opportunity'));

  // Unknown routes are refused: the client then goes home, as it does for unknown routes anyway.
  defineRoute(app, e.checkUrlNavAuth, async (ctx, { body }) => {
    const route = findClientRoute(body.route);
    return { success: !!route && accessAllows(route.access, ctx.user.permissions) };
  });
}
