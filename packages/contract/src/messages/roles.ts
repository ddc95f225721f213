/** Roles, job-class limits and the audit log (server texts). */
export const rolesMessages = {
  roleSaved: 'Role saved.',
  roleNotFound: 'Role not found.',
  roleNameTooLong: 'The role name must be at most 100 characters.',
  roleNameTaken: (name: string) => `A role named "${name}" already exists. Please choose another name.`,
  unknownPermission: (key: string) => `Unknown permission: ${key}.`,
  permissionListedTwice: (key: string) => `The permission ${key} is listed more than once.`,
  unknownJobClass: (id: number) => `Unknown job class: ${id}.`,
  chooseJobClass: (permission: string) =>
    `Choose at least one job class for ${permission}, or turn the permission off.`,
  administratorRoleFixed: 'The Administrator role always holds every permission for every job class.',
  administratorRoleName: 'The Administrator role cannot be renamed.',
  jobClassForbidden: 'Your role does not allow this for jobs of this class.',
  noAuditEntries: 'No changes have been recorded.',
} as const;
