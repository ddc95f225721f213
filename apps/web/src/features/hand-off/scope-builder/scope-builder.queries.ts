import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  adminScopeTree,
  disableScopeNode,
  enableScopeNode,
  moveScopeNode,
  saveScopeNode,
} from '@fieldbook/contract/hand-off';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

export const useAdminScopeTree = () =>
  useQuery({
    queryKey: ['scope-builder', 'admin'],
    queryFn: () => call(adminScopeTree).then((r) => r.data),
  });

/** A change to the tree: reloads both the admin tree and the hand-off form's tree. */
function useTreeWrite<B>(send: (body: B) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['scope-builder'] }),
  });
}

export const useSaveScopeNode = () =>
  useTreeWrite((body: BodyOf<typeof saveScopeNode>) => call(saveScopeNode, { body }));
export const useMoveScopeNode = () =>
  useTreeWrite((body: BodyOf<typeof moveScopeNode>) => call(moveScopeNode, { body }));
export const useSetScopeNodeEnabled = () =>
  useTreeWrite(({ id, enabled }: { id: number; enabled: boolean }) =>
    call(enabled ? enableScopeNode : disableScopeNode, { body: { id } }),
  );
