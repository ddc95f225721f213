import { PHOTO_DAMAGE, PHOTO_DELIVERY, PHOTO_HOUR_FUEL, PHOTO_PICKUP } from '@fieldbook/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client.ts';
import {
  equipmentFormCategories,
  equipmentFormCheckboxes,
  equipmentFormChecks,
  equipmentFormNames,
  equipmentFormPhotoTypes,
  equipmentFormPictures,
  equipmentFormRequiredPhotos,
  equipmentForms,
  equipmentTemplateCheckboxes,
  equipmentTemplatePhotoTypes,
  jobs,
} from '../db/schema/index.ts';
import type { Storage } from '../platform/storage.ts';
import { type DemoStep, tally } from './step.ts';

/** The templates: checklist items by category, and the photo types each requires. */
const TEMPLATES: { name: string; categories: Record<string, string[]>; photos: string[] }[] = [
  {
    name: 'Light Tower',
    categories: {
      Lights: ['All lamps light', 'Lenses intact', 'Mast raises and lowers'],
      Engine: ['Oil level', 'Coolant level', 'No leaks under unit'],
      Trailer: ['Tires inflated', 'Outriggers pinned', 'Hitch and safety chains'],
    },
    photos: ['Front', 'Hitch'],
  },
  {
    name: 'Generator',
    categories: {
      Engine: ['Oil level', 'Coolant level', 'No leaks under unit', 'Battery terminals clean'],
      Electrical: ['Breakers reset', 'Cords undamaged', 'Grounding rod connected'],
      Trailer: ['Tires inflated', 'Hitch and safety chains'],
    },
    photos: ['Front', 'Control panel'],
  },
  {
    name: 'Telehandler',
    categories: {
      Engine: ['Oil level', 'Coolant level', 'Hydraulic fluid level'],
      Operation: ['Boom extends and retracts', 'Forks and carriage undamaged', 'Backup alarm works', 'Seat belt works'],
      Tires: ['Tires inflated'],
    },
    photos: ['Front', 'Rear', 'Forks'],
  },
  {
    name: 'Sound Wall Trailer',
    categories: {
      Trailer: ['Tires inflated', 'Hitch and safety chains', 'Lights and turn signals work', 'Brakes work'],
      Load: ['Panels strapped', 'Beams strapped', 'Straps and binders undamaged'],
    },
    photos: ['Load', 'Hitch'],
  },
];

/** The demo forms: which template, on a job at which stage, and how far it got. */
const FORMS: { template: string; stepId: 10 | 11 | 12; unit: string; complete: boolean; failed?: string }[] = [
  { template: 'Light Tower', stepId: 10, unit: 'LT-104', complete: true },
  { template: 'Sound Wall Trailer', stepId: 10, unit: 'TR-22', complete: false, failed: 'Brakes work' },
  { template: 'Generator', stepId: 11, unit: 'GEN-7', complete: true },
  { template: 'Telehandler', stepId: 12, unit: 'TH-3', complete: true },
];

async function findOrCreate(
  tx: Tx,
  table: typeof equipmentFormCategories | typeof equipmentFormCheckboxes | typeof equipmentFormPhotoTypes,
  name: string,
  count: (created: boolean) => void,
) {
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
  count(!found);
  if (found) return found.id;
  const [row] = await tx.insert(table).values({ name }).returning({ id: table.id });
  return row.id;
}

/** A small JPEG in a colour, with a caption-like band, as a phone photo stands in. */
const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .composite([
      {
        input: { create: { width: 640, height: 80, channels: 3, background: '#222' } },
        top: 400,
        left: 0,
      },
    ])
    .jpeg({ quality: 70 })
    .toBuffer();

async function addPhoto(tx: Tx, storage: Storage, formId: number, pictureType: number, name: string, color: string) {
  const bytes = await photo(color);
  const original = await storage.put(tx, bytes, name, ['image/jpeg'], null);
  const resized = await storage.put(tx, await sharp(bytes).resize(320).jpeg().toBuffer(), name, ['image/jpeg'], null);
  await tx.insert(equipmentFormPictures).values({
    equipmentFormId: formId,
    pictureType,
    fileName: original.originalName,
    fileId: original.id,
    resizedFileId: resized.id,
  });
}

/**
 * Demo: the equipment-form options and the templates of a light tower, a generator, a telehandler
 * and a sound-wall trailer; and a few forms with photos on jobs in installation, on rent and tear
 * down. Templates that exist are left as they are; forms are added once per job and unit number.
 */
