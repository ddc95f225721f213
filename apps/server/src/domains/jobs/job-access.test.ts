import { messages, type Permission } from '@fieldbook/contract';
import { getJobProfile } from '@fieldbook/contract/job-profile';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { AppError } from '../../platform/errors.ts';
import { assertJobPermission, hasJobPermission, requireJob, visibleJobsFilter } from './job-access.ts';

const SOUND_WALL = 1;
const DRILLING = 5;

/** A user whose role holds `held`, with `limits` on some of them (as resolveSession builds it). */
const userWith = (held: Permission[], limits: Record<string, number[]> = {}) => ({
  permissions: new Set<string>(held),
  jobClassLimits: new Map(Object.entries(limits)),
});

describe('hasJobPermission', () => {
  it('refuses a permission the role does not hold, whatever the class', () => {
    const u = userWith(['stage.review']);
    expect(hasJobPermission(u, 'stage.handOff', SOUND_WALL)).toBe(false);
    expect(hasJobPermission(u, 'stage.handOff', null)).toBe(false);
  });

  it('lets an unlimited permission act on every class and on a job without a class', () => {
    const u = userWith(['stage.handOff']);
    expect(hasJobPermission(u, 'stage.handOff', SOUND_WALL)).toBe(true);
    expect(hasJobPermission(u, 'stage.handOff', DRILLING)).toBe(true);
    expect(hasJobPermission(u, 'stage.handOff', null)).toBe(true);
  });

  it('lets a limited permission act only on its classes, never on a job without a class', () => {
    const u = userWith(['stage.installation'], { 'stage.installation': [DRILLING] });
    expect(hasJobPermission(u, 'stage.installation', DRILLING)).toBe(true);
    expect(hasJobPermission(u, 'stage.installation', SOUND_WALL)).toBe(false);
    expect(hasJobPermission(u, 'stage.installation', null)).toBe(false);
  });

  it('keeps the limits of one permission to that permission', () => {
    const u = userWith(['stage.installation', 'stage.onRent'], { 'stage.installation': [DRILLING] });
    expect(hasJobPermission(u, 'stage.onRent', SOUND_WALL)).toBe(true);
  });

  it('lets an empty limit pass nothing', () => {
    const u = userWith(['stage.tearDown'], { 'stage.tearDown': [] });
    expect(hasJobPermission(u, 'stage.tearDown', SOUND_WALL)).toBe(false);
  });

  it('treats a permission that is not job-specific as held or not', () => {
    expect(hasJobPermission(userWith(['jobs.edit']), 'jobs.edit', SOUND_WALL)).toBe(true);
    expect(hasJobPermission(userWith(['jobs.edit']), 'jobs.edit', null)).toBe(true);
    expect(hasJobPermission(userWith([]), 'jobs.edit', null)).toBe(false);
  });
});

describe('assertJobPermission', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    throw new Error('expected a refusal');
  };

  it('passes silently when allowed', () => {
    const u = userWith(['stage.review'], { 'stage.review': [SOUND_WALL] });
    expect(() => assertJobPermission(u, 'stage.review', SOUND_WALL)).not.toThrow();
  });

  it('answers 403 with the general refusal when the role lacks the permission', () => {
    const err = refusal(() => assertJobPermission(userWith([]), 'stage.review', SOUND_WALL));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 403, message: messages.forbidden });
  });

  it('answers 403 naming the job class when the permission is limited to other classes', () => {
    const u = userWith(['stage.review'], { 'stage.review': [SOUND_WALL] });
    for (const jobClass of [DRILLING, null]) {
      const err = refusal(() => assertJobPermission(u, 'stage.review', jobClass));
      expect(err).toMatchObject({ statusCode: 403, message: messages.jobClassForbidden });
    }
  });
});

/** The gate against a database: each rule once, as a service and as the API answers it. */
describe('requireJob', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const drillingUser = userWith(['jobs.view', 'drilling.user']);
  const gate = (user: ReturnType<typeof userWith>, jobId: number, opts?: Parameters<typeof requireJob>[2]) =>
    requireJob({ db: t.database.db, user }, jobId, opts);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: unknown) => err,
    );

  it('answers 404 for a missing job', async () => {
    expect(await refusal(gate(userWith(['jobs.view']), 2_000_000_000))).toMatchObject({
      statusCode: 404,
      message: messages.notFound,
    });
  });

  it('hides a non-drilling job from a Drilling User (404), as the API answers it, and shows a drilling one', async () => {
    const db = t.database.db;
    const [plain, drilling] = await Promise.all([createJob(db), createJob(db, { drilling: true })]);
    expect(await refusal(gate(drillingUser, plain.id))).toMatchObject({ statusCode: 404, message: messages.notFound });
    expect(await gate(drillingUser, drilling.id)).toMatchObject({ id: drilling.id, isDrilling: true });

    const u = await createUser(db, { role: 'Drilling User' });
    const token = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, getJobProfile, { token, body: { id: plain.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.notFound });
  });

  it('refuses a job-specific permission limited to other job classes (403) and passes it for its class', async () => {
    const job = await createJob(t.database.db, { classification: 'Sound Wall' });
    const soundWall = job.jobClassificationId ?? 0;
    const other = userWith(['stage.review'], { 'stage.review': [soundWall + 1] });
    const own = userWith(['stage.review'], { 'stage.review': [soundWall] });
    expect(await refusal(gate(other, job.id, { permission: 'stage.review' }))).toMatchObject({
      statusCode: 403,
      message: messages.jobClassForbidden,
    });
    expect(await gate(own, job.id, { permission: 'stage.review' })).toMatchObject({ id: job.id });
  });

  it("locks the job's row in the caller's transaction until it ends", async () => {
    const { db } = t.database;
    const job = await createJob(db);
    await db.transaction(async (tx) => {
      await requireJob({ db, user: userWith(['jobs.view']) }, job.id, { lock: tx });
      const other = refusal(db.execute(sql`select id from jobs where id = ${job.id} for update nowait`));
      expect(await other).toMatchObject({ cause: { code: '55P03' } }); // lock_not_available
    });
    await expect(db.execute(sql`select id from jobs where id = ${job.id} for update nowait`)).resolves.toBeDefined();
  });

  it('filters lists for a Drilling User only', () => {
    expect(visibleJobsFilter(drillingUser)).toBeDefined();
    expect(visibleJobsFilter(userWith(['jobs.view', 'drilling.user', 'drilling.manager']))).toBeUndefined();
    expect(visibleJobsFilter(userWith(['jobs.view']))).toBeUndefined();
  });
});
