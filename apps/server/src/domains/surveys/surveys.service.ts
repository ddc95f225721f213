import {
  messages,
  SURVEY_ATTACHMENT_CATEGORIES,
  SURVEY_BOTTOM_KEYS,
  SURVEY_DURATIONS,
  SURVEY_TOP_KEYS,
  SURVEY_TYPES,
  type SurveyForm,
  type saveSurveyFormBody,
} from '@fieldbook/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  accountLocations,
  accounts,
  jobs,
  opportunities,
  surveyAttachments,
  surveyForms,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { checkBaseVersion } from '../../platform/versions.ts';
import { type JobGate, type JobHead, requireJob } from '../jobs/job-access.ts';
import { mayEditSurveyBottom, mayEditSurveyTop } from './surveys.policy.ts';

// Survey forms (spec 3 §2.12, §3, §4, §6, §7): the form of a job, its option lists and the
// caller's flags. Measurements, attachments and the map have their own services beside this one.

export type SurveyFormRow = typeof surveyForms.$inferSelect;

export const userName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;

/** The form and its job, or 404 when either is out of the caller's sight; with `lock`, both rows locked. */
export async function requireSurveyForm(ctx: Ctx, id: number, gate: JobGate = {}) {
  const db = gate.lock ?? ctx.db;
  const q = db.select().from(surveyForms).where(eq(surveyForms.id, id));
  const [row] = gate.lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.surveyFormNotFound);
  const job = await requireJob(ctx, row.jobId, gate);
  return { row, job };
}

/** Writes need a job that is not canceled. */
export function assertJobOpen(job: JobHead) {
  if (job.canceled) throw badRequest(messages.surveyJobCanceled);
}

export async function readSurveyForm(db: Tx, row: SurveyFormRow): Promise<SurveyForm> {
  const [creator] = row.createdBy
    ? await db.select({ name: userName }).from(users).where(eq(users.id, row.createdBy))
    : [];
  return {
    surveyFormId: row.id,
    jobId: row.jobId,
    company: row.company,
    site: row.site,
    submissionDate: row.submissionDate,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    clientEmail: row.clientEmail,
    salesperson: row.salesperson,
    meterTech: row.meterTech,
    engineer: row.engineer,
    gpsLat: row.gpsLat,
    gpsLong: row.gpsLong,
    address: row.address,
    city: row.city,
    state: row.state,
    duration: row.duration,
    durationOther: row.durationOther,
    surveyType: row.surveyType,
    surveyTypeOther: row.surveyTypeOther,
    soundMeterCount: row.soundMeterCount,
    vibrationMeterCount: row.vibrationMeterCount,
    siteType: row.siteType,
    weatherStation: row.weatherStation,
    factoryCalMeters: row.factoryCalMeters,
    dBA: row.dBA,
    dBC: row.dBC,
    ldn: row.ldn,
    cnel: row.cnel,
    fullOctave: row.fullOctave,
    thirdOctave: row.thirdOctave,
    statsLn: row.statsLn,
    lMinMax: row.lMinMax,
    fullAudio: row.fullAudio,
    triggeredAudio: row.triggeredAudio,
    noiseOrdinances: row.noiseOrdinances,
    notes: row.notes,
    notes_SiteActivity: row.notesSiteActivity,
    notes_Operations: row.notesOperations,
    notes_Sources: row.notesSources,
    notes_Weather: row.notesWeather,
    hasMap: row.mapFileId !== null,
    createdBy: creator?.name ?? '',
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

// --- reading --------------------------------------------------------------------------------------

export async function surveyFormList(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const data = await ctx.db
    .select({
      surveyFormId: surveyForms.id,
      company: surveyForms.company,
      site: surveyForms.site,
      submissionDate: surveyForms.submissionDate,
    })
    .from(surveyForms)
    .where(eq(surveyForms.jobId, job.id))
    .orderBy(desc(surveyForms.submissionDate), desc(surveyForms.id));
  return { success: true as const, data, allowCreate: mayEditSurveyTop(ctx.user, job) };
}

export async function getSurveyForm(ctx: Ctx, id: number) {
  const { row } = await requireSurveyForm(ctx, id);
  return { success: true as const, data: await readSurveyForm(ctx.db, row) };
}

export async function surveyFormPermissions(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  return {
    success: true as const,
    editSurveyFormTop: mayEditSurveyTop(ctx.user, job),
    editSurveyFormBottom: mayEditSurveyBottom(ctx.user, job),
  };
}

const optionList = (list: readonly { id: number; name: string }[]) => ({
  success: true as const,
  data: list.map((o) => ({ id: o.id, name: o.name })),
});
export const durationOptions = () => optionList(SURVEY_DURATIONS);
export const surveyTypeOptions = () => optionList(SURVEY_TYPES);
export const attachmentCategoryOptions = () => optionList(SURVEY_ATTACHMENT_CATEGORIES);

// --- creating, saving, deleting ------------------------------------------------------------------------

/**
 * A new form on a job, its company, site and address taken from the job's account and location.
 * A press repeated with the same clientKey answers the form the first one made.
 */
export async function createSurveyForm(ctx: Ctx, jobId: number, clientKey: string) {
  const surveyFormId = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { permission: 'forms.surveyTop', lock: tx });
    const [done] = await tx.select().from(surveyForms).where(eq(surveyForms.clientKey, clientKey));
    if (done) {
      if (done.jobId !== job.id)
        throw badRequest(messages.surveyClientKeyInvalid, { clientKey: messages.surveyClientKeyInvalid });
      return done.id;
    }
    assertJobOpen(job);
    if (!mayEditSurveyTop(ctx.user, job)) throw forbidden(messages.forbidden);
    const [site] = await tx
      .select({
        company: accounts.accountName,
        address: accountLocations.shippingAddress1,
        city: accountLocations.shippingCity,
        state: accountLocations.shippingState,
      })
      .from(jobs)
      .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .leftJoin(accountLocations, eq(accountLocations.id, jobs.shippingLocationId))
      .where(eq(jobs.id, job.id));
    const [row] = await tx
      .insert(surveyForms)
      .values({
        jobId: job.id,
        clientKey,
        company: site?.company ?? '',
        site: job.jobName,
        address: site?.address ?? '',
        city: site?.city ?? '',
        state: site?.state ?? '',
        createdBy: ctx.user.id,
      })
      .returning({ id: surveyForms.id });
    await audit(tx, ctx.user.id, 'surveyForm', row.id, 'create', { jobId: job.id });
    return row.id;
  });
  return { success: true as const, message: messages.surveyFormCreated, data: { surveyFormId } };
}

