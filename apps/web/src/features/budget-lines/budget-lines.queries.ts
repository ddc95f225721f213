import { getAdminBudgetEdit, type saveCostOrder, type saveRevenueOrder } from '@fieldbook/contract/budget-lines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

const KEY = ['budgetLines'];
const fetchBudgetLines = () => call(getAdminBudgetEdit);
type BudgetEdit = Awaited<ReturnType<typeof fetchBudgetLines>>;

export const useBudgetLines = () => useQuery({ queryKey: KEY, queryFn: fetchBudgetLines });

/**
 * Any change of the area: a create or a delete, given as the call to make (each line kind has its
 * own endpoint); the lists are reloaded afterwards.
 */
export function useBudgetChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<{ message: string }>) => send(),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Shows a new order at once, before the server has it; a failure reloads the saved order. */
export function useSaveOrder(endpoint: typeof saveCostOrder | typeof saveRevenueOrder) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { ids: number[]; next: Partial<BudgetEdit> }) => call(endpoint, { body: { ids: change.ids } }),
    onMutate: async ({ next }) => {
      await client.cancelQueries({ queryKey: KEY });
      client.setQueryData<BudgetEdit>(KEY, (old) => (old ? { ...old, ...next } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
