import { getDocument, getDocumentAndPolicyList } from '@fieldbook/contract/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';
import { downloadOrNotify } from '../../shared/ui/download.ts';

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
