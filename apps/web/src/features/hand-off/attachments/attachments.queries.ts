import {
  deleteJobAttachment,
  favoriteJobAttachment,
  jobAttachmentList,
  saveJobAttachment,
} from '@fieldbook/contract/hand-off';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../../shared/api/query-client.ts';

export const attachmentsKey = (jobId: number, stepId: number) => ['job', jobId, 'attachments', stepId] as const;

export const jobAttachmentsQuery = (jobId: number, stepId: number) =>
  queryOptions({
    queryKey: attachmentsKey(jobId, stepId),
    queryFn: () => call(jobAttachmentList, { query: { jobId, stepId } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });

export const useJobAttachments = (jobId: number, stepId: number) => useQuery(jobAttachmentsQuery(jobId, stepId));

/** A write to one step's attachments: reloads that list afterwards. */
function useAttachmentWrite<B, A>(jobId: number, stepId: number, send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: attachmentsKey(jobId, stepId) }),
  });
}

/** Uploads one file (or a webcam photo) as multipart/form-data with JobId and JobStep. */
export const useUploadAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (file: File) => {
    const body = new FormData();
    body.append('JobId', String(jobId));
    body.append('JobStep', String(stepId));
    body.append('file', file, file.name);
    return call(saveJobAttachment, { body });
  });

export const useDeleteAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (id: number) => call(deleteJobAttachment, { body: { id } }));

export const useFavoriteAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (body: { id: number; favorite: boolean }) => call(favoriteJobAttachment, { body }));
