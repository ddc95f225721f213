import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  attachmentList,
  createNote,
  generatePdf,
  getBuildProposal,
  getNote,
  getPrefill,
  getProposalAttachment,
  linkNote,
  noteList,
  proposalListNames,
  proposalListView,
  regenerateBody,
  saveBuildProposal,
  saveNote,
  savePrefill,
  saveProposalAttachment,
  setProposalPdfFavorite,
  uploadAttachment,
} from '@fieldbook/contract/proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../shared/api/api.ts';

// ---- The job's proposal ---------------------------------------------------------------------

export const useBuildProposal = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'proposal'],
    queryFn: () => call(getBuildProposal, { query: { jobId } }).then((r) => r.data),
    // The builder is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useGeneratedProposals = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'proposals'],
    queryFn: () => call(proposalListView, { query: { jobId } }).then((r) => r.data),
  });

export const fetchRegeneratedBody = (jobId: number) => call(regenerateBody, { query: { jobId } }).then((r) => r.data);

export function useSaveProposal(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveBuildProposal>) => call(saveBuildProposal, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['job', jobId, 'proposal'], refetchType: 'none' }),
  });
}

/** Generates the PDF (saved as it is now), downloads it, and reloads the list of generated ones. */
export function useGeneratePdf(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => download(generatePdf, { body: { jobId } }, `Proposal-${jobId}.pdf`),
    onSettled: () => client.invalidateQueries({ queryKey: ['job', jobId, 'proposals'] }),
  });
}

export function useSetFavorite(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: number) => call(setProposalPdfFavorite, { body: { proposalId, favorite: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['job', jobId, 'proposals'] }),
  });
}

// ---- Administration -------------------------------------------------------------------------

export const usePrefillList = () =>
  useQuery({ queryKey: ['proposal-admin', 'leaves'], queryFn: () => call(proposalListNames).then((r) => r.data) });

export const usePrefill = (leafId: number | null) =>
  useQuery({
    queryKey: ['proposal-admin', 'prefill', leafId],
    queryFn: () => call(getPrefill, { query: { id: leafId as number } }).then((r) => r.data),
    enabled: leafId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useNoteList = () =>
  useQuery({ queryKey: ['proposal-admin', 'notes'], queryFn: () => call(noteList).then((r) => r.data) });

export const useNote = (noteId: number | null) =>
  useQuery({
    queryKey: ['proposal-admin', 'note', noteId],
    queryFn: () => call(getNote, { query: { noteId: noteId as number } }).then((r) => r.data),
    enabled: noteId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAttachmentList = () =>
  useQuery({ queryKey: ['proposal-admin', 'attachments'], queryFn: () => call(attachmentList).then((r) => r.data) });

export const useProposalAttachment = (attachmentId: number | null) =>
  useQuery({
    queryKey: ['proposal-admin', 'attachment', attachmentId],
    queryFn: () => call(getProposalAttachment, { query: { attachmentId: attachmentId as number } }).then((r) => r.data),
    enabled: attachmentId !== null,
  });

/** A write of the administration: every list and record of it is reloaded afterwards. */
function useAdminWrite<B, A>(send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['proposal-admin'] }),
  });
}

export const useSavePrefill = () => useAdminWrite((body: BodyOf<typeof savePrefill>) => call(savePrefill, { body }));
export const useCreateNote = () => useAdminWrite((note: string) => call(createNote, { body: { note } }));
export const useSaveNote = () => useAdminWrite((body: BodyOf<typeof saveNote>) => call(saveNote, { body }));
export const useLinkNote = () =>
  useAdminWrite(async ({ noteId, leafIds }: { noteId: number; leafIds: number[] }) => {
    for (const scopeId of leafIds) await call(linkNote, { query: { noteId, scopeId } });
    return leafIds.length;
  });
export const useSaveAttachment = () =>
  useAdminWrite((body: BodyOf<typeof saveProposalAttachment>) => call(saveProposalAttachment, { body }));

/** Uploads one PDF: a new attachment by name, or the new document of an existing one. */
export const useUploadAttachment = () =>
  useAdminWrite(
    ({
      file,
      attachmentName,
      prefillAttachmentId,
    }: {
      file: File;
      attachmentName?: string;
      prefillAttachmentId?: number;
    }) => {
      const body = new FormData();
      if (attachmentName) body.append('attachmentName', attachmentName);
      if (prefillAttachmentId) {
        body.append('prefillAttachmentId', String(prefillAttachmentId));
        body.append('replace', 'true');
      }
      body.append('file', file, file.name);
      return call(uploadAttachment, { body });
    },
  );
