import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { appliedMigrations, FORMAT, type Manifest, tableNames } from './tables.ts';

const BATCH = 1000;

/** Reads and checks manifest.json of an unpacked backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error('This file is not a Fieldbook backup (it holds no manifest.json).');
  }
  if (manifest.format !== FORMAT) throw new Error(`This backup's format (${manifest.format}) is not ${FORMAT}.`);
  return manifest;
}

/**
 * Loads an unpacked backup into a migrated database, in one transaction: all or nothing.
 * The database must be at the backup's schema version and hold no rows, unless `replace`
 * (its rows are then deleted first). Foreign keys are dropped while loading and added back
 * after, which checks them all; sequences continue after the highest restored id.
 */
export async function loadDatabase(pool: pg.Pool, dir: string, manifest: Manifest, replace: boolean): Promise<void> {
  const client = await pool.connect();
  try {
    const present = await appliedMigrations(client);
    if (present.join() !== manifest.migrations.join()) {
      throw new Error(
        `This backup was made by another version of Fieldbook (${manifest.migrations.length} migrations; this one has ` +
          `${present.length}). Restore it with the version that made it, then upgrade.`,
      );
    }
    const tables = await tableNames(client);
    await client.query('BEGIN');
    const quoted = tables.map((t) => `public.${client.escapeIdentifier(t)}`).join(', ');
    if (!replace && (await holdsRows(client, tables))) {
      throw new Error('The database already holds data: restore into an empty one, or add --replace to overwrite it.');
    }
    await client.query(`TRUNCATE ${quoted} RESTART IDENTITY`);
    const foreignKeys = await dropForeignKeys(client);
    for (const name of Object.keys(manifest.tables))
      await loadTable(client, name, join(dir, 'tables', `${name}.jsonl`));
    for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`);
    await resetSequences(client);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function holdsRows(client: pg.PoolClient, tables: string[]): Promise<boolean> {
  for (const t of tables) {
    const { rowCount } = await client.query(`SELECT 1 FROM public.${client.escapeIdentifier(t)} LIMIT 1`);
    if (rowCount) return true;
  }
  return false;
}

async function dropForeignKeys(client: pg.PoolClient) {
  const { rows } = await client.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  for (const fk of rows) await client.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  return rows;
}

/** Inserts the rows of one table in batches; generated columns are computed again, not copied. */
async function loadTable(client: pg.PoolClient, name: string, file: string): Promise<void> {
  const table = `public.${client.escapeIdentifier(name)}`;
  const { rows: cols } = await client.query<{ name: string }>(
    `SELECT quote_ident(attname) AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table],
  );
  const list = cols.map((c) => c.name).join(', ');
  const insert = `INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === BATCH) await flush();
  }
  await flush();
}

/** Every serial or identity column's sequence continues after the highest restored value. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(
    `SELECT format('public.%I', table_name) AS tbl, quote_ident(column_name) AS col,
            pg_get_serial_sequence(format('public.%I', table_name), column_name) AS seq
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  for (const r of rows.filter((row) => row.seq)) {
    await client.query(`SELECT setval($1, coalesce((SELECT max(${r.col}) FROM ${r.tbl}), 0) + 1, false)`, [r.seq]);
  }
}
