import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Where an administered kind of record sits in the query cache: its list under one key ('offices',
 * with anything after it) and each record under another with its id (['office', id]).
 */
export interface RecordKeys {
  list: string;
  record: string;
}

/** One record for its edit form. It is read once: a background refetch must not replace what is being typed. */
export const useRecordForEdit = <T>(keys: RecordKeys, id: number | null, load: (id: number) => Promise<T>) =>
  useQuery({
    queryKey: [keys.record, id],
    queryFn: () => load(id as number),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Saving a record refreshes the lists and the record the answer names. */
export function useSaveRecord<B, A>(keys: RecordKeys, save: (body: B) => Promise<A>, savedId: (answer: A) => number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [keys.list] }),
        client.invalidateQueries({ queryKey: [keys.record, savedId(answer)] }),
      ]),
  });
}

/** Deleting a record forgets it and refreshes the lists. */
export function useDeleteRecord<A>(keys: RecordKeys, remove: (id: number) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: [keys.record, id] });
      return client.invalidateQueries({ queryKey: [keys.list] });
    },
  });
}
