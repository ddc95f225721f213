import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { dropDatabase, withDatabase } from '../../test/global-setup.ts';
import { runMigrations } from './migrate.ts';

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};

const serverUrl = inject('testServerUrl');
// The fbtest_<ppid>_ prefix lets the global teardown drop it even if this file fails half-way.
const name = `fbtest_${process.ppid}_${process.pid}_migrate_${Date.now()}`;
let pools: pg.Pool[] = [];

async function onServer<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await onServer((c) => c.query(`CREATE DATABASE ${name}`));
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await onServer((c) => dropDatabase(c, name));
});

it('two instances migrating a fresh database at the same time both succeed, and apply each migration once', async () => {
  // Two pools stand for two server instances starting together.
  pools = [0, 1].map(() => new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 }));
  const results = await Promise.allSettled(pools.map((p) => runMigrations(p)));
  expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

  const db = pools[0];
  const { rows: applied } = await db.query('SELECT hash FROM drizzle.__drizzle_migrations');
  expect(applied).toHaveLength(journal.entries.length);

  const { rows: tables } = await db.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
    [['users', 'roles', 'sessions', 'outbox', 'bug_reports']],
  );
  expect(tables.map((r) => r.table_name).sort()).toEqual(['bug_reports', 'outbox', 'roles', 'sessions', 'users']);

  // A third start finds nothing left to do.
  await runMigrations(pools[1]);
  expect((await db.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n).toBe(
    journal.entries.length,
  );
  // The session lock is released: nobody is left holding it.
  const { rows: locks } = await db.query(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND d.datname = $1`,
    [name],
  );
  expect(locks[0].n).toBe(0);
});
