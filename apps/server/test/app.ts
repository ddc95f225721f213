import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { domainSeeds } from '../src/domains/seeds.ts';
import { bootstrap } from '../src/platform/bootstrap.ts';
import type { WikiClient } from '../src/platform/wiki.ts';
import { withDatabase } from './global-setup.ts';

export const ADMIN = { username: 'admin', password: 'Admin-test-password-1' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

let counter = 0;

/**
 * A fresh database cloned from the migrated template, and the app built on it; closed after the file.
 * `jobs` runs the scheduled work (platform/jobs.ts: the mail worker), which other tests do without.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { wiki?: WikiClient | null; jobs?: boolean } = {},
): Promise<TestApp> {
  const serverUrl = inject('testServerUrl');
  const name = `fbtest_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const dataDir = await mkdtemp(join(tmpdir(), 'fieldbook-files-'));
  const config: Config = {
    ...loadConfig({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: dataDir,
      CHECK_RESPONSES: 'true',
    }),
    ...overrides,
  };
  const database = connect(withDatabase(serverUrl, name), 4);
  const app = await buildApp({
    config,
    db: database.db,
    wiki: options.wiki ?? null,
    logger: false,
    jobsPool: options.jobs ? database.pool : undefined,
  });
  await bootstrap(database.db, config, app.log, domainSeeds);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
