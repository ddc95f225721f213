import { Column, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/** A select whose fields are each a column or an SQL expression (no nested objects). */
interface FlatSelect<Row> extends PromiseLike<Row[]> {
  readonly _: { readonly selectedFields: Record<string, unknown> };
  toSQL(): { sql: string; params: unknown[] };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

const raw = (value: string) => value;
/**
 * Dates, timestamps and intervals (and their arrays) arrive as PostgreSQL wrote them, as Drizzle
 * reads them, so that each column's own decoder makes the value Drizzle would have made.
 */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format),
};

/** An expression's decoder (its mapWith), which Drizzle keeps on the SQL outside its typed API. */
const sqlDecoder = (expr: SQL) => (expr as unknown as { decoder: Decoder }).decoder;

function decoderOf(name: string, field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  throw new Error(`The field ${name} is neither a column nor an SQL expression`);
}

/**
 * The rows of a flat select, as awaiting it answers them, read with each field's decoder found once
 * per statement: Drizzle's own reader looks each field's kind up again for every value of every row,
 * which cost more than the rest of a list page's JavaScript (the `is` checks of a 50-row call list).
 */
export async function selectRows<Row>(db: Db, query: FlatSelect<Row>): Promise<Row[]> {
  const fields = query._.selectedFields;
  const keys = Object.keys(fields);
  const decoders = keys.map((k) => decoderOf(k, fields[k]));
  const { sql, params } = query.toSQL();
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const { rows } = await pool.query<unknown[]>({ text: sql, values: params, rowMode: 'array', types });
  const n = keys.length;
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const v = values[i];
      row[keys[i]] = v === null ? null : decoders[i].mapFromDriverValue(v);
    }
    return row as Row;
  });
}
