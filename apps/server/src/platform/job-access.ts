import { messages, type Permission } from '@fieldbook/contract';
import type { SessionUser } from './context.ts';
import { AppError } from './errors.ts';

type JobAccessUser = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;

/**
 * Whether a user may use a job-specific permission (role category 6) on a job of a class. A role
 * may limit such a permission to some job classes (SessionUser.jobClassLimits); an unlimited one
 * covers every class. A job without a class passes only an unlimited permission. For a permission
 * that is not job-specific this is simply whether the role holds it.
 */
export function hasJobPermission(
  user: JobAccessUser,
  permission: Permission,
  jobClassificationId: number | null,
): boolean {
  if (!user.permissions.has(permission)) return false;
  const limits = user.jobClassLimits.get(permission);
  if (limits === undefined) return true;
  return jobClassificationId !== null && limits.includes(jobClassificationId);
}

/** The same as a guard: 403 when the role lacks the permission, or holds it only for other classes. */
export function assertJobPermission(
  user: JobAccessUser,
  permission: Permission,
  jobClassificationId: number | null,
): void {
  if (hasJobPermission(user, permission, jobClassificationId)) return;
  throw new AppError(403, user.permissions.has(permission) ? messages.jobClassForbidden : messages.forbidden);
}
