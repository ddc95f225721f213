import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  deleteEquipmentPicture,
  type EquipmentForm,
  type EquipmentFormListItem,
  FIXED_PHOTO_SECTIONS,
  fixedPhotoSections,
  PHOTO_DAMAGE,
  saveEquipmentForm,
  type TicketEquipmentForm,
  uploadEquipmentPicture,
  uploadHourFuelPicture,
} from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useJobProfile } from '../../../entities/job/index.ts';
import { newDeviceId, outboxMutation, queueWrite, recordOf } from '../../../shared/offline/outbox/index.ts';
import { resizePhoto } from '../../../shared/photos/resize.ts';
import { todayIso } from '../../../shared/ui/format.ts';
import { formsOfTheDayQuery } from '../field-tickets/field-tickets.queries.ts';

// The equipment form's writes go through the device's outbox: sent at once when online, kept and
// shown as waiting when not. A form made offline has a device id (negative) until its create is sent.

export const equipmentRecord = (id: number) => recordOf('equipmentForm', id);
const oneKey = (jobId: number, id: number) => ['equipmentForms', jobId, 'one', id];

/** The job as a waiting item names it. */
function useJobRef(jobId: number) {
  const profile = useJobProfile(jobId).data;
  return { id: jobId, name: profile?.jobInfo.jobName ?? String(jobId) };
}

type Values = Omit<
  BodyOf<typeof saveEquipmentForm>,
  'equipmentFormId' | 'equipmentFormNameId' | 'jobId' | 'clientKey' | 'baseVersion'
>;

/**
 * The photo sections a form made on the device shows: a blank form has only its template's; the server
 * adds damage, and delivery or pickup by stage, once saved (all but damage needed to submit).
 */
function withStageSections(pictures: EquipmentForm['pictures'], stepId: number | null): EquipmentForm['pictures'] {
  const missing = fixedPhotoSections(stepId).filter((code) => !pictures.some((p) => p.equipmentPhotoTypeId === code));
  return [
    ...pictures,
    ...missing.map((code) => ({
      equipmentPhotoTypeId: code,
      equipmentPhotoTypeName: FIXED_PHOTO_SECTIONS.find((s) => s.code === code)?.name ?? '',
      required: code !== PHOTO_DAMAGE,
      files: [],
    })),
  ];
}

/** The form as the device now knows it, after a save that waits to be sent. */
function savedOnDevice(saved: EquipmentForm, id: number, values: Values): EquipmentForm {
  const answers = new Map(values.checkBoxes.map((c) => [c.equipmentCheckBoxId, c]));
  return {
    ...saved,
    pictures: withStageSections(saved.pictures, values.stepId),
    version: Math.max(saved.version, 1),
    equipmentFormId: id,
    unitNumber: values.unitNumber,
    comments: values.comments ?? '',
    stepId: values.stepId,
    complete: values.submit,
    date: saved.date || todayIso(),
    updatedAt: new Date().toISOString(),
    checkBoxes: saved.checkBoxes.map((c) => {
      const a = answers.get(c.equipmentCheckBoxId);
      return a ? { ...c, passed: a.passed, comment: a.comment ?? '' } : c;
    }),
  };
}

/** The list row of a form saved on the device, placed first (lists are newest first). */
function upsertRow(client: QueryClient, jobId: number, form: EquipmentForm) {
  const row: EquipmentFormListItem = {
    equipmentFormId: form.equipmentFormId,
    date: form.date,
    name: form.equipmentFormName,
    unitNumber: form.unitNumber,
    completed: form.complete,
    stepId: form.stepId,
  };
  type List = { success: true; data: EquipmentFormListItem[]; allowCreate: boolean };
  for (const [key, list] of client.getQueriesData<List>({ queryKey: ['equipmentForms', jobId, 'list'] })) {
    const step = key[3];
    if (!list || (step !== 'all' && step !== form.stepId)) continue;
    const others = list.data.filter((f) => f.equipmentFormId !== row.equipmentFormId);
    client.setQueryData<List>(key, { ...list, data: [row, ...others] });
  }
  // A field ticket filled in on the device may list the form: the day's forms no ticket lists yet hold it.
  const day = formsOfTheDayQuery(jobId, form.date).queryKey;
  const known = client.getQueryData(day) !== undefined;
  client.setQueryData<TicketEquipmentForm[]>(day, (forms = []) => [
    { ...row, hourFuelPhotos: [] },
    ...forms.filter((f) => f.equipmentFormId !== row.equipmentFormId),
  ]);
  // A day never read holds only what this device made: read it whole once the server answers.
  if (!known) void client.invalidateQueries({ queryKey: day, refetchType: 'none' });
}

