import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobClassifications, rolePermissions, roles } from '../../db/schema/index.ts';

export function listRoles(db: Tx) {
  return db
    .select({ roleId: roles.id, roleName: roles.name })
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
}

export async function findRole(db: Tx, roleId: number) {
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return row;
}

/** The role row, locked until the transaction ends: saves of one role run one after another. */
export async function lockRole(tx: Tx, roleId: number) {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for('update');
  return row;
}

/** Another role with the same name, compared without case. */
export async function findRoleByName(db: Tx, name: string, exceptId: number) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, ne(roles.id, exceptId)));
  return row;
}

/** Active permissions of a role: key -> allowed job class ids (null: every class). */
export async function rolePermissionMap(db: Tx, roleId: number): Promise<Map<string, number[] | null>> {
  const rows = await db
    .select({ permission: rolePermissions.permission, jobClassIds: rolePermissions.jobClassIds })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return new Map(rows.map((r) => [r.permission, r.jobClassIds]));
}

export function listJobClasses(db: Tx) {
  return db
    .select({ id: jobClassifications.id, name: jobClassifications.name })
    .from(jobClassifications)
    .orderBy(asc(jobClassifications.sortOrder), asc(jobClassifications.name));
}

export async function insertRole(tx: Tx, name: string): Promise<number> {
  const [row] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  return row.id;
}

export async function renameRole(tx: Tx, roleId: number, name: string) {
  await tx.update(roles).set({ name, updatedAt: new Date() }).where(eq(roles.id, roleId));
}

export async function touchRole(tx: Tx, roleId: number) {
  await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
}

/** Replaces the whole permission set of a role. */
export async function replaceRolePermissions(
  tx: Tx,
  roleId: number,
  permissions: ReadonlyMap<string, number[] | null>,
) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.size === 0) return;
  await tx
    .insert(rolePermissions)
    .values([...permissions].map(([permission, jobClassIds]) => ({ roleId, permission, jobClassIds })));
}
