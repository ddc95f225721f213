import { ASSET_TYPE_METER, assetStatusWords as S } from '@fieldbook/contract';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client.ts';
import {
  assetFailurePhotos,
  assetFailures,
  assetStatuses,
  assets,
  jobs,
  offices,
  surveyForms,
  surveyMeasurements,
  yards,
} from '../db/schema/index.ts';
import { type DemoStep, tally } from './step.ts';

// Demo assets besides the survey meters: light towers, generators, a telehandler, calibrators and a
// trailer in the demo yards with their status histories, one on repair, one decommissioned, and two
// failure reports with a generated photo. The survey demo's meters get a yard and a history here
// (they are never duplicated). Runs after the stock step, whose yards it uses.

const DAY = 86_400_000;

/** [type, serial, name, manufacturer, model, price, yard index, what happened]. */
type Story = 'yard' | 'job' | 'repair' | 'decommissioned';
const ASSETS: [number, string, string, string, string, string, number, Story][] = [
  [6, 'LT4K-1021', 'Light tower', 'Brightline', 'LT-4000', '14250.00', 0, 'job'],
  [6, 'LT4K-1022', 'Light tower', 'Brightline', 'LT-4000', '14250.00', 0, 'yard'],
  [6, 'LT4K-1187', 'Light tower', 'Brightline', 'LT-4000', '14900.00', 1, 'yard'],
  [6, 'LT4K-0874', 'Light tower', 'Brightline', 'LT-4000', '12800.00', 1, 'decommissioned'],
  [4, 'RP45-30917', 'Generator 45 kVA', 'Ridgeway Power', 'RP-45', '38500.00', 0, 'repair'],
  [4, 'RP45-31002', 'Generator 45 kVA', 'Ridgeway Power', 'RP-45', '38500.00', 1, 'job'],
  [4, 'RP20-11876', 'Generator 20 kVA', 'Ridgeway Power', 'RP-20', '17900.00', 2, 'yard'],
  [7, 'HL1055-7741', 'Telehandler 10k', 'Hollis Lift', 'HL-1055', '129000.00', 0, 'yard'],
  [1, 'AC10-2231', 'Acoustic calibrator', 'Acoustica Instruments', 'AC-10', '1450.00', 0, 'yard'],
  [1, 'AC10-2240', 'Acoustic calibrator', 'Acoustica Instruments', 'AC-10', '1450.00', 1, 'yard'],
  [8, 'TR53-0042', 'Flatbed trailer 53 ft', 'Plainsman', 'PF-53', '46000.00', 2, 'yard'],
];

const FAILURES = [
  {
    serial: 'RP45-30917',
    meter: false,
    daysAgo: 6,
    nature: 'Engine shut down on low oil pressure twice during the night shift.',
    actions: 'Sent to the shop: oil pump and sender replaced; load test before it goes out again.',
  },
  {
    serial: 'AX831-05121',
    meter: true,
    daysAgo: 12,
    nature: 'Display froze and the overnight Leq log stopped at 02:14.',
    actions: 'Firmware reloaded, battery pack replaced; pre-calibration check passed at the yard.',
  },
];