/** Save Form / Submit: answers the form's id (a device id while its create waits) and what became of it. */
export function useSaveEquipmentForm(jobId: number, base: string) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ saved, values }: { saved: EquipmentForm; values: Values }) => {
      const isNew = saved.equipmentFormId === 0;
      const id = isNew ? await newDeviceId() : saved.equipmentFormId;
      const body = {
        ...values,
        equipmentFormId: isNew ? 0 : id,
        equipmentFormNameId: saved.equipmentFormNameId,
        jobId,
        clientKey: crypto.randomUUID(),
        // The version the device saw (a form made here and not sent yet: 1, its create's; the outbox
        // moves it to the version each earlier queued save of the form is answered with).
        baseVersion: isNew ? undefined : Math.max(saved.version, 1),
      } satisfies BodyOf<typeof saveEquipmentForm>;
      const outcome = await queueWrite({
        endpoint: saveEquipmentForm,
        body,
        record: equipmentRecord(id),
        createsDeviceId: isNew ? id : undefined,
        idFields: ['equipmentFormId'],
        label: messages.itemEquipmentForm(values.unitNumber, values.submit),
        job,
        openAt: `${base}/${id}`,
        refresh: [['equipmentForms', jobId]],
        readKey: oneKey(jobId, id),
      });
      if (outcome.status === 'sent') return { id: outcome.answer.id, outcome };
      const form = savedOnDevice(saved, id, values);
      client.setQueryData(oneKey(jobId, id), form);
      client.setQueryData(['equipmentForms', jobId, 'edit', id], !values.submit);
      upsertRow(client, jobId, form);
      return { id, outcome };
    },
  });
}

/** Adds a photo to a section (or the hour/fuel photo when section is null): resized on the device, kept as a Blob. */
/** The key of the photo uploads of an equipment form: Submit waits while one is on its way. */
export const photoUploadKey = (id: number) => ['equipmentForms', 'photoUpload', id];

export function useUploadEquipmentPhoto(jobId: number, form: EquipmentForm, base: string) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  return useMutation({
    ...outboxMutation,
    mutationKey: photoUploadKey(form.equipmentFormId),
    mutationFn: async ({ file, section }: { file: File; section: { code: number | null; name: string } }) => {
      const photo = await resizePhoto(file);
      const id = form.equipmentFormId;
      const outcome = await queueWrite({
        endpoint: section.code === null ? uploadHourFuelPicture : uploadEquipmentPicture,
        body: [
          { name: 'EquipmentFormId', value: String(id) },
          ...(section.code === null ? [] : [{ name: 'PictureType', value: String(section.code) }]),
          { name: 'file', file: photo, fileName: photo.name },
        ],
        record: equipmentRecord(id),
        idFields: ['EquipmentFormId'],
        label: messages.itemEquipmentPhoto(form.unitNumber, section.name),
        job,
        openAt: `${base}/${id}`,
        refresh: [oneKey(jobId, id)],
      });
      // Sent at once: the photo leaves the waiting list now, while the outbox reloads the form only at the
      // end of its pass; read the form back first, so that a Submit meanwhile sees the photo on it.
      if (outcome.status === 'sent') await client.invalidateQueries({ queryKey: oneKey(jobId, id) });
      return outcome;
    },
  });
}

/** Deletes a sent photo; while the delete waits, the form no longer shows it. */
export function useDeleteEquipmentPhoto(jobId: number, form: EquipmentForm, base: string) {
  const client = useQueryClient();
  const job = useJobRef(jobId);
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ id, fileName }: { id: number; fileName: string }) => {
      const outcome = await queueWrite({
        endpoint: deleteEquipmentPicture,
        body: { id },
        record: equipmentRecord(form.equipmentFormId),
        label: messages.itemEquipmentPhotoDelete(form.unitNumber, fileName),
        job,
        openAt: `${base}/${form.equipmentFormId}`,
        refresh: [oneKey(jobId, form.equipmentFormId)],
      });
      if (outcome.status !== 'sent')
        client.setQueryData<EquipmentForm>(oneKey(jobId, form.equipmentFormId), (f) => f && withoutPicture(f, id));
      return outcome;
    },
  });
}

function withoutPicture(form: EquipmentForm, id: number): EquipmentForm {
  const keep = <T extends { equipmentFormPictureId: number }>(files: T[]) =>
    files.filter((f) => f.equipmentFormPictureId !== id);
  return {
    ...form,
    pictures: form.pictures.map((p) => ({ ...p, files: keep(p.files) })),
    damagePhotos: keep(form.damagePhotos),
    deliveryPhotos: keep(form.deliveryPhotos),
    pickupPhotos: keep(form.pickupPhotos),
    hourFuelPhoto: form.hourFuelPhoto?.equipmentFormPictureId === id ? null : form.hourFuelPhoto,
  };
}
