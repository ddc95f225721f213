import { type CloneJobBody, messages } from '@fieldbook/contract';
import { checkClonePermission, cloneForm, cloneJob } from '@fieldbook/contract/clone';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import {
  accountContacts,
  accountLocations,
  accounts,
  auditLog,
  handOffs,
  jobs,
  mobilizations,
  opportunities,
  scopeItems,
} from '../../db/schema/index.ts';
import { cloneAccess } from './clone.policy.ts';

let t: TestApp;
/** jobs.view, jobs.clone, opportunities.edit, accounts.view */
let cloner: string;
let clonerId: number;
/** jobs.view only */
let viewer: string;
/** nothing */
let plain: string;
/** a Drilling User with every clone permission */
let driller: string;

const CLONER = ['jobs.view', 'jobs.clone', 'opportunities.edit', 'accounts.view'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createUser(t.database.db, { permissions: CLONER });
  const v = await createUser(t.database.db, { permissions: ['jobs.view'] });
  const p = await createUser(t.database.db, { permissions: [] });
  const d = await createUser(t.database.db, { permissions: [...CLONER, 'drilling.user'] });
  clonerId = c.id;
  cloner = await signIn(t.app, c.username, c.password);
  viewer = await signIn(t.app, v.username, v.password);
  plain = await signIn(t.app, p.username, p.password);
  driller = await signIn(t.app, d.username, d.password);
});

const jobHistory = (jobId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(jobId))));

/** A source job with an opportunity full of site data, a hand-off, a mobilization and two scope items. */
async function sourceJob(opts: { canceled?: boolean } = {}) {
  const db = t.database.db;
  const account = await createAccount(db);
  const [loc] = await db
    .insert(accountLocations)
    .values({
      accountId: account.id,
      locationName: 'Yard',
      billingAddress1: '1 Bill St',
      billingCity: 'Austin',
      billingState: 'TX',
      billingZip: '78701',
      shippingAddress1: '9 Ship Rd',
      shippingCity: 'Dallas',
      shippingState: 'TX',
      shippingZip: '75201',
    })
    .returning();
  const [contact] = await db
    .insert(accountContacts)
    .values({ accountId: account.id, firstName: 'Ann', lastName: 'Lee', phoneNumber: '555', email: 'ann@x.test' })
    .returning();
  const opp = await createOpportunity(db, { accountId: account.id, opportunityName: 'Source opp' });
  await db
    .update(opportunities)
    .set({
      description: 'Wall along the highway',
      lsd: '12-34',
      typeOfSite: 'Highway',
      gpsLatitude: '30.1',
      gpsLongitude: '-97.7',
      billingLocationId: loc.id,
      shippingLocationId: loc.id,
      contactId: contact.id,
    })
    .where(eq(opportunities.id, opp.id));
  const job = await createJob(db, { opportunityId: opp.id, stepId: 8, canceled: opts.canceled ?? false });
  await db.update(jobs).set({ jobDescription: 'Sound wall 400 ft' }).where(eq(jobs.id, job.id));
  const [h] = await db
    .insert(handOffs)
    .values({ jobId: job.id, price: '1234.50', additionalInfo: 'Night work', prevailingWage: true, completed: true })
    .returning();
  await db.insert(mobilizations).values({ handOffId: h.id, installType: 'Crane', totalLoads: 3 });
  await db.insert(scopeItems).values([
    { handOffId: h.id, name: 'Wall > STC 32', description: 'North side', quantity: 10 },
    { handOffId: h.id, name: 'Gate', description: 'Access gate', quantity: 1, optional: true },
  ]);
  return { account, loc, contact, opp, job };
}

const newLocation = (name: string) => ({
  accountLocationId: 0,
  locationName: name,
  address1: '5 Main St',
  address2: '',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
});
const newContact = { accountContactId: 0, firstName: 'Bo', lastName: 'Diaz', phoneNumber: '555-1', email: 'bo@x.test' };

function cloneBody(jobId: number, over: Partial<CloneJobBody> = {}): CloneJobBody {
  return {
    JobId: jobId,
    accountId: 0,
    accountName: `Clone Target ${Math.random().toString(36).slice(2, 8)}`,
    contact: newContact,
    billingLocation: newLocation('Head office'),
    shippingLocation: newLocation('New site'),
    ...over,
  };
}

describe('cloneAccess', () => {
  it('hides the button from Drilling Users, denies without permissions or on a canceled job', () => {
    const all = new Set<string>(CLONER);
    expect(cloneAccess(all, { canceled: false })).toMatchObject({ viewPermission: true, clickPermission: true });
    expect(cloneAccess(new Set([...all, 'drilling.user']), { canceled: false }).viewPermission).toBe(false);
    expect(
      cloneAccess(new Set([...all, 'drilling.user', 'drilling.manager']), { canceled: false }).clickPermission,
    ).toBe(true);
    expect(cloneAccess(new Set(['jobs.view', 'jobs.clone']), { canceled: false })).toMatchObject({
      viewPermission: true,
      clickPermission: false,
      reason: messages.cloneDeniedPermission,
    });
    expect(cloneAccess(all, { canceled: true }).reason).toBe(messages.cloneDeniedCanceled);
  });
});

