import { messages } from '@fieldbook/contract';
import { mayChangeJobs } from '../jobs/job-access.ts';

/** The permissions a clone needs: it creates an opportunity and reads the target account's records. */
export const CLONE_PERMISSIONS = ['jobs.clone', 'opportunities.edit', 'accounts.view'] as const;

export interface CloneAccess {
  /** The Clone button shows: everyone who sees the job but a Drilling User (who may not create jobs). */
  viewPermission: boolean;
  /** The button is clickable. */
  clickPermission: boolean;
  /** Why it is not (the button's tooltip, the API's refusal); null when it is. */
  reason: string | null;
  /** 403 for a missing permission, 400 for the state of the job. */
  status: 400 | 403 | null;
}

/** Who may clone which job (spec 2 §6 "Clone"). */
export function cloneAccess(permissions: ReadonlySet<string>, job: { canceled: boolean }): CloneAccess {
  const viewPermission = mayChangeJobs({ permissions });
  if (!viewPermission) {
    return { viewPermission, clickPermission: false, reason: messages.jobDrillingUserReadOnly, status: 403 };
  }
  if (!CLONE_PERMISSIONS.every((p) => permissions.has(p))) {
    return { viewPermission, clickPermission: false, reason: messages.cloneDeniedPermission, status: 403 };
  }
  if (job.canceled) {
    return { viewPermission, clickPermission: false, reason: messages.cloneDeniedCanceled, status: 400 };
  }
  return { viewPermission, clickPermission: true, reason: null, status: null };
}
