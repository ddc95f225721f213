import { useSyncExternalStore } from 'react';

/**
 * A new version of the client waiting to be taken, as the worker's registration (register-worker.ts)
 * reports it: `take` applies it (and reloads this tab), or null when there is none. Kept apart from the
 * registration so the entry carries only this, not workbox-window.
 */
let take: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  take = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's `take`, or null; renders again when one arrives. */
export const useUpdateOffer = (): (() => void) | null => useSyncExternalStore(subscribe, () => take);
