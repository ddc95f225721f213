import { deleteDocumentAndPolicy, saveDocumentAndPolicy } from '@fieldbook/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

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
