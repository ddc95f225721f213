import type { getAdminBudgetEdit } from '@fieldbook/contract/budget-lines';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

export type BudgetEdit = ResponseOf<typeof getAdminBudgetEdit>;
const KEY = ['budgetLines'];

export const useBudgetLines = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => get<BudgetEdit>('/Budget/GetAdminBudgetEdit'),
  });

/** Any change of the area: a create, a delete or an order; the lists are reloaded afterwards. */
export function useBudgetChange<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => post<{ message: string }>(`/Budget/${path}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Shows a new order at once, before the server has it; a failure reloads the saved order. */
export function useSaveOrder(path: 'SaveCostOrder' | 'SaveRevenueOrder') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { ids: number[]; next: Partial<BudgetEdit> }) =>
      post<{ message: string }>(`/Budget/${path}`, { ids: change.ids }),
    onMutate: async ({ next }) => {
      await client.cancelQueries({ queryKey: KEY });
      client.setQueryData<BudgetEdit>(KEY, (old) => (old ? { ...old, ...next } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
