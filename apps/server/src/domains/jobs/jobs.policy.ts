/**
 * Who sees which jobs (spec 2 §1, §6). A Drilling User views drilling jobs only; a role that also
 * holds 'drilling.manager' (the Administrator holds every permission) is not restricted.
 */
export function drillingJobsOnly(permissions: ReadonlySet<string>): boolean {
  return permissions.has('drilling.user') && !permissions.has('drilling.manager');
}
