import {
  bulkTemplate,
  type bulkTemplateBody,
  flagForReview,
  getActiveEdit,
  getBudget,
  getBudgetCalculations,
  getBudgetingHoursList,
  getBudgetLineOptions,
  getBudgetTemplate,
  getBudgetTemplateItemsList,
  getBudgetTimes,
  type SaveBudgetBody,
  saveBudget,
  saveBudgetTemplate,
  type saveBudgetTemplateBody,
} from '@fieldbook/contract/budgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/api.ts';

export const budgetKey = (jobId: number) => ['job', jobId, 'budget'] as const;

/** What the screen offers: editing, Submit for Review, proposal building, the review panel. */
export const useActiveEdit = (jobId: number) =>
  useQuery({
    queryKey: [...budgetKey(jobId), 'active-edit'],
    queryFn: () => call(getActiveEdit, { query: { JobId: jobId } }),
  });

export const useBudget = (jobId: number) =>
  useQuery({
    queryKey: [...budgetKey(jobId), 'data'],
    queryFn: () => call(getBudget, { query: { jobId } }).then((r) => r.data),
    // the editor holds its own copy; a refetch behind it would only confuse
    refetchOnWindowFocus: false,
  });

/** The fixed lists and the line definitions every budget picks from. */
export const useBudgetOptions = () => {
  const lines = useQuery({
    queryKey: ['budgets', 'line-options'],
    queryFn: () => call(getBudgetLineOptions).then((r) => r.data),
  });
  const hours = useQuery({
    queryKey: ['budgets', 'hour-prices'],
    queryFn: () => call(getBudgetingHoursList).then((r) => r.data),
  });
  const times = useQuery({
    queryKey: ['budgets', 'times'],
    queryFn: () => call(getBudgetTimes).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const calculations = useQuery({
    queryKey: ['budgets', 'calculations'],
    queryFn: () => call(getBudgetCalculations).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { lines, hours, times, calculations };
};

export const useSaveBudget = () => useMutation({ mutationFn: (body: SaveBudgetBody) => call(saveBudget, { body }) });

export const useFlagForReview = (jobId: number) =>
  useMutation({ mutationFn: () => call(flagForReview, { query: { jobId } }) });

/** Reloads the budget and its flags (after Submit Budget, Submit for Review or a refused save). */
export function useReloadBudget() {
  const qc = useQueryClient();
  return (jobId: number) => qc.invalidateQueries({ queryKey: budgetKey(jobId) });
}

// ——— templates ———

export const useBudgetTemplates = () =>
  useQuery({
    queryKey: ['budget-templates'],
    queryFn: () => call(getBudgetTemplateItemsList).then((r) => r.data),
  });

export const useBudgetTemplate = (id: number) =>
  useQuery({
    queryKey: ['budget-templates', id],
    queryFn: () => call(getBudgetTemplate, { query: { id } }).then((r) => r.data),
  });

export function useBulkTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof bulkTemplateBody>) => call(bulkTemplate, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['budget-templates'] }),
  });
}

export function useSaveBudgetTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof saveBudgetTemplateBody>) => call(saveBudgetTemplate, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['budget-templates'] }),
  });
}
