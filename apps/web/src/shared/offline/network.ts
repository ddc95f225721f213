import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'offline';

/**
 * Whether the server can be reached. The browser's own flag (navigator.onLine and its online/offline
 * events) only knows whether a network is attached: at a well pad a phone often has one bar that
 * carries nothing, so a request that got no answer at all also counts as offline, until a later one
 * gets any answer (even a refusal) or the browser reports the network anew.
 */
let unreachable = false;
const listeners = new Set<() => void>();

const current = (): NetworkStatus => (navigator.onLine && !unreachable ? 'online' : 'offline');

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', changed);
    }
  };
}

/** A network attached again: worth trying the server again. */
function onBrowserOnline() {
  unreachable = false;
  changed();
}

// While unreachable with a network attached, the server is asked again now and then (the probe: the
// session check, registered by shared/session/auth.tsx), as nothing else would notice it came back.
const PROBE_EVERY_MS = 15_000;
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** How to ask the server whether it answers (any answer counts): the session check. */
export function setReachabilityProbe(fn: (() => Promise<unknown>) | null): void {
  probe = fn;
}

function scheduleProbe() {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => {
    if (!unreachable) return;
    // The probe goes through call(), which reports its outcome here.
    void probe?.().catch(() => {});
    scheduleProbe();
  }, PROBE_EVERY_MS);
}

/** api.ts: a request got an answer (any status). */
export function reportAnswer(): void {
  if (!unreachable) return;
  unreachable = false;
  clearTimeout(probeTimer);
  changed();
}

/** api.ts: a request got no answer at all (fetch rejected). */
export function reportNoAnswer(): void {
  if (unreachable) return;
  unreachable = true;
  scheduleProbe();
  changed();
}

/** The status now, outside React (code that sends queued work when the network returns). */
export const networkStatus = current;

/** 'online' or 'offline' as above, re-rendering on each change. */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribe, current);
}

/**
 * TanStack Query pauses its requests (and their retries) while offline and resumes them when online;
 * it is told the same status, so a screen's queries wait instead of failing after their retries.
 */
export function connectQueriesToNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(current() === 'online');
    update();
    return subscribe(update);
  });
}
