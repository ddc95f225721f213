import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbedded } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose user may CREATE DATABASE (path ignored). */
    testServerUrl: string;
    /** The migrated template each test file clones. */
    templateDatabase: string;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Migrates once into a template database; each test file then clones it (CREATE DATABASE … TEMPLATE),
 * which takes milliseconds. Uses TEST_DATABASE_URL when set, otherwise a private embedded PostgreSQL.
 */
/**
 * Drops a test database once the connections the test closed have left it. A pool's `end()` resolves
 * before its connections are gone; dropping WITH (FORCE) meanwhile ends them from the server's side,
 * and a client still closing receives that as an error nobody listens to: an uncaught exception that
 * fails the whole run. FORCE remains for a connection that never leaves.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let wait = 0; wait < 100; wait++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(join(tmpdir(), 'fieldbook-test-'));
    await chmod(dir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach its folder
    embedded = await startEmbedded(join(dir, 'pg'));
    serverUrl = embedded.url;
  }
  const template = `fieldbook_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, template), max: 1 });
  await runMigrations(pool);
  await pool.end();
  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'fbtest\\_${process.pid}\\_%' OR datname = $1`,
      [template],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
