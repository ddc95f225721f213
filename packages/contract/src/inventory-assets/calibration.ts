import { z } from 'zod';
import { int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { VIEW } from './internal.ts';

/** Meters whose calibration lapses within this many days (or has lapsed) are listed as due. */
export const CALIBRATION_DUE_DAYS = 30;

export const calibrationDueRow = z.object({
  assetId: int(),
  name: z.string(),
  serialNumber: z.string(),
  meterTypeName: z.string(),
  /** 'YYYY-MM-DD'; null when it was never calibrated (then it is overdue). */
  lastCalibratedDate: z.string().nullable(),
  /** The day its calibration lapses ('YYYY-MM-DD'); null when never calibrated. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type CalibrationDueRow = z.infer<typeof calibrationDueRow>;

export const calibrationDueList = endpoint({
  method: 'GET',
  path: '/Inventory/CalibrationDue',
  access: VIEW,
  summary:
    'Meters in service whose calibration has lapsed, lapses within 30 days or was never recorded, soonest first (overdue first).',
  response: z.object({ success: z.literal(true), data: z.array(calibrationDueRow) }),
});