type SaveBody = z.output<typeof saveSurveyFormBody>;

const columnsOf = (b: SaveBody) => ({
  company: b.company,
  site: b.site,
  submissionDate: b.submissionDate,
  clientName: b.clientName,
  clientPhone: b.clientPhone,
  clientEmail: b.clientEmail,
  salesperson: b.salesperson,
  meterTech: b.meterTech,
  engineer: b.engineer,
  gpsLat: b.gpsLat,
  gpsLong: b.gpsLong,
  address: b.address,
  city: b.city,
  state: b.state,
  duration: b.duration,
  durationOther: b.duration === 0 ? b.durationOther : '',
  surveyType: b.surveyType,
  surveyTypeOther: b.surveyType === 0 ? b.surveyTypeOther : '',
  soundMeterCount: b.soundMeterCount,
  vibrationMeterCount: b.vibrationMeterCount,
  siteType: b.siteType,
  weatherStation: b.weatherStation,
  factoryCalMeters: b.factoryCalMeters,
  dBA: b.dBA,
  dBC: b.dBC,
  ldn: b.ldn,
  cnel: b.cnel,
  fullOctave: b.fullOctave,
  thirdOctave: b.thirdOctave,
  statsLn: b.statsLn,
  lMinMax: b.lMinMax,
  fullAudio: b.fullAudio,
  triggeredAudio: b.triggeredAudio,
  noiseOrdinances: b.noiseOrdinances,
  notes: b.notes,
  notesSiteActivity: b.notes_SiteActivity,
  notesOperations: b.notes_Operations,
  notesSources: b.notes_Sources,
  notesWeather: b.notes_Weather,
});

/** A stored coordinate keeps 6 decimals: a value that rounds to the stored one is no change. */
const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 5e-7 : a === b;

/**
 * Saves a form. The top half (client/site and survey information) may change only with
 * editSurveyFormTop, the notes only with editSurveyFormBottom: a save that changes a half the
 * caller may not edit is refused whole (403).
 */
export async function saveSurveyForm(ctx: Ctx, body: SaveBody) {
  const version = await ctx.db.transaction(async (tx) => {
    const { row, job } = await requireSurveyForm(ctx, body.surveyFormId, { lock: tx });
    await checkBaseVersion(tx, row, body.baseVersion, () => readSurveyForm(tx, row));
    assertJobOpen(job);
    const before = await readSurveyForm(tx, row);
    const next = columnsOf(body);
    const after: Record<string, unknown> = {
      ...body,
      durationOther: next.durationOther,
      surveyTypeOther: next.surveyTypeOther,
    };
    const changed = (keys: readonly string[]) =>
      keys.filter((k) => !same((before as Record<string, unknown>)[k], after[k]));
    const top = changed(SURVEY_TOP_KEYS);
    const bottom = changed(SURVEY_BOTTOM_KEYS);
    if (top.length && !mayEditSurveyTop(ctx.user, job)) throw forbidden(messages.surveyTopForbidden);
    if (bottom.length && !mayEditSurveyBottom(ctx.user, job)) throw forbidden(messages.surveyBottomForbidden);
    if (!top.length && !bottom.length) return row.version;
    const [saved] = await tx
      .update(surveyForms)
      .set({ ...next, updatedAt: new Date(), updatedBy: ctx.user.id, version: sql`${surveyForms.version} + 1` })
      .where(eq(surveyForms.id, row.id))
      .returning({ version: surveyForms.version });
    await audit(
      tx,
      ctx.user.id,
      'surveyForm',
      row.id,
      'save',
      Object.fromEntries([...top, ...bottom].map((k) => [k, [(before as Record<string, unknown>)[k], after[k]]])),
    );
    return saved.version;
  });
  return { success: true as const, message: messages.surveyFormSaved, version };
}

/** Deletes a form with its measurements, attachments (and their files) and map. */
export async function deleteSurveyForm(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const { row, job } = await requireSurveyForm(ctx, id, { permission: 'forms.surveyTop', lock: tx });
    assertJobOpen(job);
    if (!mayEditSurveyTop(ctx.user, job)) throw forbidden(messages.forbidden);
    const attached = await tx
      .delete(surveyAttachments)
      .where(eq(surveyAttachments.surveyFormId, row.id))
      .returning({ fileId: surveyAttachments.fileId });
    await tx.delete(surveyForms).where(eq(surveyForms.id, row.id));
    for (const a of attached) await ctx.storage.remove(tx, a.fileId);
    if (row.mapFileId) await ctx.storage.remove(tx, row.mapFileId);
    await audit(tx, ctx.user.id, 'surveyForm', row.id, 'delete', {
      jobId: row.jobId,
      company: row.company,
      site: row.site,
      attachments: attached.length,
    });
  });
  return { success: true as const, message: messages.surveyFormDeleted };
}
