import {
  type AddScopeItemBody,
  addScopeItem,
  checkHandOffEdit,
  completeStepOne,
  deleteScopeItem,
  type EditScopeItemBody,
  editScopeItem,
  getHandOffProfile,
  type SaveHandOffInfoBody,
  type SaveMobilizationBody,
  saveHandOffInfo,
  saveMobilization,
  scopeBuilderTree,
  scopeIncludeSummary,
} from '@fieldbook/contract/hand-off';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobProfileKey } from '../../../entities/job/index.ts';
import { call } from '../../../shared/api/api.ts';

export const handOffKey = (jobId: number) => ['job', jobId, 'hand-off'] as const;

export const useHandOffProfile = (jobId: number) =>
  useQuery({
    queryKey: handOffKey(jobId),
    queryFn: () => call(getHandOffProfile, { body: { id: jobId } }),
  });

/** The hand-off edit check: true shows the edit view, false the read-only view. */
export const useCanEditHandOff = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'hand-off-edit'],
    queryFn: () => call(checkHandOffEdit, { body: { id: jobId } }).then((r) => r.success),
  });

/** The enabled scope builder tree of the tier dropdowns. */
export const useScopeTree = () =>
  useQuery({
    queryKey: ['scope-builder', 'enabled'],
    queryFn: () => call(scopeBuilderTree).then((r) => r.data),
    staleTime: 60_000,
  });

/** A hand-off write: reloads the hand-off afterwards (and the job profile, whose header shows Prevailing Wage). */
function useHandOffWrite<B, A>(jobId: number, send: (body: B) => Promise<A>, opts: { profile?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: handOffKey(jobId) }),
        opts.profile && client.invalidateQueries({ queryKey: jobProfileKey(jobId) }),
      ]),
  });
}

export const useSaveMobilization = (jobId: number) =>
  useHandOffWrite(jobId, (body: SaveMobilizationBody) => call(saveMobilization, { body }));
export const useSaveHandOffInfo = (jobId: number) =>
  useHandOffWrite(jobId, (body: SaveHandOffInfoBody) => call(saveHandOffInfo, { body }), { profile: true });
export const useAddScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (body: AddScopeItemBody) => call(addScopeItem, { body }));
export const useEditScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (body: EditScopeItemBody) => call(editScopeItem, { body }));
export const useDeleteScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (id: number) => call(deleteScopeItem, { query: { ScopeItemId: id } }));
export const useIncludeInSummary = (jobId: number) =>
  useHandOffWrite(jobId, (body: { ScopeItemId: number; Summary: boolean }) => call(scopeIncludeSummary, { body }));

export function useCompleteStepOne(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(completeStepOne, { body: { id: jobId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['job', jobId] }),
  });
}
