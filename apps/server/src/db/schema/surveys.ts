import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { assets } from './inventory.ts';
import { jobs } from './jobs.ts';
import { files, users } from './platform.ts';

// Survey forms (document 3 §2.12, §3): a noise/vibration survey of a job, its meter measurements,
// attachments and site map.

const flag = (name: string) => boolean(name).notNull().default(false);
const words = (name: string) => text(name).notNull().default('');
const degrees = (name: string) => numeric(name, { precision: 9, scale: 6, mode: 'number' });

export const surveyForms = pgTable(
  'survey_forms',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The create press's key: a repeated press answers the form it made. */
    clientKey: uuid('client_key'),
    company: words('company'),
    site: words('site'),
    submissionDate: date('submission_date', { mode: 'string' }).notNull().defaultNow(),
    clientName: words('client_name'),
    clientPhone: words('client_phone'),
    clientEmail: words('client_email'),
    salesperson: words('salesperson'),
    meterTech: words('meter_tech'),
    engineer: words('engineer'),
    gpsLat: degrees('gps_lat'),
    gpsLong: degrees('gps_long'),
    address: words('address'),
    city: words('city'),
    state: words('state'),
    /** A duration option, 0 = other (durationOther); null = not chosen. */
    duration: integer('duration'),
    durationOther: words('duration_other'),
    surveyType: integer('survey_type'),
    surveyTypeOther: words('survey_type_other'),
    soundMeterCount: integer('sound_meter_count').notNull().default(0),
    vibrationMeterCount: integer('vibration_meter_count').notNull().default(0),
    siteType: words('site_type'),
    weatherStation: flag('weather_station'),
    factoryCalMeters: flag('factory_cal_meters'),
    dBA: flag('dba'),
    dBC: flag('dbc'),
    ldn: flag('ldn'),
    cnel: flag('cnel'),
    fullOctave: flag('full_octave'),
    thirdOctave: flag('third_octave'),
    statsLn: flag('stats_ln'),
    lMinMax: flag('l_min_max'),
    fullAudio: flag('full_audio'),
    triggeredAudio: flag('triggered_audio'),
    noiseOrdinances: words('noise_ordinances'),
    notes: words('notes'),
    notesSiteActivity: words('notes_site_activity'),
    notesOperations: words('notes_operations'),
    notesSources: words('notes_sources'),
    notesWeather: words('notes_weather'),
    /** The site map: an 800 x 500 PNG in the file store. */
    mapFileId: text('map_file_id').references(() => files.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 when created, one more at every save: a save sent with an older baseVersion is refused (409). */
    version: integer('version').notNull().default(1),
    /** Who saved it last (the editor a stale save's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('survey_forms_job').on(t.jobId),
    uniqueIndex('survey_forms_client_key').on(t.clientKey),
    check('survey_forms_octave_pair', sql`not (${t.fullOctave} and ${t.thirdOctave})`),
    check('survey_forms_audio_pair', sql`not (${t.fullAudio} and ${t.triggeredAudio})`),
    check('survey_forms_counts', sql`${t.soundMeterCount} >= 0 and ${t.vibrationMeterCount} >= 0`),
  ],
);

/** A meter placed for a survey: where, when, and whether it was used. One meter once per form. */
export const surveyMeasurements = pgTable(
  'survey_measurements',
  {
    id: serial('id').primaryKey(),
    surveyFormId: integer('survey_form_id')
      .notNull()
      .references(() => surveyForms.id, { onDelete: 'cascade' }),
    inventoryAssetId: integer('inventory_asset_id')
      .notNull()
      .references(() => assets.id),
    height: numeric('height', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    mounting: words('mounting'),
    gpsLatitude: degrees('gps_latitude'),
    gpsLongitude: degrees('gps_longitude'),
    /** Null when not set (answered as year 1). */
    deploymentDate: date('deployment_date', { mode: 'string' }),
    retrievalDate: date('retrieval_date', { mode: 'string' }),
    preCalibrated: flag('pre_calibrated'),
    postCalibrated: flag('post_calibrated'),
    notes: words('notes'),
    unused: flag('unused'),
    unusedReason: words('unused_reason'),
    locationX: integer('location_x').notNull().default(0),
    locationY: integer('location_y').notNull().default(0),
    /**
     * Who confirmed using the meter although its calibration lapses before the retrieval, when,
     * and the due day they saw; a later save with the same meter and due day needs no new confirmation.
     */
    calibrationConfirmedBy: integer('calibration_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    calibrationConfirmedAt: timestamp('calibration_confirmed_at', { withTimezone: true }),
    calibrationConfirmedDue: date('calibration_confirmed_due', { mode: 'string' }),
    calibrationConfirmedAssetId: integer('calibration_confirmed_asset_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('survey_measurements_form_meter').on(t.surveyFormId, t.inventoryAssetId),
    index('survey_measurements_asset').on(t.inventoryAssetId),
    check('survey_measurements_unused_reason', sql`not ${t.unused} or ${t.unusedReason} <> ''`),
    check(
      'survey_measurements_dates',
      sql`${t.retrievalDate} is null or ${t.deploymentDate} is null or ${t.retrievalDate} >= ${t.deploymentDate}`,
    ),
    check('survey_measurements_location', sql`${t.locationX} between 0 and 800 and ${t.locationY} between 0 and 500`),
  ],
);

/** A file attached to a survey form, in a category. */
export const surveyAttachments = pgTable(
  'survey_attachments',
  {
    id: serial('id').primaryKey(),
    surveyFormId: integer('survey_form_id')
      .notNull()
      .references(() => surveyForms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('survey_attachments_form').on(t.surveyFormId)],
);
