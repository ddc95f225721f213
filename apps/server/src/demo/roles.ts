import type { Permission } from '@fieldbook/contract';
import { inArray, sql } from 'drizzle-orm';
import { jobClassifications, rolePermissions, roles } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

interface DemoRole {
  name: string;
  /** true: every job class; a list: only those classes (job-specific permissions only). */
  permissions: Partial<Record<Permission, true | string[]>>;
}

/**
 * Roles beyond the seeded ones that show what the role editor can do: stage permissions limited to
 * some job classes. Fixed (not multiplied by --scale); matched by name without case.
 */
export const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Drilling Field Crew',
    permissions: {
      'admin.phoneEmail': true,
      'jobs.view': true,
      'forms.view': true,
      'forms.equipmentEdit': true,
      'forms.jsaEdit': true,
      'inventory.view': true,
      'stage.installation': ['Drilling'],
      'stage.onRent': ['Drilling'],
      'stage.tearDown': ['Drilling'],
    },
  },
  {
    name: 'Monitoring Coordinator',
    permissions: {
      'admin.phoneEmail': true,
      'accounts.view': true,
      'opportunities.view': true,
      'jobs.view': true,
      'jobs.edit': true,
      'budgets.view': true,
      'forms.view': true,
      'forms.surveyTop': true,
      'forms.surveyBottom': true,
      'stage.handOff': ['Noise Monitoring', 'Vibration Monitoring'],
      'stage.review': ['Noise Monitoring', 'Vibration Monitoring'],
      'stage.installation': ['Noise Monitoring', 'Vibration Monitoring'],
    },
  },
];

export const rolesStep: DemoStep = {
  name: 'roles',
  async run(tx) {
    const t = tally();
    const existing = new Set(
      (
        await tx
          .select({ name: sql<string>`lower(${roles.name})` })
          .from(roles)
          .where(
            inArray(
              sql`lower(${roles.name})`,
              DEMO_ROLES.map((r) => r.name.toLowerCase()),
            ),
          )
      ).map((r) => r.name),
    );
    const classIds = new Map(
      (await tx.select({ id: jobClassifications.id, name: jobClassifications.name }).from(jobClassifications)).map(
        (c) => [c.name, c.id],
      ),
    );
    for (const role of DEMO_ROLES) {
      if (existing.has(role.name.toLowerCase())) {
        t.existing('roles');
        continue;
      }
      const [row] = await tx.insert(roles).values({ name: role.name }).returning({ id: roles.id });
      const grants = Object.entries(role.permissions).map(([permission, grant]) => ({
        roleId: row.id,
        permission,
        jobClassIds:
          grant === true
            ? null
            : grant.map((name) => {
                const id = classIds.get(name);
                if (id === undefined) throw new Error(`The demo needs the job class "${name}".`);
                return id;
              }),
      }));
      await tx.insert(rolePermissions).values(grants);
      await audit(tx, null, 'role', row.id, 'create', { roleName: role.name, demo: true });
      t.created('roles');
      t.created('role permissions', grants.length);
    }
    return t.counts;
  },
};
