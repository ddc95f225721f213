let started = false;

/**
 * Registers the service worker once the page has loaded, so neither workbox-window (a lazy chunk) nor
 * the worker's precaching of the whole client takes bandwidth from the first paint. Production builds
 * only: under `vite dev` there is no sw.js, and a worker would keep serving modules being edited.
 */
export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () =>
    import('./register-worker.ts')
      .then((worker) => worker.registerWorker())
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
