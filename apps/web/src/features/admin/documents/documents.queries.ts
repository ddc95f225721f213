import { getDocument, type getDocumentAndPolicyList, type saveDocumentAndPolicy } from '@fieldbook/contract/documents';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';
import { downloadOrNotify } from '../../../ui/download.ts';

/** Every document and policy (home page and administration). */
export const useDocuments = () =>
  useQuery({
    queryKey: ['documents'],
    queryFn: () =>
      get<ResponseOf<typeof getDocumentAndPolicyList>>('/DocumentAndPolicy/GetDocumentAndPolicyList').then(
        (r) => r.data,
      ),
  });

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
      return post<ResponseOf<typeof saveDocumentAndPolicy>>('/DocumentAndPolicy/SaveDocumentAndPolicy', body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<{ message: string }>('/DocumentAndPolicy/DeleteDocumentAndPolicy', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
