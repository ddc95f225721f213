import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// Postgres numeric (money, hours) arrives as text so no value passes through floating point;
// bigint counts (count(*)) are safe as numbers at this scale.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export type Db = NodePgDatabase<typeof schema>;
/** A database or a transaction: query functions take either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connect(url: string, max = 10): Database {
  // No JIT: it compiles every statement whose estimate passes jit_above_cost, which costs more CPU
  // than a capped list ever runs for (docs/decisions.md, "Lists at the speed of SQL").
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
