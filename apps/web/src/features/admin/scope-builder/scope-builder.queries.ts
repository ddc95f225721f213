import type { AdminScopeNode, SaveScopeNodeBody } from '@fieldbook/contract/hand-off';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

type Ok = { success: true; message: string };

export const useAdminScopeTree = () =>
  useQuery({
    queryKey: ['scope-builder', 'admin'],
    queryFn: () => get<{ data: AdminScopeNode[] }>('/ScopeBuilder/Tree').then((r) => r.data),
  });

/** A change to the tree: reloads both the admin tree and the hand-off form's tree. */
function useTreeWrite<B>(send: (body: B) => Promise<Ok>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['scope-builder'] }),
  });
}

export const useSaveScopeNode = () =>
  useTreeWrite((body: SaveScopeNodeBody) => post<Ok>('/ScopeBuilder/SaveNode', body));
export const useMoveScopeNode = () =>
  useTreeWrite((body: { scopeBuilderId: number; direction: 'up' | 'down' }) =>
    post<Ok>('/ScopeBuilder/MoveNode', body),
  );
export const useSetScopeNodeEnabled = () =>
  useTreeWrite(({ id, enabled }: { id: number; enabled: boolean }) =>
    post<Ok>(enabled ? '/ScopeBuilder/EnableNode' : '/ScopeBuilder/DisableNode', { id }),
  );
