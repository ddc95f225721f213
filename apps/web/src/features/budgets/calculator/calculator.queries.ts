import {
  calculatorList,
  calculatorResultList,
  deleteCalculator,
  getCalculator,
  type SaveCalculatorBody,
  type SaveCalculatorResultBody,
  saveCalculator,
  saveCalculatorResult,
} from '@fieldbook/contract/calculators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api.ts';

/** Every calculator by name: the wall calculator picks from it, the admin list shows it. */
export const useCalculators = (enabled = true) =>
  useQuery({
    queryKey: ['calculators'],
    queryFn: () => call(calculatorList).then((r) => r.data),
    enabled,
  });

export const useCalculator = (id: number | null) =>
  useQuery({
    queryKey: ['calculator', id],
    queryFn: () => call(getCalculator, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
    // The form is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveCalculator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCalculatorBody) => call(saveCalculator, { body }),
    onSuccess: (answer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['calculators'] }),
        client.invalidateQueries({ queryKey: ['calculator', answer.calculatorId] }),
      ]),
  });
}

export function useDeleteCalculator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteCalculator, { query: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ['calculator', id] });
      return client.invalidateQueries({ queryKey: ['calculators'] });
    },
  });
}

/** A job's saved calculations, newest first. */
export const useCalculatorResults = (jobId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: ['calculatorResults', jobId],
    queryFn: () => call(calculatorResultList, { query: { JobId: jobId as number } }).then((r) => r.data),
    enabled: enabled && jobId !== undefined,
  });

export function useSaveCalculatorResult(jobId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCalculatorResultBody) => call(saveCalculatorResult, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['calculatorResults', jobId] }),
  });
}
