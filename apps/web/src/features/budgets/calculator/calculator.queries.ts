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
import { call } from '../../../shared/api/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../../shared/ui/record-queries.ts';

const keys = { list: 'calculators', record: 'calculator' };

/** Every calculator by name: the wall calculator picks from it, the admin list shows it. */
export const useCalculators = (enabled = true) =>
  useQuery({
    queryKey: [keys.list],
    queryFn: () => call(calculatorList).then((r) => r.data),
    enabled,
  });

export const useCalculator = (id: number | null) =>
  useRecordForEdit(keys, id, (id) => call(getCalculator, { query: { id } }).then((r) => r.data));

export const useSaveCalculator = () =>
  useSaveRecord(
    keys,
    (body: SaveCalculatorBody) => call(saveCalculator, { body }),
    (answer) => answer.calculatorId,
  );

export const useDeleteCalculator = () => useDeleteRecord(keys, (id) => call(deleteCalculator, { query: { id } }));

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
