import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable, offline-opening shell: the web app manifest and a service worker that Workbox
 * generates at build time (sw.js). The worker precaches the built client and answers every navigation
 * with the precached index.html, cache first, so any address of the client opens with no signal at
 * all, and at once on a slow one (measured: docs/operations.md "The service worker"). It never answers
 * the API: /api is left to the network, as is any address with a file extension (the server answers
 * those, as its not-found handler does). A new build waits until every tab of the old one is closed
 * or the user takes it from the notice (src/shared/pwa/): never mid-form. Registered by the client
 * after its first paint (src/shared/pwa/start.ts), in production builds only.
 */
export function installableShell() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Fieldbook',
      short_name: 'Fieldbook',
      description:
        'Jobs, field forms, timesheets and inventory of Stillwater Noise Control, at the office and in the field.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The frame's header (Mantine's AppShell.Header) is the page's white body colour.
      theme_color: '#ffffff',
      background_color: '#ffffff',
      // Drawn from the logo's mark by scripts/icons.mjs.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are precached by the glob below with everything else.
    includeManifestIcons: false,
    workbox: {
      // Every file of the build a screen may load, not the source maps nor compress.mjs's .br/.gz copies
      // (written after this runs, and not matched). index.session.html is left out: once the worker
      // controls the page, every navigation is answered with index.html (see vite.config.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['index.session.html'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(?:[/?]|$)/, /^[^?]*\.[a-z0-9]+(?:\?|$)/i],
      // The first worker takes the page it was installed from, so that page already opens offline after
      // a reload; an update still waits (no skipWaiting) until the user takes it or every tab is closed.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // One file to fetch and compare at each update check instead of sw.js and a workbox-<hash>.js.
      inlineWorkboxRuntime: true,
    },
  });
}
