import { CALIBRATION_DUE_DAYS } from '@fieldbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assets, calibrationDigests, meterTypes, rolePermissions, users } from '../../db/schema/index.ts';
import { addDays, serverToday } from '../../platform/calendar.ts';
import type { Ctx, Services } from '../../platform/context.ts';
import { mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';

const dueDate = sql<string | null>`(${assets.lastCalibratedDate} + ${meterTypes.calibrationIntervalDays})::text`;

/** Meters in service whose calibration lapses by `until` (or never was recorded), overdue first. */
export async function metersDueBy(db: Tx, today: string) {
  const until = addDays(today, CALIBRATION_DUE_DAYS);
  const rows = await db
    .select({
      assetId: assets.id,
      name: assets.name,
      serialNumber: assets.serialNumber,
      meterTypeName: meterTypes.name,
      lastCalibratedDate: assets.lastCalibratedDate,
      dueDate,
    })
    .from(assets)
    .innerJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(
      and(
        eq(assets.assetType, 0),
        eq(assets.decommissioned, false),
        sql`(${assets.lastCalibratedDate} IS NULL OR ${assets.lastCalibratedDate} + ${meterTypes.calibrationIntervalDays} <= ${until}::date)`,
      ),
    )
    .orderBy(sql`${dueDate} NULLS FIRST`, assets.name, assets.id);
  return rows.map((r) => ({ ...r, overdue: r.dueDate === null || r.dueDate < today }));
}

export async function calibrationDueList(ctx: Ctx) {
  return { success: true as const, data: await metersDueBy(ctx.db, serverToday()) };
}

/** The Monday of `day`'s week ('YYYY-MM-DD'). */
export function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The weekly e-mail of the meters due to each user who manages meters (inventory.assets) and has not
 * turned it off; nothing when no meter is due. Once per user and week, whatever runs it how often:
 * the week's row in calibration_digests is written in the transaction that queues the e-mail.
 */
export async function mailCalibrationDigests({ db, mail }: Pick<Services, 'db' | 'mail'>, today = serverToday()) {
  const week = mondayOf(today);
  const queued = await db.transaction(async (tx) => {
    const due = await metersDueBy(tx, today);
    if (due.length === 0) return [];
    const managers = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
      .where(
        and(
          eq(rolePermissions.permission, 'inventory.assets'),
          eq(users.enabled, true),
          eq(users.calibrationEmails, true),
        ),
      );
    const lines = due.map(
      (m) =>
        `- ${m.name} (${m.meterTypeName}, serial ${m.serialNumber}): ${m.dueDate ? `${m.overdue ? 'lapsed' : 'due'} ${m.dueDate}` : 'never calibrated'}`,
    );
    const ids: number[] = [];
    for (const u of managers) {
      const to = await mailAddressOf(tx, u.id);
      if (!to) continue;
      const [first] = await tx
        .insert(calibrationDigests)
        .values({ userId: u.id, week })
        .onConflictDoNothing()
        .returning({ userId: calibrationDigests.userId });
      if (!first) continue;
      ids.push(
        await mail.queue(tx, {
          to,
          subject: `Meters due for calibration: ${due.length}`,
          text: mailBody(
            `Hello ${u.firstName},`,
            `These meters are due for calibration within ${CALIBRATION_DUE_DAYS} days or overdue:`,
            lines.join('\n'),
            'The list is under Inventory → Calibration due. You can turn this e-mail off in your Fieldbook profile.',
          ),
        }),
      );
    }
    return ids;
  });
  for (const id of queued) await mail.deliver(id);
  return queued.length;
}
