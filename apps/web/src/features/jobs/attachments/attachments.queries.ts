import type { JobAttachment } from '@fieldbook/contract/hand-off';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

type Ok = { success: true; message: string };
const listKey = (jobId: number, stepId: number) => ['job', jobId, 'attachments', stepId] as const;

export const useJobAttachments = (jobId: number, stepId: number) =>
  useQuery({
    queryKey: listKey(jobId, stepId),
    queryFn: () =>
      get<{ data: JobAttachment[] }>(`/JobAttachment/GetJobAttachmentList?jobId=${jobId}&stepId=${stepId}`).then(
        (r) => r.data,
      ),
  });

/** A write to one step's attachments: reloads that list afterwards. */
function useAttachmentWrite<B>(jobId: number, stepId: number, send: (body: B) => Promise<Ok>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(jobId, stepId) }),
  });
}

/** Uploads one file (or a webcam photo) as multipart/form-data with JobId and JobStep. */
export const useUploadAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (file: File) => {
    const form = new FormData();
    form.append('JobId', String(jobId));
    form.append('JobStep', String(stepId));
    form.append('file', file, file.name);
    return post<Ok>('/JobAttachment/SaveJobAttachment', form);
  });

export const useDeleteAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (id: number) => post<Ok>('/JobAttachment/DeleteJobAttachment', { id }));

export const useFavoriteAttachment = (jobId: number, stepId: number) =>
  useAttachmentWrite(jobId, stepId, (body: { id: number; favorite: boolean }) =>
    post<Ok>('/JobAttachment/FavoriteJobAttachment', body),
  );
