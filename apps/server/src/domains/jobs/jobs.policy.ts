import { messages } from '@fieldbook/contract';
import type { SessionUser } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * Who sees which jobs (spec 2 §1, §6). A Drilling User views drilling jobs only; a role that also
 * holds 'drilling.manager' (the Administrator holds every permission) is not restricted.
 */
export function drillingJobsOnly(permissions: ReadonlySet<string>): boolean {
  return permissions.has('drilling.user') && !permissions.has('drilling.manager');
}

/**
 * Drilling Users may view but not create or edit jobs (spec 2 §1, §6): their writes answer 403 even
 * when a second role gave them the write permission.
 */
export function assertMayWriteJobs(user: Pick<SessionUser, 'permissions'>): void {
  if (drillingJobsOnly(user.permissions)) throw forbidden(messages.jobDrillingUserReadOnly);
}
