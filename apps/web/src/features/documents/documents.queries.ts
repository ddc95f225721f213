import {
  deleteDocumentAndPolicy,
  getDocument,
  getDocumentAndPolicyList,
  saveDocumentAndPolicy,
} from '@fieldbook/contract/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { SEEDED_FRESH_MS } from '../../app/queries.ts';
import { downloadOrNotify } from '../../ui/download.ts';

/** Every document and policy (home page and administration). */
export const documentsQuery = queryOptions({
  queryKey: ['documents'],
  queryFn: () => call(getDocumentAndPolicyList).then((r) => r.data),
  staleTime: SEEDED_FRESH_MS,
});

export const useDocuments = () => useQuery(documentsQuery);

/** Saves the document under the file name the server sends. */
export const downloadDocument = (documentId: number, filename: string) =>
  downloadOrNotify(getDocument, { query: { DocumentId: documentId } }, filename);

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => {
      const body = new FormData();
      // The name goes first: the server reads it before the file (spec: the name is entered first).
      body.append('documentName', name);
      body.append('file', file);
      return call(saveDocumentAndPolicy, { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteDocumentAndPolicy, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