describe('GET /JobClone/CheckClonePermission', () => {
  it('answers 401 and 403', async () => {
    const { job } = await sourceJob();
    await denies(t.app, checkClonePermission, { query: { JobId: job.id } }, plain);
  });

  it('answers 400 without a job id and 404 for a missing job', async () => {
    expect((await call(t.app, checkClonePermission, { token: viewer })).statusCode).toBe(400);
    expect((await call(t.app, checkClonePermission, { query: { JobId: '999999' }, token: viewer })).statusCode).toBe(
      404,
    );
  });

  it('tells a viewer the button is denied and a cloner it is clickable, unless the job is canceled', async () => {
    const { job } = await sourceJob();
    const canceled = (await sourceJob({ canceled: true })).job;
    const check = async (jobId: number, token: string) =>
      (await call(t.app, checkClonePermission, { query: { JobId: jobId }, token })).json;
    expect(await check(job.id, viewer)).toEqual({
      success: true,
      viewPermission: true,
      clickPermission: false,
      reason: messages.cloneDeniedPermission,
    });
    expect(await check(job.id, cloner)).toEqual({
      success: true,
      viewPermission: true,
      clickPermission: true,
      reason: null,
    });
    expect(await check(canceled.id, cloner)).toMatchObject({
      clickPermission: false,
      reason: messages.cloneDeniedCanceled,
    });
  });
});

