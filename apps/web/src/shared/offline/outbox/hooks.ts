import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDeviceId, type OutboxItem, rewriteAddress } from './item.ts';
import { getSnapshot, knownRealId, realIdOf, type Snapshot, subscribe } from './state.ts';

/** The signed-in user's outbox: its items in order of queueing, and whether the session must be renewed. */
export const useOutbox = (): Snapshot => useSyncExternalStore(subscribe, getSnapshot);

/** The items not sent yet of one record ('equipmentForm:12'), in order: a screen marks them waiting. */
export function useRecordItems(record: string): OutboxItem[] {
  const { items } = useOutbox();
  return useMemo(() => items.filter((i) => i.record === record), [items, record]);
}

/** The records with work not sent yet: a list marks their rows "Waiting to send". */
export function useWaitingRecords(): Set<string> {
  const { items } = useOutbox();
  return useMemo(() => new Set(items.map((i) => i.record)), [items]);
}

/**
 * A screen showing a record made on this device (a device id, negative) moves to the real record's
 * address once its create was sent.
 */
export function useMoveToRealId(id: number): void {
  useOutbox();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const real = isDeviceId(id) ? knownRealId(id) : undefined;
  useEffect(() => {
    if (isDeviceId(id) && real === undefined) void realIdOf(id);
  }, [id, real]);
  useEffect(() => {
    if (real !== undefined) navigate(rewriteAddress(pathname, id, real), { replace: true });
  }, [real, id, pathname, navigate]);
}
