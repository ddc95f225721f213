import { ASSET_TYPE_METER } from '@fieldbook/contract';
import type { Db } from '../../src/db/client.ts';
import { assets, meterTypes } from '../../src/db/schema/index.ts';

let n = 0;
const unique = () => `${++n}${Math.random().toString(36).slice(2, 6)}`;

export async function createMeterType(db: Db, opts: { name?: string; calibrationIntervalDays?: number } = {}) {
  const [row] = await db
    .insert(meterTypes)
    .values({
      name: opts.name ?? `Meter type ${unique()}`,
      calibrationIntervalDays: opts.calibrationIntervalDays ?? 365,
    })
    .returning();
  return row;
}

/** A meter (asset type 0) of a type, last calibrated on a day ('YYYY-MM-DD') or never. */
export async function createMeter(
  db: Db,
  opts: {
    meterTypeId: number;
    serialNumber?: string;
    lastCalibratedDate?: string | null;
    decommissioned?: boolean;
    onRepair?: boolean;
  },
) {
  const [row] = await db
    .insert(assets)
    .values({
      name: 'Sound level meter',
      serialNumber: opts.serialNumber ?? `SN-${unique()}`,
      assetType: ASSET_TYPE_METER,
      meterTypeId: opts.meterTypeId,
      lastCalibratedDate: opts.lastCalibratedDate === undefined ? '2026-01-01' : opts.lastCalibratedDate,
      decommissioned: opts.decommissioned ?? false,
      onRepair: opts.onRepair ?? false,
    })
    .returning();
  return row;
}
