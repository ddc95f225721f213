import {
  ASSET_TYPE_METER,
  calibrationDue,
  calibrationLapsesBefore,
  messages,
  SURVEY_DATE_UNSET,
  type SurveyMeasurement,
  type SurveyMeterOption,
  type saveSurveyMeasurementBody,
} from '@fieldbook/contract';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { assets, meterTypes, surveyForms, surveyMeasurements, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { longDate, serverToday } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { mayEditSurveyBottom } from './surveys.policy.ts';
import { assertJobOpen, requireSurveyForm, userName } from './surveys.service.ts';

// The meters of a survey form (spec 3 §2.12, §3, §4, §5): measurements new (id 0), existing,
// unused with a reason and re-enabled; the meter options; and the calibration rule (inventory):
// a meter whose calibration lapses before the planned retrieval needs the user's confirmation.

const meterColumns = {
  inventoryAssetId: assets.id,
  serialNumber: assets.serialNumber,
  name: assets.name,
  meterType: sql<string>`coalesce(${meterTypes.name}, '')`,
  intervalDays: meterTypes.calibrationIntervalDays,
  lastCalibratedDate: assets.lastCalibratedDate,
  decommissioned: assets.decommissioned,
  onRepair: assets.onRepair,
};

/** A meter's calibration due day: null when it was never calibrated or has no meter type. */
const dueOf = (m: { lastCalibratedDate: string | null; intervalDays: number | null }) =>
  m.intervalDays === null ? null : calibrationDue(m.lastCalibratedDate, m.intervalDays);

/**
 * The meters a measurement of the form may use: meters in service, less those on the form's other
 * measurements. `retrievalDate` (null: none planned) replaces the measurement's stored one.
 */
export async function meterOptions(
  ctx: Ctx,
  input: { id: number; surveyMeasurementId?: number; retrievalDate?: string | null },
) {
  const { row: form } = await requireSurveyForm(ctx, input.id);
  const own = input.surveyMeasurementId
    ? (
        await ctx.db
          .select()
          .from(surveyMeasurements)
          .where(
            and(eq(surveyMeasurements.id, input.surveyMeasurementId), eq(surveyMeasurements.surveyFormId, form.id)),
          )
      )[0]
    : undefined;
  const until = (input.retrievalDate === undefined ? own?.retrievalDate : input.retrievalDate) ?? serverToday();
  const taken = ctx.db
    .select({ id: surveyMeasurements.inventoryAssetId })
    .from(surveyMeasurements)
    .where(and(eq(surveyMeasurements.surveyFormId, form.id), own ? ne(surveyMeasurements.id, own.id) : undefined));
  const inService = and(eq(assets.decommissioned, false), eq(assets.onRepair, false));
  const rows = await ctx.db
    .select(meterColumns)
    .from(assets)
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(
      and(
        eq(assets.assetType, ASSET_TYPE_METER),
        own ? or(inService, eq(assets.id, own.inventoryAssetId)) : inService,
        sql`${assets.id} not in ${taken}`,
      ),
    )
    .orderBy(asc(meterTypes.name), asc(assets.serialNumber));
  const data: SurveyMeterOption[] = rows.map((m) => {
    const due = dueOf(m);
    return {
      inventoryAssetId: m.inventoryAssetId,
      serialNumber: m.serialNumber,
      meterType: m.meterType,
      name: m.name,
      calibrationDue: due,
      calibrationLapses: calibrationLapsesBefore(due, until),
    };
  });
  return { success: true as const, data };
}

const dateString = (day: string | null, unset: string) => (day ? longDate(day) : unset);

export async function measurementList(ctx: Ctx, surveyFormId: number) {
  const { row: form } = await requireSurveyForm(ctx, surveyFormId);
  const rows = await ctx.db
    .select({ m: surveyMeasurements, meter: meterColumns, confirmedBy: userName })
    .from(surveyMeasurements)
    .innerJoin(assets, eq(assets.id, surveyMeasurements.inventoryAssetId))
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .leftJoin(users, eq(users.id, surveyMeasurements.calibrationConfirmedBy))
    .where(eq(surveyMeasurements.surveyFormId, form.id))
    .orderBy(asc(surveyMeasurements.id));
  const today = serverToday();
  const data: SurveyMeasurement[] = rows.map(({ m, meter, confirmedBy }) => {
    const due = dueOf(meter);
    return {
      surveyMeasurementId: m.id,
      surveyFormId: m.surveyFormId,
      inventoryAssetId: m.inventoryAssetId,
      serialNumber: meter.serialNumber,
      meterType: meter.meterType,
      height: m.height,
      mounting: m.mounting,
      gpsLatitude: m.gpsLatitude,
      gpsLongitude: m.gpsLongitude,
      deploymentDate: m.deploymentDate ?? SURVEY_DATE_UNSET,
      deploymentDateString: dateString(m.deploymentDate, messages.deploymentDateNotSet),
      retrievalDate: m.retrievalDate ?? SURVEY_DATE_UNSET,
      retrievalDateString: dateString(m.retrievalDate, messages.retrievalDateNotSet),
      preCalibrated: m.preCalibrated,
      postCalibrated: m.postCalibrated,
      notes: m.notes,
      unused: m.unused,
      unusedReason: m.unusedReason,
      location_X: m.locationX,
      location_Y: m.locationY,
      calibrationDue: due,
      calibrationOverdue: calibrationLapsesBefore(due, today),
      calibrationLapses: calibrationLapsesBefore(due, m.retrievalDate ?? today),
      calibrationConfirmedBy: m.calibrationConfirmedAt ? confirmedBy || null : null,
      calibrationConfirmedAt: m.calibrationConfirmedAt?.toISOString() ?? null,
    };
  });
  return { success: true as const, data };
}

type SaveBody = z.output<typeof saveSurveyMeasurementBody>;

async function findMeter(tx: Tx, id: number) {
  const [meter] = await tx
    .select(meterColumns)
    .from(assets)
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(and(eq(assets.id, id), eq(assets.assetType, ASSET_TYPE_METER)));
  if (!meter) throw badRequest(messages.surveyMeterUnknown, { inventoryAssetId: messages.surveyMeterUnknown });
  return meter;
}

/**
 * Adds (surveyMeasurementId 0) or saves a measurement of a form. A used meter whose calibration
 * lapses before the planned retrieval (or is overdue, without one) is refused with 409 until the
 * user confirms (calibrationConfirmed); the confirmation is kept with who and when, and audited.
 */
export async function saveMeasurement(ctx: Ctx, body: SaveBody) {
  const id = await ctx.db.transaction(async (tx) => {
    const { row: form, job } = await requireSurveyForm(ctx, body.surveyFormId, {
      permission: 'forms.surveyBottom',
      lock: tx,
    });
    assertJobOpen(job);
    if (!mayEditSurveyBottom(ctx.user, job)) throw forbidden(messages.forbidden);
    const [existing] = body.surveyMeasurementId
      ? await tx
          .select()
          .from(surveyMeasurements)
          .where(and(eq(surveyMeasurements.id, body.surveyMeasurementId), eq(surveyMeasurements.surveyFormId, form.id)))
      : [];
    if (body.surveyMeasurementId && !existing) throw notFound(messages.surveyMeasurementNotFound);

    const meter = await findMeter(tx, body.inventoryAssetId);
    const sameMeter = existing?.inventoryAssetId === meter.inventoryAssetId;
    if ((meter.decommissioned || meter.onRepair) && !sameMeter)
      throw badRequest(messages.surveyMeterUnavailable, { inventoryAssetId: messages.surveyMeterUnavailable });
    const [taken] = await tx
      .select({ id: surveyMeasurements.id })
      .from(surveyMeasurements)
      .where(
        and(
          eq(surveyMeasurements.surveyFormId, form.id),
          eq(surveyMeasurements.inventoryAssetId, meter.inventoryAssetId),
          existing ? ne(surveyMeasurements.id, existing.id) : undefined,
        ),
      );
    if (taken) throw new AppError(409, messages.surveyMeterTaken, { inventoryAssetId: messages.surveyMeterTaken });

    // The calibration rule: confirmation needed once per meter and due day.
    const due = dueOf(meter);
    const lapses = !body.unused && calibrationLapsesBefore(due, body.retrievalDate ?? serverToday());
    const confirmedBefore =
      !!existing?.calibrationConfirmedAt &&
      existing.calibrationConfirmedAssetId === meter.inventoryAssetId &&
      existing.calibrationConfirmedDue === due;
    let confirmation: Partial<typeof surveyMeasurements.$inferInsert> = {};
    if (lapses && !confirmedBefore) {
      if (!body.calibrationConfirmed) {
        const message = due
          ? messages.surveyCalibrationLapses(meter.serialNumber, longDate(due))
          : messages.surveyCalibrationUnknown(meter.serialNumber);
        throw new AppError(409, message, { calibrationConfirmed: message });
      }
      confirmation = {
        calibrationConfirmedBy: ctx.user.id,
        calibrationConfirmedAt: new Date(),
        calibrationConfirmedDue: due,
        calibrationConfirmedAssetId: meter.inventoryAssetId,
      };
    } else if (existing && !sameMeter) {
      confirmation = {
        calibrationConfirmedBy: null,
        calibrationConfirmedAt: null,
        calibrationConfirmedDue: null,
        calibrationConfirmedAssetId: null,
      };
    }

    const values = {
      inventoryAssetId: meter.inventoryAssetId,
      height: body.height,
      mounting: body.mounting,
      gpsLatitude: body.gpsLatitude,
      gpsLongitude: body.gpsLongitude,
      deploymentDate: body.deploymentDate,
      retrievalDate: body.retrievalDate,
      preCalibrated: body.preCalibrated,
      postCalibrated: body.postCalibrated,
      notes: body.notes,
      unused: body.unused,
      unusedReason: body.unused ? body.unusedReason : '',
      locationX: body.location_X,
      locationY: body.location_Y,
      ...confirmation,
    };
    let measurementId: number;
    if (existing) {
      await tx
        .update(surveyMeasurements)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(surveyMeasurements.id, existing.id));
      measurementId = existing.id;
    } else {
      const [row] = await tx
        .insert(surveyMeasurements)
        .values({ ...values, surveyFormId: form.id, createdBy: ctx.user.id })
        .returning({ id: surveyMeasurements.id });
      measurementId = row.id;
    }
    const action = !existing
      ? 'create'
      : body.unused && !existing.unused
        ? 'unused'
        : !body.unused && existing.unused
          ? 'reenable'
          : 'save';
    await audit(tx, ctx.user.id, 'surveyMeasurement', measurementId, action, {
      surveyFormId: form.id,
      inventoryAssetId: meter.inventoryAssetId,
      serialNumber: meter.serialNumber,
      ...(body.unused ? { unusedReason: body.unusedReason } : {}),
    });
    if (confirmation.calibrationConfirmedAt)
      await audit(tx, ctx.user.id, 'surveyMeasurement', measurementId, 'calibrationConfirmed', {
        surveyFormId: form.id,
        inventoryAssetId: meter.inventoryAssetId,
        serialNumber: meter.serialNumber,
        calibrationDue: due,
        retrievalDate: body.retrievalDate,
      });
    await tx.update(surveyForms).set({ updatedAt: new Date() }).where(eq(surveyForms.id, form.id));
    return measurementId;
  });
  return { success: true as const, message: messages.surveyMeasurementSaved, surveyMeasurementId: id };
}
