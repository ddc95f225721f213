import type pg from 'pg';

/** What a backup holds besides the rows and files; written as manifest.json. */
export interface Manifest {
  format: typeof FORMAT;
  /** The snapshot's time: the backup holds every change committed before it. */
  takenAt: string;
  /** Hashes of the migrations applied to the database, oldest first: its schema version. */
  migrations: string[];
  /** Rows of each table of the `public` schema. */
  tables: Record<string, number>;
}

export const FORMAT = 'fieldbook-backup 1';

type Queryable = pg.PoolClient | pg.Client;

/** The application's tables (schema `public`), by name. */
export async function tableNames(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** The migrations drizzle recorded as applied, oldest first. */
export async function appliedMigrations(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id');
  return rows.map((r) => r.hash);
}
