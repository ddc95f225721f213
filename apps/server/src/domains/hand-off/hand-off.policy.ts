import { messages } from '@fieldbook/contract';
import type { SessionUser } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { hasJobPermission, type JobHead, mayChangeJobs } from '../jobs/job-access.ts';

type User = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;
type Job = Pick<JobHead, 'jobStepId' | 'canceled' | 'jobClassificationId'>;

/** The hand-off edit check (spec 2 §6): the stage permission for the class, step 1, not canceled, not a Drilling User. */
export function canEditHandOff(user: User, job: Job): boolean {
  return (
    hasJobPermission(user, 'stage.handOff', job.jobClassificationId) &&
    job.jobStepId === 1 &&
    !job.canceled &&
    mayChangeJobs(user)
  );
}

/** The same as a guard for every hand-off write, after requireJob checked 'stage.handOff' for the class: 403 otherwise. */
export function assertCanEditHandOff(user: User, job: Job): void {
  if (!canEditHandOff(user, job)) throw forbidden(messages.handOffNotEditable);
}
