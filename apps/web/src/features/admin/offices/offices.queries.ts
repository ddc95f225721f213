import type { ResponseOf } from '@fieldbook/contract/endpoint';
import type { getOffice, getOfficeList, Office, saveOffice } from '@fieldbook/contract/offices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

/** Every office by name (the office cards here, and the office choices elsewhere). */
export const useOffices = () =>
  useQuery({
    queryKey: ['offices'],
    queryFn: () => get<ResponseOf<typeof getOfficeList>>('/Office/GetOfficeList').then((r) => r.data),
  });

export const useOffice = (id: number | null) =>
  useQuery({
    queryKey: ['office', id],
    queryFn: () => post<ResponseOf<typeof getOffice>>('/Office/GetOffice', { id }).then((r) => r.data),
    enabled: id !== null,
    // The form is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Office) => post<ResponseOf<typeof saveOffice>>('/Office/SaveOffice', body),
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
    mutationFn: (id: number) => post<{ message: string }>('/Office/DeleteOffice', { id }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ['office', id] });
      return client.invalidateQueries({ queryKey: ['offices'] });
    },
  });
}
