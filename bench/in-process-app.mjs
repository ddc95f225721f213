// The real application built in the bench's own process (for benches that also read its database pool
// or call its services), on a given database and data folder, migrated and seeded as at start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { domainSeeds } from '../apps/server/src/domains/seeds.ts';
import { bootstrap } from '../apps/server/src/platform/bootstrap.ts';

/** Builds and bootstraps the app; `webDir` serves a built client too. Close `app`, then `database`. */
export async function inProcessApp({ databaseUrl, dataDir, webDir }) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...(webDir ? { WEB_DIR: webDir } : {}),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Bench-admin-password-1',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config, () => {});
  const app = await buildApp({ config, db: database.db, wiki: null, logger: false });
  await bootstrap(database.db, config, app.log, domainSeeds);
  return { config, database, app };
}

/**
 * The app on a scratch database of its own (created on BENCH_POSTGRES, or the local PostgreSQL) and a
 * scratch data folder, listening on a free port; `close()` stops it and drops both.
 */
export async function scratchApp(name) {
  const server = process.env.BENCH_POSTGRES ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const dbName = `fieldbook_bench_${name}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dataDir = await mkdtemp(join(tmpdir(), `fieldbook-bench-${name}-`));
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const { database, app } = await inProcessApp({ databaseUrl: url.toString(), dataDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  async function close() {
    await app.close();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { database, app, address, close };
}
