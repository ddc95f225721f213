import { administratorPermissions, seededRoles, jobSteps as steps } from '@fieldbook/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  budgetCategories,
  industryTypes,
  jobClassifications,
  jobSteps,
  phoneTypes,
  rolePermissions,
  roles,
  territories,
  users,
} from '../db/schema/index.ts';
import { audit } from './audit.ts';
import { generatePassword, hashPassword, passwordProblem } from './passwords.ts';

export const PHONE_TYPES = ['Mobile', 'Office', 'Home', 'Fax', 'Other'];
export const JOB_CLASSES = ['Sound Wall', 'Acoustic Blankets', 'Noise Monitoring', 'Vibration Monitoring', 'Drilling'];
/** The categories budget cost lines are filed under (no screen maintains them). */
/** Reference lists of accounts (no screen maintains them). */
export const INDUSTRY_TYPES = ['Oil and Gas Operator', 'General Contractor', 'Midstream', 'Municipal', 'Industrial'];
export const TERRITORIES = ['Rockies', 'Permian Basin', 'Bakken', 'Gulf Coast'];
export const BUDGET_CATEGORIES = ['Labor', 'Equipment', 'Materials', 'Freight', 'Subcontract', 'Travel', 'Other'];

/** Reference data of an area (domains/seeds.ts hands them in), kept current in bootstrap's transaction. */
export type DomainSeed = (tx: Tx) => Promise<void>;

/**
 * Makes a new database usable and keeps reference data current, idempotently, at every start:
 * phone types, job classes, job steps, budget categories, the seeded roles (only when there are none), the Administrator role
 * holding every permission of the catalogue but the drilling markers, and the first administrator;
 * then each area's seeds.
 */
export async function bootstrap(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  seeds: readonly DomainSeed[],
): Promise<void> {
  await db.transaction(async (tx) => {
    // One instance seeds at a time; the lock ends with the transaction.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    await tx
      .insert(phoneTypes)
      .values(PHONE_TYPES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(jobClassifications)
      .values(JOB_CLASSES.map((name, i) => ({ name, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(industryTypes)
      .values(INDUSTRY_TYPES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(territories)
      .values(TERRITORIES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(budgetCategories)
      .values(BUDGET_CATEGORIES.map((name) => ({ name })))
      .onConflictDoNothing();
    for (const st of steps) {
      await tx
        .insert(jobSteps)
        .values({ id: st.stepId, name: st.stepName, stage: st.stage })
        .onConflictDoUpdate({ target: jobSteps.id, set: { name: st.stepName, stage: st.stage } });
    }

    for (const seed of seeds) await seed(tx);

    const [{ n }] = await tx.select({ n: count() }).from(roles);
    if (n === 0) {
      for (const [name, perms] of Object.entries(seededRoles)) {
        const [role] = await tx.insert(roles).values({ name }).returning();
        if (perms.length)
          await tx.insert(rolePermissions).values(perms.map((permission) => ({ roleId: role.id, permission })));
      }
    }
    const [admin] = await tx.select().from(roles).where(sql`lower(${roles.name}) = 'administrator'`);
    if (admin) {
      await tx
        .insert(rolePermissions)
        .values(administratorPermissions.map((permission) => ({ roleId: admin.id, permission })))
        .onConflictDoNothing();
    }

    const [{ u }] = await tx.select({ u: count() }).from(users);
    if (u === 0 && admin) {
      const weak = config.adminPassword ? passwordProblem(config.adminPassword) : null;
      if (weak) throw new Error(`ADMIN_PASSWORD is not acceptable: ${weak}`);
      const password = config.adminPassword ?? generatePassword();
      const [created] = await tx
        .insert(users)
        .values({
          username: config.adminUsername,
          firstName: 'System',
          lastName: 'Administrator',
          positionTitle: 'Administrator',
          roleId: admin.id,
          passwordHash: await hashPassword(password),
          passwordChange: !config.adminPassword,
        })
        .returning({ id: users.id });
      await audit(tx, null, 'user', created.id, 'create', { username: config.adminUsername, bootstrap: true });
      if (config.adminPassword) {
        log.info({ username: config.adminUsername }, 'administrator created with ADMIN_PASSWORD');
      } else {
        // Printed once, on purpose: the operator needs it for the first sign-in, which forces a change.
        console.log(
          `\n  Administrator created.\n  Username: ${config.adminUsername}\n  Password: ${password}\n  (You will be asked to change it at the first sign-in.)\n`,
        );
      }
    }
  });
}

export async function roleIdByName(db: Db, name: string): Promise<number | undefined> {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return r?.id;
}