describe('GET /JobClone/CloneForm', () => {
  it('answers 401 and 403', async () => {
    const { job } = await sourceJob();
    await denies(t.app, cloneForm, { query: { JobId: job.id } }, viewer);
  });

  it("answers the source opportunity's account, locations and contact", async () => {
    const { job, account, loc, contact } = await sourceJob();
    const res = await call(t.app, cloneForm, { query: { JobId: job.id }, token: cloner });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toEqual({
      jobId: job.id,
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      accountId: account.id,
      accountName: account.accountName,
      billingLocation: {
        accountLocationId: loc.id,
        locationName: 'Yard',
        address1: '1 Bill St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      shippingLocation: {
        accountLocationId: loc.id,
        locationName: 'Yard',
        address1: '9 Ship Rd',
        address2: '',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
      contact: {
        accountContactId: contact.id,
        firstName: 'Ann',
        lastName: 'Lee',
        phoneNumber: '555',
        email: 'ann@x.test',
      },
    });
  });
});

describe('POST /JobClone/CloneJob', () => {
  it('answers 401 and 403 (also to a Drilling User)', async () => {
    const { job } = await sourceJob();
    await denies(t.app, cloneJob, { body: cloneBody(job.id) }, viewer);
    const drill = await call(t.app, cloneJob, { body: cloneBody(job.id), token: driller });
    expect(drill.statusCode).toBe(404); // a Drilling User does not see a non-drilling job
  });

  it('answers 400 with the messages of missing fields, and creates nothing', async () => {
    const { job } = await sourceJob();
    const before = await t.database.db.select().from(jobs);
    const res = await call(t.app, cloneJob, {
      body: cloneBody(job.id, {
        accountName: ' ',
        contact: { ...newContact, phoneNumber: '', email: 'not-mail' },
        shippingLocation: { ...newLocation('x'), zip: '' },
      }),
      token: cloner,
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json;
    expect(errors.accountName).toBe(messages.cloneAccountRequired);
    expect(errors['contact.phoneNumber']).toBe(messages.required('Phone'));
    expect(errors['contact.email']).toBe(messages.accountEmailInvalid);
    expect(errors['shippingLocation.zip']).toBe(messages.jobZipRequired);
    expect(await t.database.db.select().from(jobs)).toHaveLength(before.length);
  });

  it('refuses a canceled job with the reason, and locations of another account', async () => {
    const canceled = (await sourceJob({ canceled: true })).job;
    const res = await call(t.app, cloneJob, { body: cloneBody(canceled.id), token: cloner });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.cloneDeniedCanceled);

    const { job, loc } = await sourceJob();
    const target = await createAccount(t.database.db);
    const count = async () => (await t.database.db.select().from(accountContacts)).length;
    const contactsBefore = await count();
    const other = await call(t.app, cloneJob, {
      body: cloneBody(job.id, {
        accountId: target.id,
        accountName: target.accountName,
        billingLocation: { ...newLocation('Yard'), accountLocationId: loc.id },
      }),
      token: cloner,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json.message).toBe(messages.accountOtherAccount);
    expect(await count()).toBe(contactsBefore); // the failed clone left nothing behind
  });

  it('refuses a new account whose name is taken', async () => {
    const { job } = await sourceJob();
    const taken = await createAccount(t.database.db, 'Taken Clone Name Inc');
    const res = await call(t.app, cloneJob, {
      body: cloneBody(job.id, { accountName: 'taken clone name inc' }),
      token: cloner,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.accountNameTaken(taken.accountName));
  });

  it('clones to a new account with new locations and contact: opportunity, job, hand-off, scope, history', async () => {
    const { job, opp } = await sourceJob();
    const body = cloneBody(job.id);
    const res = await call(t.app, cloneJob, { body, token: cloner });
    expect(res.statusCode).toBe(200);
    const { success, message, opportunityId, jobId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: messages.cloneDone });
    const db = t.database.db;

    const [newOpp] = await db.select().from(opportunities).where(eq(opportunities.id, opportunityId));
    const [account] = await db.select().from(accounts).where(eq(accounts.id, newOpp.accountId));
    expect(account.accountName).toBe(body.accountName);
    expect(newOpp).toMatchObject({
      opportunityName: opp.opportunityName,
      description: 'Wall along the highway',
      lsd: '12-34',
      typeOfSite: 'Highway',
      gpsLatitude: '30.1',
      gpsLongitude: '-97.7',
      isDrilling: false,
      closed: false,
      createdBy: clonerId,
    });
    const [billing] = await db
      .select()
      .from(accountLocations)
      .where(eq(accountLocations.id, newOpp.billingLocationId ?? 0));
    expect(billing).toMatchObject({ accountId: account.id, locationName: 'Head office', billingAddress1: '5 Main St' });
    const [shipping] = await db
      .select()
      .from(accountLocations)
      .where(eq(accountLocations.id, newOpp.shippingLocationId ?? 0));
    expect(shipping).toMatchObject({ locationName: 'New site', shippingCity: 'Houston', jobLocation: true });
    const [contact] = await db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.id, newOpp.contactId ?? 0));
    expect(contact).toMatchObject({ accountId: account.id, firstName: 'Bo', email: 'bo@x.test' });

    const [newJob] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(newJob).toMatchObject({
      opportunityId,
      jobName: job.jobName,
      jobDescription: 'Sound wall 400 ft',
      jobStepId: 1,
      canceled: false,
      clonedFromJobId: job.id,
      shippingLocationId: shipping.id,
      createdBy: clonerId,
    });
    expect(newJob.jobNumber).toMatch(/^FB-\d+$/);
    const [h] = await db.select().from(handOffs).where(eq(handOffs.jobId, jobId));
    expect(h).toMatchObject({ price: '1234.50', additionalInfo: 'Night work', prevailingWage: true, completed: false });
    const [m] = await db.select().from(mobilizations).where(eq(mobilizations.handOffId, h.id));
    expect(m).toMatchObject({ installType: 'Crane', totalLoads: 3 });
    const items = await db.select().from(scopeItems).where(eq(scopeItems.handOffId, h.id)).orderBy(scopeItems.id);
    expect(items.map((i) => [i.name, i.quantity, i.optional])).toEqual([
      ['Wall > STC 32', 10, false],
      ['Gate', 1, true],
    ]);

    expect((await jobHistory(jobId)).map((r) => r.action)).toEqual(['job.clonedFrom']);
    expect((await jobHistory(job.id)).map((r) => [r.action, (r.change as { jobId: number }).jobId])).toEqual([
      ['job.clone', jobId],
    ]);
  });

  it('uses an existing account, locations and contact unchanged', async () => {
    const { job, account, loc, contact } = await sourceJob();
    const res = await call(t.app, cloneJob, {
      body: cloneBody(job.id, {
        accountId: account.id,
        accountName: account.accountName,
        billingLocation: { ...newLocation('ignored'), accountLocationId: loc.id },
        shippingLocation: { ...newLocation('ignored'), accountLocationId: loc.id },
        contact: { ...newContact, accountContactId: contact.id },
      }),
      token: cloner,
    });
    expect(res.statusCode).toBe(200);
    const [opp] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, res.json.opportunityId));
    expect(opp).toMatchObject({
      accountId: account.id,
      billingLocationId: loc.id,
      shippingLocationId: loc.id,
      contactId: contact.id,
    });
    const [kept] = await t.database.db.select().from(accountContacts).where(eq(accountContacts.id, contact.id));
    expect(kept.firstName).toBe('Ann');
  });

  it('answers a retried clone with the first clone instead of making a second', async () => {
    const { job } = await sourceJob();
    const body = cloneBody(job.id);
    const [a, b] = await Promise.all([
      call(t.app, cloneJob, { body, token: cloner }),
      call(t.app, cloneJob, { body, token: cloner }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json.jobId).toBe(a.json.jobId);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.clonedFromJobId, job.id))).toHaveLength(1);
    // Another account is another clone.
    const other = await call(t.app, cloneJob, { body: cloneBody(job.id), token: cloner });
    expect(other.json.jobId).not.toBe(a.json.jobId);
  });
});
