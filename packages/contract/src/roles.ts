import { z } from 'zod';
import { INT_MAX, int } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { isPermission, permissionCatalogue } from './permissions.ts';

/**
 * Roles (spec 1 §2 /Admin/RoleList/{id}, §3 Role, §4 role editor, §7 Roles). A role is a name and a
 * set of permissions of the catalogue, grouped by role category; a job-specific permission
 * (category 6) may be limited to some job classes.
 */

export const roleListItem = z.object({ roleId: int(), roleName: z.string() });
export type RoleListItem = z.infer<typeof roleListItem>;

export const getRoleList = endpoint({
  method: 'GET',
  path: '/Administrator/GetRoleList',
  // The user form (admin.users) offers the roles to choose from, so either permission may list them.
  access: ['admin.roles', 'admin.users'],
  summary: 'Every role, by name.',
  response: z.object({ success: z.literal(true), roleList: z.array(roleListItem) }),
});

export const roleJobClass = z.object({ jobClassId: int(), name: z.string(), active: z.boolean() });

export const rolePermissionInfo = z.object({
  /** The permission key of the catalogue. */
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  roleCategory: int(),
  jobSpecific: z.boolean(),
  /** Job-specific permissions only: every job class, active when the role may act on it. */
  jobClasses: z.array(roleJobClass),
});

export const rolePermissionEntry = z.object({ active: z.boolean(), permission: rolePermissionInfo });
export const roleCategory = z.object({
  categoryId: int(),
  categoryName: z.string(),
  rolePermissionList: z.array(rolePermissionEntry),
});
export type RoleCategory = z.infer<typeof roleCategory>;
export type RolePermissionEntry = z.infer<typeof rolePermissionEntry>;

export const roleHeader = z.object({
  /** 0 for a role not saved yet. */
  roleId: int(),
  roleName: z.string(),
  /** The Administrator role always holds every permission for every job class, and keeps its name. */
  isAdministrator: z.boolean(),
});

/** A role with the whole catalogue: what the role editor shows. */
export const roleEditorData = z.object({
  success: z.literal(true),
  role: roleHeader,
  roleCategories: z.array(roleCategory),
});
export type RoleEditorData = z.infer<typeof roleEditorData>;

export const getRolePermission = endpoint({
  method: 'POST',
  path: '/Administrator/GetRolePermission',
  access: 'admin.roles',
  summary: 'A role (roleId 0: a new one) with the whole permission catalogue, each entry active or not.',
  body: z.object({
    roleId: z
      .number({ error: messages.required('Role id') })
      .int()
      .max(INT_MAX, messages.required('Role id'))
      .min(0, messages.required('Role id')),
  }),
  response: roleEditorData,
});

/**
 * What SaveRole reads: the shape GetRolePermission answered (names, descriptions and flags of the
 * catalogue may be sent back; they are ignored). A permission not in the list is inactive.
 */
export const saveRoleBody = z
  .object({
    role: z.object({
      roleId: z
        .number({ error: messages.required('Role id') })
        .int()
        .max(INT_MAX, messages.required('Role id'))
        .min(0, messages.required('Role id')),
      roleName: z
        .string({ error: messages.required('Role name') })
        .trim()
        .min(1, messages.required('Role name'))
        .max(100, messages.roleNameTooLong),
    }),
    roleCategories: z
      .array(
        z.object({
          categoryId: int().optional(),
          rolePermissionList: z
            .array(
              z.object({
                active: z.boolean(),
                permission: z.object({
                  name: z.string().max(100),
                  jobClasses: z
                    .array(z.object({ jobClassId: int(), active: z.boolean() }))
                    .max(1000)
                    .default([]),
                }),
              }),
            )
            .max(1000),
        }),
      )
      .max(100),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.roleCategories.forEach((category, c) => {
      category.rolePermissionList.forEach((entry, p) => {
        const key = entry.permission.name;
        const path = ['roleCategories', c, 'rolePermissionList', p, 'permission'];
        if (!isPermission(key)) {
          ctx.addIssue({ code: 'custom', message: messages.unknownPermission(key), path: [...path, 'name'] });
          return;
        }
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: messages.permissionListedTwice(key), path: [...path, 'name'] });
          return;
        }
        seen.add(key);
        const def = permissionCatalogue[key];
        if (entry.active && 'jobSpecific' in def && !entry.permission.jobClasses.some((j) => j.active)) {
          ctx.addIssue({ code: 'custom', message: messages.chooseJobClass(def.name), path: [...path, 'jobClasses'] });
        }
      });
    });
  });
export type SaveRoleBody = z.input<typeof saveRoleBody>;

export const saveRole = endpoint({
  method: 'POST',
  path: '/Administrator/SaveRole',
  access: 'admin.roles',
  revokesSessions: true,
  summary: 'Creates (roleId 0) or updates a role: its name and its whole permission set, in one step.',
  body: saveRoleBody,
  response: z.object({ success: z.literal(true), message: z.string(), roleId: int() }),
});

export const rolesEndpoints = { getRoleList, getRolePermission, saveRole };
