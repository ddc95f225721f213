import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories/jobs.ts';
import { createUser } from '../../test/factories/users.ts';
import { dropDatabase, withDatabase } from '../../test/global-setup.ts';
import { BUCKET, startS3, type TestS3 } from '../../test/s3.ts';
import type { Config } from '../config.ts';
import { accounts, auditLog } from '../db/schema/index.ts';
import { s3Client, s3Store } from '../platform/s3-store.ts';
import { tar } from './archive.ts';
import { backup, restore } from './backup.ts';

let t: TestApp;
let source: Config;
let restored: Config;
let admin: pg.Client;
let work: string;
let s3: TestS3;
const COMPARED = ['users', 'roles', 'accounts', 'audit_log'];

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query<{ name: string }>('SELECT current_database() AS name');
  const name = rows[0].name;
  admin = new pg.Client({ connectionString: withDatabase(inject('testServerUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}_restored`);
  work = await mkdtemp(join(tmpdir(), 'fieldbook-backup-test-'));
  s3 = await startS3();
  source = { ...t.config, databaseUrl: withDatabase(inject('testServerUrl'), name) };
  restored = {
    ...t.config,
    databaseUrl: withDatabase(inject('testServerUrl'), `${name}_restored`),
    dataDir: join(work, 'restored'),
  };

  for (let i = 0; i < 5; i++) await createUser(t.database.db, { permissions: [] });
  for (let i = 0; i < 50; i++) await createAccount(t.database.db);
  await mkdir(join(t.config.dataDir, 'files', 'ab'), { recursive: true });
  await writeFile(join(t.config.dataDir, 'files', 'ab', 'abcdef123'), 'stored file bytes');
});

afterAll(async () => {
  await dropDatabase(admin, new URL(restored.databaseUrl ?? '').pathname.slice(1));
  await admin.end();
  await rm(work, { recursive: true, force: true });
});

/** Each write adds an account and its audit row in one transaction, as the application does. */
function writeLoad() {
  let running = true;
  let writes = 0;
  const done = (async () => {
    while (running) {
      await t.database.db.transaction(async (tx) => {
        const [a] = await tx
          .insert(accounts)
          .values({ accountName: `Load ${writes}` })
          .returning();
        await tx.insert(auditLog).values({ entity: 'load', entityId: String(a.id), action: 'create' });
      });
      writes++;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return writes;
    },
  };
}

async function query<T extends pg.QueryResultRow>(url: string | undefined, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Row count and an md5 over every row (in id order) of `table`, limited to `ids` when given. */
const checksum = (url: string | undefined, table: string, ids?: number[]) =>
  query<{ n: number; md5: string }>(
    url,
    `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY id)) AS md5 FROM ${table} t
     WHERE $1::int[] IS NULL OR id = ANY($1)`,
    [ids ?? null],
  ).then((rows) => rows[0]);

describe('backup and restore', () => {
  it('a backup taken under write load restores into a new database as one consistent snapshot', async () => {
    const file = join(work, 'fieldbook.tar.gz');
    const load = writeLoad();
    const manifest = await backup(source, file, () => {});
    expect(await load.stop()).toBeGreaterThan(0);

    await restore(restored, file, { replace: false }, () => {});

    for (const table of COMPARED) {
      const ids = (await query<{ id: number }>(restored.databaseUrl, `SELECT id FROM ${table}`)).map((r) => r.id);
      const copy = await checksum(restored.databaseUrl, table);
      expect(copy.n).toBe(manifest.tables[table]);
      expect(copy).toEqual(await checksum(source.databaseUrl, table, ids));
    }
    // The snapshot holds each load transaction whole: every account written under load has its audit row.
    const [pairs] = await query<{ accounts: number; audits: number }>(
      restored.databaseUrl,
      `SELECT (SELECT count(*)::int FROM accounts WHERE account_name LIKE 'Load %') AS accounts,
              (SELECT count(*)::int FROM audit_log WHERE entity = 'load') AS audits`,
    );
    expect(pairs.accounts).toBe(pairs.audits);
    expect(await readFile(join(restored.dataDir, 'files', 'ab', 'abcdef123'), 'utf8')).toBe('stored file bytes');
    // New rows continue after the restored ids.
    const [next] = await query<{ id: number }>(
      restored.databaseUrl,
      "INSERT INTO accounts (account_name) VALUES ('After restore') RETURNING id",
    );
    expect(next.id).toBeGreaterThan(
      Math.max(
        ...(await query<{ id: number }>(restored.databaseUrl, 'SELECT id FROM accounts WHERE id <> $1', [next.id])).map(
          (r) => r.id,
        ),
      ),
    );
  });

  it('refuses to restore over data unless told to replace it', async () => {
    const file = join(work, 'again.tar.gz');
    await backup(source, file, () => {});
    await expect(restore(restored, file, { replace: false }, () => {})).rejects.toThrow(
      'The database already holds data: restore into an empty one, or add --replace to overwrite it.',
    );
    await restore(restored, file, { replace: true }, () => {});
    expect(await checksum(restored.databaseUrl, 'accounts')).toEqual(await checksum(source.databaseUrl, 'accounts'));
  });

  it("takes the bucket's objects when the files are in one, and restore writes them back", async () => {
    const bucket = s3Store(s3.location('taken'));
    const ids = ['0a1b2c3d-0000-4000-8000-000000000001', 'ff000000-0000-4000-8000-000000000002'];
    for (const id of ids) await bucket.write(id, Buffer.from(`object ${id}`));
    const file = join(work, 'bucket.tar.gz');
    await backup({ ...source, files: s3.location('taken') }, file, () => {});

    const back = s3Store(s3.location('restored'));
    const before = '11111111-0000-4000-8000-000000000003';
    await back.write(before, Buffer.from('there before the restore'));
    await restore({ ...restored, files: s3.location('restored') }, file, { replace: true }, () => {});
    for (const id of ids) expect((await back.read(id))?.toString()).toBe(`object ${id}`);
    // What the bucket held is copied aside, never lost, and the sweep does not see the copy.
    const { Contents } = await s3Client(s3.location('restored')).send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'restored/before-restore-' }),
    );
    expect(Contents?.map((o) => o.Key?.split('/').slice(2).join('/'))).toEqual([`11/${before}`]);
    // The archive holds the bucket's files where a folder's would be: either store restores it.
    await tar(['-xzf', file, '-C', work, 'files']);
    expect(await readFile(join(work, 'files', '0a', ids[0]), 'utf8')).toBe(`object ${ids[0]}`);
  });

  it('refuses a file that is not a backup', async () => {
    const file = join(work, 'not-a-backup.tar.gz');
    await writeFile(join(work, 'x.txt'), 'x');
    await tar(['-czf', file, '-C', work, 'x.txt']);
    await expect(restore(restored, file, { replace: true }, () => {})).rejects.toThrow(
      'This file is not a Fieldbook backup (it holds no manifest.json).',
    );
  });
});
