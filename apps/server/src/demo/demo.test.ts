import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { authenticate } from '@fieldbook/contract/authentication';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { passwordProblem } from '../platform/passwords.ts';
import { bulkCountsFor } from './bulk.ts';
import { bulkInventoryCountsFor, STATUSES_PER_ASSET } from './bulk-inventory.ts';
import { type DemoSummary, loadDemo } from './load.ts';
import { DEMO_OFFICES } from './offices.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';
import { ADMIN_DEMO_USERS } from './users-admin.ts';

const TABLES = [
  'offices',
  'roles',
  'role_permissions',
  'users',
  'user_phones',
  'user_emails',
  'user_offices',
  'announcements',
  'documents_and_policies',
  'user_documents',
  'files',
  'audit_log',
] as const;

type Counts = Record<(typeof TABLES)[number] | 'stored files', number>;

async function counts(t: TestApp): Promise<Counts> {
  const out = {} as Counts;
  for (const table of TABLES) {
    const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n FROM ${table}`);
    out[table] = rows[0].n;
  }
  const root = join(t.config.dataDir, 'files');
  const dirs = await readdir(root).catch(() => []);
  let stored = 0;
  for (const d of dirs) stored += (await readdir(join(root, d))).length;
  out['stored files'] = stored;
  return out;
}

const signIn = (t: TestApp, username: string, password: string) =>
  call(t.app, authenticate, { body: { username, password } });

describe('demo data', () => {
  let t: TestApp;
  let before: Counts;
  let first: Counts;
  const today = '2026-03-10';

  beforeAll(async () => {
    t = await createTestApp();
    before = await counts(t);
    await loadDemo(t.database.db, t.config, { today });
    first = await counts(t);
  });

  it('uses a password the password policy accepts', () => {
    expect(passwordProblem(DEMO_PASSWORD)).toBeNull();
  });

  it('loads offices, one user per seeded role, announcements and documents', async () => {
    expect(first.offices - before.offices).toBe(DEMO_OFFICES.length);
    // One user per seeded role, plus the administration demo's colleague and former employees.
    expect(first.users - before.users).toBe(DEMO_USERS.length + ADMIN_DEMO_USERS.length);
    expect(first.user_phones).toBeGreaterThanOrEqual(2 * DEMO_USERS.length);
    expect(first.user_emails).toBeGreaterThanOrEqual(DEMO_USERS.length);
    expect(first.documents_and_policies).toBe(3);
    expect(first['stored files']).toBe(first.files);

    const { rows: roles } = await t.database.pool.query(
      `SELECT r.name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.username LIKE 'demo.%' ORDER BY r.name`,
    );
    expect(roles.map((r) => r.name)).toEqual(DEMO_USERS.map((u) => u.role).sort());

    const current = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM announcements WHERE enabled AND start_date <= ${today} AND end_date >= ${today}`,
    );
    const upcoming = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM announcements WHERE enabled AND start_date > ${today}`,
    );
    const disabled = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM announcements WHERE NOT enabled`,
    );
    expect(current.rows[0].n).toBeGreaterThan(0);
    expect(upcoming.rows[0].n).toBeGreaterThan(0);
    expect(disabled.rows[0].n).toBe(1);
  });

  it('signs JSAs on the jobs in installation, on rent and tear down, one of them changed after two had signed', async () => {
    const jsas = await t.database.db.execute<{ step: number; version: number; signed: string[] }>(
      sql`SELECT j.step_id AS step, j.version,
                 array_agg(s.name || ' v' || s.version ORDER BY s.signed_at, s.id) AS signed
          FROM jsas j JOIN jsa_signatures s ON s.jsa_id = j.id GROUP BY j.id ORDER BY j.step_id`,
    );
    expect(jsas.rows).toEqual([
      { step: 10, version: 2, signed: ['Rosa Jimenez v1', 'Tomas Reyes v1', 'Luis Ortega v2'] },
      { step: 11, version: 1, signed: ['Rosa Jimenez v1', 'Tomas Reyes v1'] },
      { step: 12, version: 1, signed: ['Rosa Jimenez v1', 'Tomas Reyes v1', 'Luis Ortega v1'] },
    ]);
  });

  it('changes nothing when run a second time', async () => {
    const summary = await loadDemo(t.database.db, t.config, { today: '2026-03-11' });
    expect(await counts(t)).toEqual(first);
    for (const step of summary.steps) for (const c of Object.values(step.counts)) expect(c.created).toBe(0);
  });

  it('stores the documents as real PDF files', async () => {
    const { rows } = await t.database.pool.query(
      `SELECT f.id, f.content_type FROM documents_and_policies d JOIN files f ON f.id = d.file_id`,
    );
    expect(rows.map((r) => r.content_type)).toEqual(['application/pdf', 'application/pdf', 'application/pdf']);
    const opened = await t.app.services.storage.open(rows[0].id);
    expect(opened).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const c of opened?.stream ?? []) chunks.push(Buffer.from(c));
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('lets a demo user sign in through the API', async () => {
    const res = await signIn(t, 'demo.technician', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ success: true, passwordChange: false });
    expect(res.json.token).toEqual(expect.any(String));
  });

  it('multiplies the scalable data with --scale, still idempotently', async () => {
    // Every step at scale 2, the bulk ones at a hundredth of the benchmark sizes: the full 200,000
    // stock movements took a minute and prove no more here (bulk*.test.ts check those sizes).
    const bulkShare = 0.01;
    const created = (summary: DemoSummary, step: string) =>
      Object.fromEntries(
        Object.entries(summary.steps.find((s) => s.name === step)?.counts ?? {}).map(([entity, c]) => [
          entity,
          c.created,
        ]),
      );
    const summary = await loadDemo(t.database.db, t.config, { scale: 2, bulkShare, today });
    const scaled = await counts(t);
    expect(scaled.offices).toBe(first.offices);
    expect(scaled.users - first.users).toBe(DEMO_USERS.length);
    expect(scaled.announcements).toBe(2 * first.announcements);
    expect(scaled.documents_and_policies).toBe(2 * first.documents_and_policies);
    const bulk = bulkCountsFor(2, bulkShare);
    expect(created(summary, 'bulk')).toEqual({
      'bulk accounts': bulk.accounts,
      'bulk opportunities': bulk.opportunities,
      'bulk jobs': bulk.jobs,
      'bulk calls': bulk.calls,
    });
    const inventory = bulkInventoryCountsFor(2, bulkShare);
    expect(created(summary, 'bulk inventory')).toEqual({
      'bulk yards': inventory.yards,
      'bulk catalogue items': inventory.items,
      'bulk assets': inventory.assets,
      'bulk asset statuses': inventory.assets * STATUSES_PER_ASSET,
      'bulk movements': inventory.movements,
    });

    const again = await loadDemo(t.database.db, t.config, { scale: 2, bulkShare, today });
    expect(await counts(t)).toEqual(scaled);
    const creating = again.steps.filter((s) => Object.values(s.counts).some((c) => c.created > 0)).map((s) => s.name);
    expect(creating).toEqual([]);

    const res = await signIn(t, 'demo.drilluser2', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });
});
