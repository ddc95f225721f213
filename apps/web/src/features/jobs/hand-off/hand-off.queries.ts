import type { ResponseOf } from '@fieldbook/contract/endpoint';
import type {
  AddScopeItemBody,
  EditScopeItemBody,
  getHandOffProfile,
  SaveHandOffInfoBody,
  SaveMobilizationBody,
  ScopeNode,
} from '@fieldbook/contract/hand-off';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';
import { jobProfileKey } from '../job-profile.queries.ts';

export type HandOffProfile = ResponseOf<typeof getHandOffProfile>;
type Ok = { success: true; message: string };

export const handOffKey = (jobId: number) => ['job', jobId, 'hand-off'] as const;

export const useHandOffProfile = (jobId: number) =>
  useQuery({
    queryKey: handOffKey(jobId),
    queryFn: () => post<HandOffProfile>('/HandOff/GetHandOffProfile', { id: jobId }),
  });

/** The hand-off edit check: true shows the edit view, false the read-only view. */
export const useCanEditHandOff = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'hand-off-edit'],
    queryFn: () => post<{ success: boolean }>('/HandOff/CheckEdit', { id: jobId }).then((r) => r.success),
  });

/** The enabled scope builder tree of the tier dropdowns. */
export const useScopeTree = () =>
  useQuery({
    queryKey: ['scope-builder', 'enabled'],
    queryFn: () => get<{ data: ScopeNode[] }>('/JobScope/ScopeBuilderTree').then((r) => r.data),
    staleTime: 60_000,
  });

/** A hand-off write: reloads the hand-off afterwards (and the job profile, whose header shows Prevailing Wage). */
function useHandOffWrite<B>(jobId: number, send: (body: B) => Promise<Ok>, opts: { profile?: boolean } = {}) {
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
  useHandOffWrite(jobId, (body: SaveMobilizationBody) => post<Ok>('/HandOff/SaveMobilization', body));
export const useSaveHandOffInfo = (jobId: number) =>
  useHandOffWrite(jobId, (body: SaveHandOffInfoBody) => post<Ok>('/HandOff/SaveHandOffInfo', body), { profile: true });
export const useAddScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (body: AddScopeItemBody) => post<Ok>('/JobScope/JobScope', body));
export const useEditScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (body: EditScopeItemBody) => post<Ok>('/JobScope/EditJobScopeItem', body));
export const useDeleteScopeItem = (jobId: number) =>
  useHandOffWrite(jobId, (id: number) => get<Ok>(`/JobScope/DeleteJobScopeItem?ScopeItemId=${id}`));
export const useIncludeInSummary = (jobId: number) =>
  useHandOffWrite(jobId, (body: { ScopeItemId: number; Summary: boolean }) =>
    post<Ok>('/JobScope/JobScopeIncludeSummary', body),
  );

export function useCompleteStepOne(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<Ok>('/HandOff/CompleteStepOne', { id: jobId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['job', jobId] }),
  });
}
