import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { adminAreaAccess } from './routes.ts';

export const navigationItem = z.object({ label: z.string(), url: z.string() });
const navigationAnswer = z.object({ success: z.literal(true), navigationItems: z.array(navigationItem) });

export const getNavigation = endpoint({
  method: 'GET',
  path: '/Navigation/GetNavigation',
  access: 'signed-in',
  summary: 'The main navigation bar of the signed-in user.',
  response: navigationAnswer,
});

export const checkUrlNavAuth = endpoint({
  method: 'POST',
  path: '/Navigation/CheckURLNavAuth',
  access: 'signed-in',
  summary: 'Whether the signed-in user may open a client route.',
  body: z.object({ route: z.string({ error: 'Route is required.' }).min(1, 'Route is required.').max(2000) }),
  response: z.object({ success: z.boolean() }),
});

export const getAdminNavigation = endpoint({
  method: 'GET',
  path: '/Administrator/GetAdminNavigation',
  access: adminAreaAccess,
  summary: 'The administration tab bar of the signed-in user.',
  response: navigationAnswer,
});

export const getInventoryNavigation = endpoint({
  method: 'GET',
  path: '/Navigation/GetInventoryNavigation',
  access: 'inventory.view',
  summary: 'The inventory tab bar of the signed-in user.',
  response: navigationAnswer,
});

export const jobFormsNav = endpoint({
  method: 'GET',
  path: '/JobForm/JobFormsNav',
  access: 'forms.view',
  summary: 'The job-form tabs under a job stage (urls relative to the stage).',
  response: navigationAnswer,
});

export const jobFormsAdminNav = endpoint({
  method: 'GET',
  path: '/JobForm/JobFormsAdminNav',
  access: 'admin.jobForms',
  summary: 'The tabs of the job forms administration.',
  response: navigationAnswer,
});

export const opportunityNavigation = endpoint({
  method: 'GET',
  path: '/Opportunity/OpportunityNavigation',
  access: 'opportunities.view',
  summary: 'The tabs of the opportunity list.',
  response: navigationAnswer,
});

export const navigationEndpoints = {
  getNavigation,
  checkUrlNavAuth,
  getAdminNavigation,
  getInventoryNavigation,
  jobFormsNav,
  jobFormsAdminNav,
  opportunityNavigation,
};
