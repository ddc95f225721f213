import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { connect, type Database } from './client.ts';
import { limitSql, literalLimit } from './named-statements.ts';
import { offices } from './schema/index.ts';

let one: Database;

beforeAll(async () => {
  const t = await createTestApp();
  const { rows } = await t.database.pool.query<{ name: string }>('SELECT current_database() AS name');
  // One connection, so every statement below meets the same prepared statements.
  one = connect(withDatabase(inject('testServerUrl'), rows[0].name), 1);
});
afterAll(() => one.close());

type Prepared = { statement: string; generic_plans: number };
const prepared = async () =>
  (await one.pool.query<Prepared>('SELECT statement, generic_plans FROM pg_prepared_statements')).rows;

describe('reads sent as named statements', () => {
  it('prepares a paged read once and, from the sixth run, runs it on one generic plan', async () => {
    const page = () => one.db.select({ id: offices.id }).from(offices).orderBy(asc(offices.id)).limit(literalLimit(11));
    for (let run = 0; run < 8; run++) await page();
    const mine = (await prepared()).filter((p) => p.statement.includes('from "offices"'));
    expect(mine).toHaveLength(1);
    expect(mine[0].statement).toContain('limit 11');
    expect(mine[0].generic_plans).toBeGreaterThan(0);
  });

  it('leaves text searches and writes unnamed, so each is planned for its own values', async () => {
    for (let run = 0; run < 3; run++) {
      await one.db.execute(sql`select id from offices where name ilike ${'%den%'}`);
      await one.db.execute(sql`update offices set name = name where id = -1`);
    }
    const statements = (await prepared()).map((p) => p.statement);
    expect(statements.filter((s) => /ilike|update offices/.test(s))).toEqual([]);
  });

  it('refuses a page size that is not a whole number', () => {
    expect(() => limitSql(2.5)).toThrow(/whole number/);
    expect(() => limitSql(-1)).toThrow(/whole number/);
  });
});
