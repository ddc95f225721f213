import { STORAGE_LOW_BYTES } from '@fieldbook/contract/offline';
import { useEffect, useState } from 'react';

export interface StorageEstimate {
  /** Bytes Fieldbook keeps on this device (caches, IndexedDB). */
  usage: number;
  /** Bytes the browser lets it keep. */
  quota: number;
  /** Less than STORAGE_LOW_BYTES left: the screen warns with messages.storageLow. */
  low: boolean;
}

/** What Fieldbook uses of the device's storage and whether what is left is short; null where the browser cannot tell. */
export async function estimateStorage(): Promise<StorageEstimate | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return null;
  const usage = estimate.usage ?? 0;
  return { usage, quota: estimate.quota, low: estimate.quota - usage < STORAGE_LOW_BYTES };
}

/** The estimate once it is known (null until then, and where the browser cannot tell). */
export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void estimateStorage().then((e) => current && setEstimate(e));
    return () => {
      current = false;
    };
  }, []);
  return estimate;
}

/**
 * Asks the browser to keep Fieldbook's data when the device runs short of space instead of clearing
 * it with other sites' (storage marked persistent). Chromium grants or refuses without asking (an
 * installed app is granted); Firefox asks the user once; Safari decides by use. Asked again at each
 * signed-in start while not granted, since the browsers' answer changes (after installing, say).
 */
export async function keepStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return (await navigator.storage.persisted()) || navigator.storage.persist();
}
