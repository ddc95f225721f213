import { inventoryAudit } from '@fieldbook/contract/inventory-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { createDemoApp, jobDemoSteps } from '../../test/demo-app.ts';
import { inventoryStockStep } from './inventory-stock.ts';
import { DEMO_UPLOAD_FILE, inventoryUploadStep } from './inventory-upload.ts';
import { loadDemo } from './load.ts';

const steps = [...jobDemoSteps, inventoryStockStep, inventoryUploadStep];

describe('demo inventory upload', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createDemoApp(steps));
  });

  it('records one completed upload whose movements the audit shows as uploads', async () => {
    const { rows } = await t.database.db.execute<{ id: number; row_count: number; item_count: number; job: string }>(
      sql`select u.id, u.row_count, u.item_count, j.job_name as job from inventory_uploads u join jobs j on j.id = u.job_id where u.file_name = ${DEMO_UPLOAD_FILE}`,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), row_count: 6, item_count: 5, job: 'Hawkins 14-22 Pad – sound wall' },
    ]);
    const moved = await t.database.db.execute<{ n: number; units: number }>(
      sql`select count(*)::int as n, sum(amount)::int as units from stock_movements where reason = 'upload' and reference_kind = 'upload' and reference_id = ${rows[0].id}`,
    );
    expect(moved.rows[0]).toEqual({ n: 5, units: 24 + 26 + 208 + 208 + 48 + 2 });
    const audit = (await call(t.app, inventoryAudit, { query: { amount: 1 }, token })).json.data;
    expect(audit.filter((r) => r.reason === 'upload')).toHaveLength(5);
  });

  it('stays the same when loaded again', async () => {
    const count = async () =>
      (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stock_movements`)).rows[0].n;
    const before = await count();
    await loadDemo(t.database.db, t.config, { steps });
    expect(await count()).toBe(before);
  });
});
