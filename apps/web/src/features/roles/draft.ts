import { type RoleCategory, type SaveRoleBody, saveRoleBody } from '@fieldbook/contract/roles';

/** The editor's working copy of a role's categories (the shape GetRolePermission answers). */
export type Draft = RoleCategory[];
type Entry = RoleCategory['rolePermissionList'][number];

const mapEntry = (draft: Draft, key: string, fn: (e: Entry) => Entry): Draft =>
  draft.map((c) => ({
    ...c,
    rolePermissionList: c.rolePermissionList.map((e) => (e.permission.name === key ? fn(e) : e)),
  }));

/** Turns a permission on or off; turning a job-specific one on turns all its job classes on. */
export const setActive = (draft: Draft, key: string, active: boolean): Draft =>
  mapEntry(draft, key, (e) => ({
    active,
    permission: {
      ...e.permission,
      jobClasses: active ? e.permission.jobClasses.map((j) => ({ ...j, active: true })) : e.permission.jobClasses,
    },
  }));

/** Sets which job classes a job-specific permission covers (ids as the checkbox values, text). */
export const setJobClasses = (draft: Draft, key: string, activeIds: readonly string[]): Draft =>
  mapEntry(draft, key, (e) => ({
    ...e,
    permission: {
      ...e.permission,
      jobClasses: e.permission.jobClasses.map((j) => ({ ...j, active: activeIds.includes(String(j.jobClassId)) })),
    },
  }));

export interface Problems {
  name?: string;
  /** Per permission key: the message about its job classes. */
  classes: Record<string, string>;
}

/** The same checks as the server's schema (name required, a job class for each active stage permission). */
export function problemsOf(body: SaveRoleBody): Problems {
  const problems: Problems = { classes: {} };
  const result = saveRoleBody.safeParse(body);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [first, c, , p, , field] = issue.path;
    if (first === 'role') problems.name ??= issue.message;
    else if (first === 'roleCategories' && field === 'jobClasses') {
      const key = body.roleCategories[Number(c)]?.rolePermissionList[Number(p)]?.permission.name;
      if (key) problems.classes[key] = issue.message;
    }
  }
  return problems;
}

export const hasProblems = (p: Problems) => !!p.name || Object.keys(p.classes).length > 0;

/** Maps the server's per-field errors ('role.roleName', 'roleCategories.0.….jobClasses') onto the draft. */
export function serverProblems(body: SaveRoleBody, errors: Record<string, string> | undefined): Problems {
  const problems: Problems = { classes: {} };
  for (const [path, message] of Object.entries(errors ?? {})) {
    const parts = path.split('.');
    if (parts[0] === 'role') problems.name = message;
    else if (parts[0] === 'roleCategories' && parts.at(-1) === 'jobClasses') {
      const key = body.roleCategories[Number(parts[1])]?.rolePermissionList[Number(parts[3])]?.permission.name;
      if (key) problems.classes[key] = message;
    }
  }
  return problems;
}
