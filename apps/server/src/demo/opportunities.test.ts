import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { accountsStep } from './accounts.ts';
import { callsStep } from './calls.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { opportunitiesStep } from './opportunities.ts';
import { usersStep } from './users.ts';

const steps = [officesStep, usersStep, jobsStep, accountsStep, callsStep, opportunitiesStep];

describe('demo opportunities', () => {
  let t: TestApp;
  const rows = async (sql: string) => (await t.database.pool.query(sql)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
  });

  it('gives every demo opportunity its locations of its own account, a contact, an office and a site type', async () => {
    const opps = await rows(`
      SELECT o.opportunity_name, o.type_of_site, o.lsd, o.office_id, o.contact_id,
             b.account_id = o.account_id AS billing_ok, b.job_location AS billing_is_site,
             s.account_id = o.account_id AS shipping_ok, s.job_location AS shipping_is_site
        FROM opportunities o
        JOIN account_locations b ON b.id = o.billing_location_id
        JOIN account_locations s ON s.id = o.shipping_location_id`);
    expect(opps.length).toBe(12);
    for (const o of opps) {
      expect(o).toMatchObject({ billing_ok: true, billing_is_site: false, shipping_ok: true, shipping_is_site: true });
      expect(o.office_id).not.toBeNull();
      expect(o.contact_id).not.toBeNull();
      expect(o.type_of_site).not.toBe('');
    }
    expect(opps.find((o) => o.opportunity_name === 'Hawkins 14-22 Pad')?.lsd).toBe('14-22-001-12W');
  });

  it('makes one opportunity from an open call and closes that call', async () => {
    const [made] = await rows(`
      SELECT o.opportunity_name, c.active, c.caller_name FROM opportunities o JOIN calls c ON c.id = o.call_id`);
    expect(made).toEqual({
      opportunity_name: 'Section 22 Baseline Monitoring',
      active: false,
      caller_name: 'Trent Okafor',
    });
  });

  it('adds nothing when run again', async () => {
    const before = await rows(
      'SELECT (SELECT count(*) FROM opportunities) o, (SELECT count(*) FROM account_locations) l, (SELECT count(*) FROM account_contacts) c, (SELECT count(*) FROM audit_log) a',
    );
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
    const after = await rows(
      'SELECT (SELECT count(*) FROM opportunities) o, (SELECT count(*) FROM account_locations) l, (SELECT count(*) FROM account_contacts) c, (SELECT count(*) FROM audit_log) a',
    );
    expect(after).toEqual(before);
  });
});
