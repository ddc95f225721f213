import type { FastifyInstance } from 'fastify';
import { authenticationRoutes } from './authentication/authentication.routes.ts';
import { navigationRoutes } from './navigation/navigation.routes.ts';
import { userRoutes } from './user/user.routes.ts';
import { wikiRoutes } from './wiki/wiki.routes.ts';

/** Every area's routes; a new area adds one line here. */
export async function registerDomains(app: FastifyInstance): Promise<void> {
  authenticationRoutes(app);
  navigationRoutes(app);
  userRoutes(app);
  wikiRoutes(app);
}
