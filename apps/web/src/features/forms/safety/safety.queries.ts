import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  addPotentialRisk,
  addSequenceAction,
  editPotentialRisk,
  editSequenceAction,
  getPotentialRisks,
  getProductActions,
  getProductCombinations,
  getSequenceAction,
  getSequenceActions,
  postBulkAction,
  postBulkProduct,
  removePotentialRisk,
  removeSequenceAction,
  saveProductActions,
  saveRiskActions,
} from '@fieldbook/contract/forms-safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

// The safety libraries: every change refreshes the lists it touches (all under the 'safety' key).

const KEY = ['safety'] as const;

export const useProductCombinations = () =>
  useQuery({
    queryKey: [...KEY, 'products'],
    queryFn: () => call(getProductCombinations).then((r) => r.data),
  });

export const useProductActions = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'product', id],
    queryFn: () => call(getProductActions, { query: { id } }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    // The ordering is edited locally until Save: a background refetch must not undo it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSequenceActions = () =>
  useQuery({
    queryKey: [...KEY, 'actions'],
    queryFn: () => call(getSequenceActions).then((r) => r.data),
  });

export const useSequenceAction = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'action', id],
    queryFn: () => call(getSequenceAction, { query: { id } }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });

export const usePotentialRisks = () =>
  useQuery({
    queryKey: [...KEY, 'risks'],
    queryFn: () => call(getPotentialRisks).then((r) => r.data),
  });

/** A library write; on success every library list reloads. */
function useLibraryWrite<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const usePostBulkProduct = () =>
  useLibraryWrite((body: BodyOf<typeof postBulkProduct>) => call(postBulkProduct, { body }));
export const useSaveProductActions = () =>
  useLibraryWrite((body: BodyOf<typeof saveProductActions>) => call(saveProductActions, { body }));
export const useAddSequenceAction = () =>
  useLibraryWrite((body: BodyOf<typeof addSequenceAction>) => call(addSequenceAction, { body }));
export const useEditSequenceAction = () =>
  useLibraryWrite((body: BodyOf<typeof editSequenceAction>) => call(editSequenceAction, { body }));
export const useRemoveSequenceAction = () =>
  useLibraryWrite((id: number) => call(removeSequenceAction, { query: { id } }));
export const usePostBulkAction = () =>
  useLibraryWrite((body: BodyOf<typeof postBulkAction>) => call(postBulkAction, { body }));
export const useSaveRiskActions = () =>
  useLibraryWrite((body: BodyOf<typeof saveRiskActions>) => call(saveRiskActions, { body }));
export const useAddPotentialRisk = () =>
  useLibraryWrite((body: BodyOf<typeof addPotentialRisk>) => call(addPotentialRisk, { body }));
export const useEditPotentialRisk = () =>
  useLibraryWrite((body: BodyOf<typeof editPotentialRisk>) => call(editPotentialRisk, { body }));
export const useRemovePotentialRisk = () =>
  useLibraryWrite((id: number) => call(removePotentialRisk, { query: { id } }));
