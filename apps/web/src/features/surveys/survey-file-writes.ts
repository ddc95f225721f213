import { messages } from '@fieldbook/contract/messages';
import {
  deleteSurveyAttachment,
  deleteSurveyFormMap,
  SURVEY_ATTACHMENT_CATEGORIES,
  type SurveyAttachment,
  type SurveyForm,
  saveSurveyAttachmentCategory,
  uploadSurveyAttachment,
  uploadSurveyFormMap,
} from '@fieldbook/contract/surveys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OutboxItem, outboxMutation, type Part, queueWrite } from '../../shared/offline/outbox/index.ts';
import { resizePhoto } from '../../shared/photos/resize.ts';
import { surveyName, surveyRecord, useJobRef } from './survey-writes.ts';
import { surveyKey } from './surveys.queries.ts';

// The survey form's files through the device's outbox: the site map and the attachments. Files are
// kept as Blobs (photos resized first); while they wait the screens show them from the device.

const mapKey = (id: number) => [...surveyKey(id), 'map'];
const attachmentsKey = (id: number) => [...surveyKey(id), 'attachments'];
type MapAnswer = { success: true; hasMap: boolean; mapData: string; message: string };

/** The file a waiting upload keeps, and the value of one of its text parts. */
export const fileOf = (item: OutboxItem) =>
  'parts' in item.payload ? (item.payload.parts.find((p) => 'file' in p) as Extract<Part, { file: Blob }>) : undefined;
export const partValue = (item: OutboxItem, name: string) =>
  'parts' in item.payload
    ? (item.payload.parts.find((p) => p.name === name && 'value' in p) as { value: string } | undefined)?.value
    : undefined;

/** The latest map upload of the form still on the device (it replaces the map the server has). */
export const waitingMap = (items: OutboxItem[]) => items.findLast((i) => i.path === uploadSurveyFormMap.path);
/** The attachment uploads of the form still on the device. */
export const waitingAttachments = (items: OutboxItem[]) => items.filter((i) => i.path === uploadSurveyAttachment.path);

/** Photos are resized before they are kept; other files (PDF, spreadsheets…) are kept as they are. */
const keepable = (file: File) => (file.type.startsWith('image/') ? resizePhoto(file) : Promise.resolve(file));

function useFileWrites(jobId: number, base: string, form: SurveyForm) {
  const id = form.surveyFormId;
  const common = {
    record: surveyRecord(id),
    job: useJobRef(jobId),
    openAt: `${base}/${id}`,
    idFields: ['surveyFormId'],
  };
  return { id, common, name: surveyName(form) };
}

/** Upload Map / Replace Map: the image kept on the device and shown from there until sent. */
export function useUploadSurveyMap(jobId: number, base: string, form: SurveyForm) {
  const { id, common, name } = useFileWrites(jobId, base, form);
  return useMutation({
    ...outboxMutation,
    mutationFn: async (file: File) => {
      const image = await keepable(file);
      return queueWrite({
        ...common,
        endpoint: uploadSurveyFormMap,
        body: [
          { name: 'surveyFormId', value: String(id) },
          { name: 'file', file: image, fileName: image.name },
        ],
        label: messages.itemSurveyMap(name),
        refresh: [mapKey(id), [...surveyKey(id), 'form']],
      });
    },
  });
}

/** Delete Map: while it waits, the form shows no map. */
export function useDeleteSurveyMap(jobId: number, base: string, form: SurveyForm) {
  const client = useQueryClient();
  const { id, common, name } = useFileWrites(jobId, base, form);
  return useMutation({
    ...outboxMutation,
    mutationFn: async () => {
      const outcome = await queueWrite({
        ...common,
        endpoint: deleteSurveyFormMap,
        body: { id },
        idFields: ['id'],
        label: messages.itemSurveyMapDelete(name),
        refresh: [mapKey(id)],
      });
      if (outcome.status !== 'sent')
        client.setQueryData<MapAnswer>(mapKey(id), { success: true, hasMap: false, mapData: '', message: '' });
      return outcome;
    },
  });
}

/** Upload Attachment: the file kept on the device, listed as waiting until sent. */
export function useUploadSurveyAttachment(jobId: number, base: string, form: SurveyForm) {
  const { id, common, name } = useFileWrites(jobId, base, form);
  return useMutation({
    ...outboxMutation,
    mutationFn: async (input: { name: string; categoryId: number; file: File }) => {
      const file = await keepable(input.file);
      return queueWrite({
        ...common,
        endpoint: uploadSurveyAttachment,
        body: [
          { name: 'surveyFormId', value: String(id) },
          { name: 'categoryId', value: String(input.categoryId) },
          { name: 'name', value: input.name },
          { name: 'file', file, fileName: file.name },
        ],
        label: messages.itemSurveyAttachment(input.name || file.name, name),
        refresh: [attachmentsKey(id)],
      });
    },
  });
}

/** A category change of a sent attachment: shown at once. */
export function useSurveyAttachmentCategory(jobId: number, base: string, form: SurveyForm) {
  const client = useQueryClient();
  const { id, common } = useFileWrites(jobId, base, form);
  return useMutation({
    ...outboxMutation,
    mutationFn: async ({ attachment, category }: { attachment: SurveyAttachment; category: number }) => {
      const categoryName = SURVEY_ATTACHMENT_CATEGORIES.find((c) => c.id === category)?.name ?? '';
      const outcome = await queueWrite({
        ...common,
        endpoint: saveSurveyAttachmentCategory,
        body: { surveyAttachmentId: attachment.surveyAttachmentId, category },
        idFields: [],
        label: messages.itemSurveyAttachmentCategory(attachment.name, categoryName),
        refresh: [attachmentsKey(id)],
      });
      if (outcome.status !== 'sent')
        client.setQueryData<SurveyAttachment[]>(attachmentsKey(id), (list) =>
          list?.map((a) =>
            a.surveyAttachmentId === attachment.surveyAttachmentId
              ? { ...a, categoryId: category, category: categoryName }
              : a,
          ),
        );
      return outcome;
    },
  });
}

/** Delete of a sent attachment: while it waits, the list no longer shows it. */
export function useDeleteSurveyAttachment(jobId: number, base: string, form: SurveyForm) {
  const client = useQueryClient();
  const { id, common, name } = useFileWrites(jobId, base, form);
  return useMutation({
    ...outboxMutation,
    mutationFn: async (attachment: SurveyAttachment) => {
      const outcome = await queueWrite({
        ...common,
        endpoint: deleteSurveyAttachment,
        body: { id: attachment.surveyAttachmentId },
        idFields: [],
        label: messages.itemSurveyAttachmentDelete(attachment.name, name),
        refresh: [attachmentsKey(id)],
      });
      if (outcome.status !== 'sent')
        client.setQueryData<SurveyAttachment[]>(attachmentsKey(id), (list) =>
          list?.filter((a) => a.surveyAttachmentId !== attachment.surveyAttachmentId),
        );
      return outcome;
    },
  });
}