/** A photo made here (no download): a coloured field with a darker band, like a close-up of a panel. */
async function demoPhoto(color: string): Promise<Buffer> {
  const band = await sharp({ create: { width: 640, height: 90, channels: 3, background: '#222222' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .composite([{ input: band, top: 300, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const inventoryAssetsStep: DemoStep = {
  name: 'inventory assets',
  async run(tx: Tx, ctx) {
    const t = tally();
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const techId = ctx.refs.users.get('demo.technician') ?? null;
    const shopLeadId = ctx.refs.users.get('demo.shop') ?? null;

    // The yards (the stock step makes them); without any, one per demo office.
    const yardRows = await tx.select({ id: yards.id, name: yards.name }).from(yards).orderBy(asc(yards.id));
    if (yardRows.length === 0) {
      const officeRows = await tx.select({ id: offices.id, name: offices.name }).from(offices).orderBy(asc(offices.id));
      for (const o of officeRows.slice(0, 3)) {
        const [y] = await tx
          .insert(yards)
          .values({ name: `${o.name} Yard`, officeLocationId: o.id })
          .returning({ id: yards.id, name: yards.name });
        yardRows.push(y);
        t.created('yards');
      }
    }
    if (yardRows.length === 0) return t.counts;
    const yardAt = (i: number) => yardRows[i % yardRows.length];
    const demoJobs = await tx
      .select({ id: jobs.id, name: jobs.jobName })
      .from(jobs)
      .where(eq(jobs.canceled, false))
      .orderBy(asc(jobs.id))
      .limit(4);

    const history = (assetId: number, rows: (Partial<typeof assetStatuses.$inferInsert> & { status: string })[]) =>
      tx.insert(assetStatuses).values(rows.map((r) => ({ assetId, createdBy: shopLeadId, ...r })));

    // The survey meters: a yard each, a receiving row, and the job a survey placed them at.
    const meters = await tx
      .select({ id: assets.id, lastCalibratedDate: assets.lastCalibratedDate })
      .from(assets)
      .where(and(eq(assets.assetType, ASSET_TYPE_METER), isNull(assets.yardId), eq(assets.decommissioned, false)))
      .orderBy(asc(assets.id));
    const placed = await tx
      .selectDistinctOn([surveyMeasurements.inventoryAssetId], {
        assetId: surveyMeasurements.inventoryAssetId,
        jobId: surveyForms.jobId,
        jobName: jobs.jobName,
        deployed: surveyMeasurements.deploymentDate,
      })
      .from(surveyMeasurements)
      .innerJoin(surveyForms, eq(surveyForms.id, surveyMeasurements.surveyFormId))
      .innerJoin(jobs, eq(jobs.id, surveyForms.jobId))
      // Only meters already deployed are at the job; a planned deployment leaves the meter in its yard.
      .where(
        and(
          isNotNull(surveyMeasurements.deploymentDate),
          lte(surveyMeasurements.deploymentDate, ctx.today),
          eq(surveyMeasurements.unused, false),
        ),
      )
      .orderBy(surveyMeasurements.inventoryAssetId, sql`${surveyMeasurements.deploymentDate} desc`);
    const atJob = new Map(placed.map((p) => [p.assetId, p]));
    for (const [i, m] of meters.entries()) {
      const yard = yardAt(i);
      const job = atJob.get(m.id);
      const received = m.lastCalibratedDate ? new Date(`${m.lastCalibratedDate}T15:00:00Z`) : ago(300);
      await history(m.id, [
        {
          status: S.checkedIn,
          location: yard.name,
          yardId: yard.id,
          date: received,
          statusNote: 'Back from the calibration lab.',
        },
        ...(job
          ? [
              {
                status: S.atJob,
                location: job.jobName,
                yardId: yard.id,
                jobId: job.jobId,
                date: new Date(`${job.deployed}T14:00:00Z`),
                statusNote: 'Deployed for the noise survey.',
              },
            ]
          : []),
      ]);
      const last = job ? new Date(`${job.deployed}T14:00:00Z`) : received;
      await tx
        .update(assets)
        .set({ yardId: yard.id, jobId: job?.jobId ?? null, status: job ? S.atJob : S.available, lastActivity: last })
        .where(eq(assets.id, m.id));
      t.created('meter histories');
    }

    // The other assets, by type and serial number.
    const ids = new Map<string, number>();
    for (const [type, serial, name, manufacturer, model, price, yardIndex, story] of ASSETS) {
      const [found] = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.assetType, type), eq(assets.serialNumber, serial)));
      if (found) {
        ids.set(serial, found.id);
        t.existing('assets');
        continue;
      }
      const yard = yardAt(yardIndex);
      const job = story === 'job' ? demoJobs[ids.size % Math.max(demoJobs.length, 1)] : undefined;
      const bought = ago(700 - ids.size * 37);
      const rows: (typeof assetStatuses.$inferInsert)[] = [
        {
          assetId: 0,
          status: S.created,
          location: yard.name,
          yardId: yard.id,
          date: bought,
          statusNote: 'Asset created.',
        },
      ];
      let status: string = S.available;
      if (job) {
        rows.push({
          assetId: 0,
          status: S.atJob,
          location: job.name,
          yardId: yard.id,
          jobId: job.id,
          date: ago(18),
          statusNote: 'Shipped with the wall crew.',
        });
        status = S.atJob;
      } else if (story === 'repair') {
        const far = demoJobs[0];
        if (far)
          rows.push({
            assetId: 0,
            status: S.atJob,
            location: far.name,
            yardId: yard.id,
            jobId: far.id,
            date: ago(40),
            statusNote: 'Shipped with the wall crew.',
          });
        rows.push({
          assetId: 0,
          status: S.onRepair,
          location: 'Repair',
          yardId: yard.id,
          date: ago(5),
          statusNote: 'Low oil pressure shutdowns: oil pump and sender to be replaced.',
        });
        status = S.onRepair;
      } else if (story === 'decommissioned') {
        rows.push({
          assetId: 0,
          status: S.decommissioned,
          location: yard.name,
          yardId: yard.id,
          date: ago(60),
          statusNote: 'Mast cracked in a wind storm; parts kept for the other towers.',
        });
        status = S.decommissioned;
      }
      const [row] = await tx
        .insert(assets)
        .values({
          name,
          serialNumber: serial,
          manufacturer,
          model,
          assetType: type,
          purchaseDate: bought.toISOString().slice(0, 10),
          purchasePrice: price,
          yardId: yard.id,
          jobId: job?.id ?? null,
          status,
          onRepair: story === 'repair',
          decommissioned: story === 'decommissioned',
          lastActivity: rows[rows.length - 1].date as Date,
          createdBy: shopLeadId,
        })
        .returning({ id: assets.id });
      await history(
        row.id,
        rows.map(({ assetId: _, ...r }) => r),
      );
      ids.set(serial, row.id);
      t.created('assets');
    }

    // Two failure reports, each with a photo made here.
    for (const [i, f] of FAILURES.entries()) {
      const [asset] = await tx
        .select({ id: assets.id, yardId: assets.yardId, jobId: assets.jobId })
        .from(assets)
        .where(and(eq(assets.serialNumber, f.serial), f.meter ? eq(assets.assetType, ASSET_TYPE_METER) : undefined));
      if (!asset) continue;
      const [exists] = await tx
        .select({ id: assetFailures.id })
        .from(assetFailures)
        .where(and(eq(assetFailures.assetId, asset.id), eq(assetFailures.natureOfFailure, f.nature)));
      if (exists) {
        t.existing('failure reports');
        continue;
      }
      const [officeOf] = asset.yardId
        ? await tx.select({ id: yards.officeLocationId }).from(yards).where(eq(yards.id, asset.yardId))
        : [];
      const jobId = asset.jobId ?? demoJobs[i]?.id ?? null;
      const location = asset.jobId
        ? ((await tx.select({ name: jobs.jobName }).from(jobs).where(eq(jobs.id, asset.jobId)))[0]?.name ?? '')
        : (yardRows.find((y) => y.id === asset.yardId)?.name ?? '');
      const [failure] = await tx
        .insert(assetFailures)
        .values({
          assetId: asset.id,
          lastOperation: ago(f.daysAgo + 1),
          failureDate: ago(f.daysAgo),
          jobId,
          technicianId: techId,
          meterInCirculation: false,
          natureOfFailure: f.nature,
          correctiveActions: f.actions,
          officeLocationId: officeOf?.id ?? null,
          createdBy: techId,
        })
        .returning({ id: assetFailures.id });
      await history(asset.id, [
        {
          status: S.failureReported,
          location,
          yardId: asset.yardId,
          jobId,
          date: ago(f.daysAgo),
          statusNote: f.nature,
          createdBy: techId,
        },
      ]);
      const photo = await demoPhoto(i === 0 ? '#8a6d3b' : '#4a6b8a');
      const original = await ctx.storage.put(tx, photo, `failure-${i + 1}.jpg`, ['image/jpeg'], techId);
      const resized = await ctx.storage.put(
        tx,
        await sharp(photo).resize(320).jpeg({ quality: 80 }).toBuffer(),
        `failure-${i + 1}-resized.jpg`,
        ['image/jpeg'],
        techId,
      );
      await tx.insert(assetFailurePhotos).values({
        assetFailureId: failure.id,
        fileName: original.originalName,
        fileId: original.id,
        resizedFileId: resized.id,
        createdBy: techId,
      });
      t.created('failure reports');
    }
    return t.counts;
  },
};
