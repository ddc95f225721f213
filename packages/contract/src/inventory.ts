import { z } from 'zod';
import { int } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

// Inventory (document 4): serialized assets (§3 "Asset") and their meter types so far. Survey forms
// (document 3) place meters, which are assets of type 0.

/** Asset type 0 is a meter (spec 4 §3, §9). */
export const ASSET_TYPE_METER = 0;

/** A meter type and how often a meter of the type must be calibrated. */
export const meterType = z.object({
  meterTypeId: int(),
  meterTypeName: z.string(),
  /** Days a calibration holds: a meter's calibration is due at its last calibrated date plus this. */
  calibrationIntervalDays: int(),
});
export type MeterType = z.infer<typeof meterType>;

export const saveMeterTypeBody = z.object({
  /** 0 creates a type. */
  meterTypeId: z.number().int().min(0).max(2147483647),
  meterTypeName: z
    .string({ error: messages.meterTypeNameRequired })
    .trim()
    .min(1, messages.meterTypeNameRequired)
    .max(100, 'At most 100 characters.'),
  calibrationIntervalDays: z
    .number({ error: messages.meterTypeIntervalRange })
    .int(messages.meterTypeIntervalRange)
    .min(1, messages.meterTypeIntervalRange)
    .max(3650, messages.meterTypeIntervalRange),
});
export type SaveMeterTypeInput = z.input<typeof saveMeterTypeBody>;

// --- the calibration rule, one function for the server and the screens ------------------------------

/** 'YYYY-MM-DD' plus whole days. */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day a meter's calibration is due: last calibrated date + the type's interval; null when never calibrated. */
export function calibrationDue(lastCalibratedDate: string | null, intervalDays: number): string | null {
  return lastCalibratedDate ? addCalendarDays(lastCalibratedDate, intervalDays) : null;
}

/**
 * Whether a calibration lapses before `until` (a planned retrieval date, or today): the calibration
 * holds through its due day. A meter never calibrated always lapses.
 */
export function calibrationLapsesBefore(due: string | null, until: string): boolean {
  return due === null || due < until.slice(0, 10);
}

export const meterTypeList = endpoint({
  method: 'GET',
  path: '/AssetInventory/MeterTypeList',
  access: ['inventory.view', 'inventory.assets', 'forms.surveyBottom'],
  summary: 'The meter types (meterTypeId, meterTypeName) with their calibration interval in days, by name.',
  response: z.object({ success: z.literal(true), data: z.array(meterType) }),
});

export const saveMeterType = endpoint({
  method: 'POST',
  path: '/AssetInventory/SaveMeterType',
  access: 'inventory.assets',
  summary:
    'Creates (meterTypeId 0) or renames a meter type and sets its calibration interval in days (1 to 3650); names are unique whatever their case.',
  body: saveMeterTypeBody,
  response: z.object({ success: z.literal(true), message: z.string(), meterTypeId: int() }),
});

export const inventoryEndpoints = { meterTypeList, saveMeterType };
