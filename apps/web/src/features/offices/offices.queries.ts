import type { BodyOf } from '@fieldbook/contract/endpoint';
import { deleteOffice, getOffice, getOfficeList, saveOffice } from '@fieldbook/contract/offices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api.ts';

/** Every office by name (the office cards here, and the office choices elsewhere). */
export const useOffices = () =>
  useQuery({
    queryKey: ['offices'],
    queryFn: () => call(getOfficeList).then((r) => r.data),
  });

export const useOffice = (id: number | null) =>
  useQuery({
    queryKey: ['office', id],
    queryFn: () => call(getOffice, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
    // The form is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveOffice>) => call(saveOffice, { body }),
    onSuccess: (answer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['offices'] }),
        client.invalidateQueries({ queryKey: ['office', answer.officeLocationId] }),
      ]),
  });
}

export function useDeleteOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteOffice, { body: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ['office', id] });
      return client.invalidateQueries({ queryKey: ['offices'] });
    },
  });
}
