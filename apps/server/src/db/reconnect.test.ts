import { messages } from '@fieldbook/contract';
import { checkAuth as checkAuthEndpoint } from '@fieldbook/contract/authentication';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../test/api.ts';
import { ADMIN, createTestApp, type TestApp } from '../../test/app.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { buildApp } from '../app.ts';
import { connect } from './client.ts';
import { freePort } from './embedded.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, ADMIN.username, ADMIN.password);
});

const checkAuth = (app = t.app) => call(app, checkAuthEndpoint, { token });

/** Terminates every backend of the test database, as a restart or failover would. */
async function terminateBackends(): Promise<number> {
  const { rows } = await t.database.pool.query<{ name: string }>('SELECT current_database() AS name');
  const admin = new pg.Client({ connectionString: withDatabase(inject('testServerUrl'), 'postgres') });
  await admin.connect();
  const res = await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [rows[0].name],
  );
  await admin.end();
  return res.rowCount ?? 0;
}

describe('a lost database connection', () => {
  it('does not end the server: the next requests succeed on new connections', async () => {
    // Fill the pool with idle connections, then have the database end them all.
    const warm = await Promise.all([checkAuth(), checkAuth(), checkAuth(), checkAuth()]);
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await expect.poll(() => t.database.pool.idleCount).toBe(0);

    for (let i = 0; i < 3; i++) expect((await checkAuth()).statusCode).toBe(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await expect.poll(async () => (await checkAuth()).statusCode).toBe(200);
  });

  it('answers 503 with a clear message while the database cannot be reached', async () => {
    const nowhere = connect(`postgresql://fieldbook@127.0.0.1:${await freePort()}/fieldbook`, 2);
    const app = await buildApp({ config: t.config, db: nowhere.db, logger: false });
    try {
      const res = await checkAuth(app);
      expect(res.statusCode).toBe(503);
      expect(res.json).toEqual({ success: false, message: messages.databaseUnavailable });
    } finally {
      await app.close();
      await nowhere.close();
    }
  });
});
