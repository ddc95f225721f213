import { useSyncExternalStore } from 'react';

// Whether the device has a network, as the browser reports it (the `online` and `offline` events).

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** 'offline' while the browser reports no network, else 'online'. */
export function useNetworkStatus(): 'online' | 'offline' {
  return useSyncExternalStore(subscribe, () => (navigator.onLine ? 'online' : 'offline'));
}
