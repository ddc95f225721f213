import {
  administratorPermissions,
  allPermissions,
  type BodyOf,
  isPermission,
  messages,
  type Permission,
  permissionCatalogue,
  type RoleCategory,
  roleCategories,
  roleMarkers,
  type saveRole as saveRoleEndpoint,
} from '@fieldbook/contract';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import {
  findRole,
  findRoleByName,
  insertRole,
  listJobClasses,
  listRoles,
  lockRole,
  renameRole,
  replaceRolePermissions,
  rolePermissionMap,
  touchRole,
} from './roles.queries.ts';

type SaveRoleInput = BodyOf<typeof saveRoleEndpoint>;
/** Active permissions: key -> allowed job class ids, null for every class (or not job-specific). */
type PermissionSet = Map<string, number[] | null>;
interface JobClass {
  id: number;
  name: string;
}

/** The seeded role the bootstrap keeps whole; found by name, as the bootstrap finds it. */
const isAdministrator = (name: string) => name.toLowerCase() === 'administrator';
const isJobSpecific = (p: Permission) => 'jobSpecific' in permissionCatalogue[p];

export async function getRoleList(ctx: Ctx) {
  return { success: true as const, roleList: await listRoles(ctx.db) };
}

export async function getRolePermission(ctx: Ctx, roleId: number) {
  const role = roleId === 0 ? { id: 0, name: '' } : await findRole(ctx.db, roleId);
  if (!role) throw notFound(messages.roleNotFound);
  const [held, classes] = await Promise.all([
    roleId === 0 ? new Map<string, number[] | null>() : rolePermissionMap(ctx.db, roleId),
    listJobClasses(ctx.db),
  ]);
  return {
    success: true as const,
    role: { roleId: role.id, roleName: role.name, isAdministrator: isAdministrator(role.name) },
    roleCategories: categoriesOf(held, classes),
  };
}

/** The whole catalogue, by role category, each permission active or not for this set. */
function categoriesOf(held: PermissionSet, classes: readonly JobClass[]): RoleCategory[] {
  return Object.entries(roleCategories).map(([id, categoryName]) => ({
    categoryId: Number(id),
    categoryName,
    rolePermissionList: allPermissions
      .filter((p) => permissionCatalogue[p].category === Number(id))
      .map((p) => {
        const def = permissionCatalogue[p];
        const active = held.has(p);
        const limit = held.get(p);
        const jobSpecific = isJobSpecific(p);
        return {
          active,
          permission: {
            name: p,
            displayName: def.name,
            description: def.description,
            roleCategory: def.category,
            jobSpecific,
            jobClasses: jobSpecific
              ? classes.map((c) => ({
                  jobClassId: c.id,
                  name: c.name,
                  active: active && (limit === null || limit === undefined || limit.includes(c.id)),
                }))
              : [],
          },
        };
      }),
  }));
}

/**
 * The permission set a SaveRole body asks for. The contract has already refused unknown keys,
 * duplicates and an active job-specific permission without any class; unknown class ids are
 * refused here. All classes active is stored as null, so a class added later is included too.
 */
function requestedSet(input: SaveRoleInput, classes: readonly JobClass[]): PermissionSet {
  const known = new Set(classes.map((c) => c.id));
  const set: PermissionSet = new Map();
  input.roleCategories.forEach((category, c) => {
    category.rolePermissionList.forEach((entry, p) => {
      const key = entry.permission.name;
      if (!entry.active || !isPermission(key)) return;
      if (!isJobSpecific(key)) {
        set.set(key, null);
        return;
      }
      const ids = [...new Set((entry.permission.jobClasses ?? []).filter((j) => j.active).map((j) => j.jobClassId))];
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) {
        const message = messages.unknownJobClass(unknown);
        throw badRequest(message, {
          [`roleCategories.${c}.rolePermissionList.${p}.permission.jobClasses`]: message,
        });
      }
      set.set(key, ids.length === known.size ? null : ids.sort((a, b) => a - b));
    });
  });
  return set;
}

/** Creates (roleId 0) or updates a role's name and whole permission set, in one transaction. */
export async function saveRole(ctx: Ctx, input: SaveRoleInput) {
  const classes = await listJobClasses(ctx.db);
  const wanted = requestedSet(input, classes);
  const name = input.role.roleName.trim();
  const nameTaken = () => {
    const message = messages.roleNameTaken(name);
    return new AppError(409, message, { 'role.roleName': message });
  };
  try {
    const roleId = await ctx.db.transaction(async (tx) => {
      let id = input.role.roleId;
      let before: PermissionSet = new Map();
      let beforeName: string | null = null;
      if (id !== 0) {
        const role = await lockRole(tx, id);
        if (!role) throw notFound(messages.roleNotFound);
        beforeName = role.name;
        if (isAdministrator(role.name)) {
          if (name !== role.name) {
            throw badRequest(messages.administratorRoleName, { 'role.roleName': messages.administratorRoleName });
          }
          const whole =
            administratorPermissions.every((p) => wanted.has(p) && wanted.get(p) === null) &&
            roleMarkers.every((p) => !wanted.has(p));
          if (!whole) throw badRequest(messages.administratorRoleFixed);
        }
        before = await rolePermissionMap(tx, id);
      }
      if (await findRoleByName(tx, name, id)) throw nameTaken();

      const change = diff(beforeName, name, before, wanted, classes);
      if (id === 0) {
        id = await insertRole(tx, name);
      } else if (!change) {
        return id; // nothing changed: nothing to write or record
      } else if (beforeName !== name) {
        await renameRole(tx, id, name);
      } else {
        await touchRole(tx, id);
      }
      await replaceRolePermissions(tx, id, wanted);
      await audit(tx, ctx.user.id, 'role', id, input.role.roleId === 0 ? 'create' : 'update', change ?? {});
      return id;
    });
    return { success: true as const, message: messages.roleSaved, roleId };
  } catch (err) {
    // Two saves racing for one name: the unique index decides, and the loser hears why.
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** How a permission reads in the audit: false (off), true (on, every class) or the class names. */
type Grant = boolean | string[];

/**
 * The before/after of what changed: `roleName` and, per changed permission, its grant before and
 * after. Null when nothing changed.
 */
function diff(
  beforeName: string | null,
  afterName: string,
  before: PermissionSet,
  after: PermissionSet,
  classes: readonly JobClass[],
): Record<string, unknown> | null {
  const names = new Map(classes.map((c) => [c.id, c.name]));
  const grant = (set: PermissionSet, key: string): Grant => {
    if (!set.has(key)) return false;
    const ids = set.get(key);
    return ids === null || ids === undefined ? true : ids.map((i) => names.get(i) ?? String(i));
  };
  const change: Record<string, unknown> = {};
  if (beforeName !== afterName) change.roleName = { before: beforeName, after: afterName };
  const permissions: Record<string, { before: Grant; after: Grant }> = {};
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = grant(before, key);
    const a = grant(after, key);
    if (JSON.stringify(a) !== JSON.stringify(b)) permissions[key] = { before: b, after: a };
  }
  if (Object.keys(permissions).length) change.permissions = permissions;
  return Object.keys(change).length ? change : null;
}
