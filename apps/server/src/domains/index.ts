import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { approvalsRoutes } from './approvals/approvals.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authenticationRoutes } from './authentication/authentication.routes.ts';
import { budgetLinesRoutes } from './budget-lines/budget-lines.routes.ts';
import { callsRoutes } from './calls/calls.routes.ts';
import { cloneRoutes } from './clone/clone.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { handOffRoutes } from './hand-off/hand-off.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { navigationRoutes } from './navigation/navigation.routes.ts';
import { officesRoutes } from './offices/offices.routes.ts';
import { opportunitiesRoutes } from './opportunities/opportunities.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { selfRoutes } from './self/self.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { wikiRoutes } from './wiki/wiki.routes.ts';

/** Every area's routes; a new area adds one line here. */
export async function registerDomains(app: FastifyInstance): Promise<void> {
  authenticationRoutes(app);
  navigationRoutes(app);
  selfRoutes(app);
  wikiRoutes(app);
  accountsRoutes(app);
  callsRoutes(app);
  profileRoutes(app);
  usersRoutes(app);
  rolesRoutes(app);
  auditRoutes(app);
  announcementsRoutes(app);
  documentsRoutes(app);
  officesRoutes(app);
  budgetLinesRoutes(app);
  dashboardRoutes(app);
  jobsRoutes(app);
  opportunitiesRoutes(app);
  handOffRoutes(app);
  approvalsRoutes(app);
  cloneRoutes(app);
  remindersRoutes(app);
}
