import type { RoleEditorData, RolePermissionEntry, SaveRoleBody } from '@fieldbook/contract/roles';

/** One permission of the form's values: the request body's entry (key, on or off, its job classes). */
export type Entry = SaveRoleBody['roleCategories'][number]['rolePermissionList'][number];

/**
 * The form's values: the save request's body, taken from the loaded role. The catalogue's display
 * fields (names, descriptions, job class names) stay in the loaded data, read by key (see catalogueOf).
 */
export const roleBody = (data: RoleEditorData): SaveRoleBody => ({
  role: { roleId: data.role.roleId, roleName: data.role.roleName },
  roleCategories: data.roleCategories.map((c) => ({
    categoryId: c.categoryId,
    rolePermissionList: c.rolePermissionList.map(({ active, permission }) => ({
      active,
      permission: {
        name: permission.name,
        jobClasses: permission.jobClasses.map(({ jobClassId, active }) => ({ jobClassId, active })),
      },
    })),
  })),
});

/** The loaded catalogue by key: category names by id, each permission's display fields by its key. */
export function catalogueOf(data: RoleEditorData) {
  const categories = new Map(data.roleCategories.map((c) => [c.categoryId, c.categoryName]));
  const permissions = new Map<string, RolePermissionEntry['permission']>(
    data.roleCategories.flatMap((c) => c.rolePermissionList.map((e) => [e.permission.name, e.permission] as const)),
  );
  return { categories, permissions };
}
export type Catalogue = ReturnType<typeof catalogueOf>;

/** Turns a permission on or off; turning a job-specific one on turns all its job classes on. */
export const setActive = (e: Entry, active: boolean): Entry => ({
  active,
  permission: {
    ...e.permission,
    jobClasses: active ? (e.permission.jobClasses ?? []).map((j) => ({ ...j, active: true })) : e.permission.jobClasses,
  },
});

/** Sets which job classes a job-specific permission covers (ids as the checkbox values, text). */
export const setJobClasses = (e: Entry, activeIds: readonly string[]): Entry => ({
  ...e,
  permission: {
    ...e.permission,
    jobClasses: (e.permission.jobClasses ?? []).map((j) => ({
      ...j,
      active: activeIds.includes(String(j.jobClassId)),
    })),
  },
});
