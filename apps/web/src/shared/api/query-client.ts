import { QueryClient } from '@tanstack/react-query';
import { connectQueriesToNetwork } from '../offline/network.ts';
import { ApiError } from './api.ts';

/** The application's one query cache: the screens read it, and the router fills it ahead of a screen (app/router.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal or bad request will not change on retry; a network or server failure might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Offline (no network, or the server not answering), queries wait for it instead of failing.
connectQueriesToNetwork();

/**
 * How long an answer counts as fresh once loaded by someone other than its screen: the job page call
 * (pages/opportunities/job/job-page.queries.ts) hands each part to its query, and the router asks for a
 * screen's first data before the screen mounts (app/router.tsx); the screen then does not ask again. A
 * write still invalidates and reloads what it changed.
 */
export const SEEDED_FRESH_MS = 30_000;
