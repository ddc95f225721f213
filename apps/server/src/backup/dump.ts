import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { appliedMigrations, FORMAT, type Manifest, tableNames } from './tables.ts';

const BATCH = 2000;

/**
 * Writes every table of the database to `dir` (tables/<name>.jsonl, one row_to_json line a row)
 * and manifest.json. All tables are read in one REPEATABLE READ snapshot, so the dump is
 * consistent while the server keeps writing — the guarantee pg_dump gives, without depending on a
 * pg_dump binary of the server's version.
 */
export async function dumpDatabase(pool: pg.Pool, dir: string): Promise<Manifest> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ at: Date }>('SELECT now() AS at');
    const manifest: Manifest = {
      format: FORMAT,
      takenAt: rows[0].at.toISOString(),
      migrations: await appliedMigrations(client),
      tables: {},
    };
    await mkdir(join(dir, 'tables'), { recursive: true });
    for (const name of await tableNames(client)) {
      manifest.tables[name] = await dumpTable(client, name, join(dir, 'tables', `${name}.jsonl`));
    }
    await client.query('COMMIT');
    await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Streams one table through a cursor (bounded memory whatever its size); answers its row count. */
async function dumpTable(client: pg.PoolClient, name: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  await client.query(
    `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM public.${client.escapeIdentifier(name)} t`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await client.query<{ r: string }>(`FETCH ${BATCH} FROM dump`);
    if (rows.length === 0) break;
    count += rows.length;
    if (!out.write(`${rows.map((row) => row.r).join('\n')}\n`)) await once(out, 'drain');
  }
  await client.query('CLOSE dump');
  out.end();
  await finished(out);
  return count;
}