export const equipmentFormsStep: DemoStep = {
  name: 'forms-equipment',
  async run(tx, ctx) {
    const t = tally();
    const nameIds = new Map<string, number>();
    for (const tpl of TEMPLATES) {
      const [existing] = await tx
        .select({ id: equipmentFormNames.id })
        .from(equipmentFormNames)
        .where(
          and(eq(sql`lower(${equipmentFormNames.name})`, tpl.name.toLowerCase()), isNull(equipmentFormNames.deletedAt)),
        );
      if (existing) {
        nameIds.set(tpl.name, existing.id);
        t.existing('equipment templates');
        continue;
      }
      const [row] = await tx
        .insert(equipmentFormNames)
        .values({ name: tpl.name })
        .returning({ id: equipmentFormNames.id });
      nameIds.set(tpl.name, row.id);
      t.created('equipment templates');
      let order = 0;
      for (const [category, boxes] of Object.entries(tpl.categories)) {
        const categoryId = await findOrCreate(tx, equipmentFormCategories, category, (c) =>
          c ? t.created('equipment categories') : t.existing('equipment categories'),
        );
        for (const box of boxes) {
          const checkboxId = await findOrCreate(tx, equipmentFormCheckboxes, box, (c) =>
            c ? t.created('equipment checkboxes') : t.existing('equipment checkboxes'),
          );
          await tx
            .insert(equipmentTemplateCheckboxes)
            .values({ equipmentFormNameId: row.id, checkboxId, categoryId, sortOrder: order++ });
        }
      }
      for (const [i, p] of tpl.photos.entries()) {
        const photoTypeId = await findOrCreate(tx, equipmentFormPhotoTypes, p, (c) =>
          c ? t.created('equipment photo types') : t.existing('equipment photo types'),
        );
        await tx.insert(equipmentTemplatePhotoTypes).values({ equipmentFormNameId: row.id, photoTypeId, sortOrder: i });
      }
    }

    for (const f of FORMS) {
      const [job] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.jobStepId, f.stepId), eq(jobs.canceled, false)))
        .orderBy(asc(jobs.id))
        .limit(1);
      if (!job) continue;
      const [has] = await tx
        .select({ id: equipmentForms.id })
        .from(equipmentForms)
        .where(and(eq(equipmentForms.jobId, job.id), eq(equipmentForms.unitNumber, f.unit)));
      if (has) {
        t.existing('equipment forms');
        continue;
      }
      const nameId = nameIds.get(f.template) as number;
      const [form] = await tx
        .insert(equipmentForms)
        .values({
          equipmentFormNameId: nameId,
          name: f.template,
          jobId: job.id,
          stepId: f.stepId,
          unitNumber: f.unit,
          comments: f.complete ? 'Checked on arrival with the site lead.' : '',
          complete: f.complete,
          formDate: ctx.today,
          createdBy: ctx.refs.users.get('demo.supervisor') ?? null,
        })
        .returning({ id: equipmentForms.id });
      t.created('equipment forms');
      const boxes = await tx
        .select({
          checkboxId: equipmentTemplateCheckboxes.checkboxId,
          categoryId: equipmentTemplateCheckboxes.categoryId,
          checkBoxName: equipmentFormCheckboxes.name,
          categoryName: equipmentFormCategories.name,
        })
        .from(equipmentTemplateCheckboxes)
        .innerJoin(equipmentFormCheckboxes, eq(equipmentFormCheckboxes.id, equipmentTemplateCheckboxes.checkboxId))
        .innerJoin(equipmentFormCategories, eq(equipmentFormCategories.id, equipmentTemplateCheckboxes.categoryId))
        .where(eq(equipmentTemplateCheckboxes.equipmentFormNameId, nameId))
        .orderBy(asc(equipmentTemplateCheckboxes.sortOrder));
      if (boxes.length)
        await tx.insert(equipmentFormChecks).values(
          boxes.map((b, i) => ({
            equipmentFormId: form.id,
            ...b,
            sortOrder: i,
            passed: b.checkBoxName !== f.failed,
            comment: b.checkBoxName === f.failed ? 'Trailer brakes drag on the left side; tagged for the shop.' : '',
          })),
        );
      const photos = await tx
        .select({ photoTypeId: equipmentFormPhotoTypes.id, photoTypeName: equipmentFormPhotoTypes.name })
        .from(equipmentTemplatePhotoTypes)
        .innerJoin(equipmentFormPhotoTypes, eq(equipmentFormPhotoTypes.id, equipmentTemplatePhotoTypes.photoTypeId))
        .where(eq(equipmentTemplatePhotoTypes.equipmentFormNameId, nameId))
        .orderBy(asc(equipmentTemplatePhotoTypes.sortOrder));
      if (photos.length)
        await tx
          .insert(equipmentFormRequiredPhotos)
          .values(photos.map((p, i) => ({ equipmentFormId: form.id, ...p, sortOrder: i })));
      if (!f.complete) continue;
      const palette = ['#8a6d3b', '#3b6d8a', '#6d8a3b', '#8a3b6d'];
      for (const [i, p] of photos.entries())
        await addPhoto(tx, ctx.storage, form.id, p.photoTypeId, `${f.unit}-${p.photoTypeName}.jpg`, palette[i % 4]);
      if (f.stepId === 10)
        await addPhoto(tx, ctx.storage, form.id, PHOTO_DELIVERY, `${f.unit}-delivery.jpg`, '#556b2f');
      if (f.stepId === 12) await addPhoto(tx, ctx.storage, form.id, PHOTO_PICKUP, `${f.unit}-pickup.jpg`, '#2f4f6b');
      if (f.template === 'Telehandler')
        await addPhoto(tx, ctx.storage, form.id, PHOTO_DAMAGE, `${f.unit}-damage.jpg`, '#8b0000');
      await addPhoto(tx, ctx.storage, form.id, PHOTO_HOUR_FUEL, `${f.unit}-hours.jpg`, '#444444');
      t.created('equipment photos');
    }
    return t.counts;
  },
};
