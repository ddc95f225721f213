import { messages } from '@fieldbook/contract';
import { mayChangeJobs } from '../jobs/job-access.ts';

export type DrillingRole = typeof messages.drillingManager | typeof messages.drillingUser | '';

/**
 * The drilling-authorisation answer (spec 2 §6): 'Drilling Manager' wins over 'Drilling User', so a
 * role holding both (the Administrator holds every permission) is a manager.
 */
export function drillingRole(permissions: ReadonlySet<string>): DrillingRole {
  if (permissions.has('drilling.manager')) return messages.drillingManager;
  if (permissions.has('drilling.user')) return messages.drillingUser;
  return '';
}

/** Who may create, edit, close and open opportunities: 'opportunities.edit', unless a restricted Drilling User. */
export const mayEditOpportunities = (permissions: ReadonlySet<string>) =>
  permissions.has('opportunities.edit') && mayChangeJobs({ permissions });

/** A Drilling Manager's opportunities are drilling sites whatever the form says (the box is locked on). */
export const savedAsDrilling = (permissions: ReadonlySet<string>, requested: boolean) =>
  drillingRole(permissions) === messages.drillingManager || requested;
