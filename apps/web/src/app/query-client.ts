import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** The application's one query cache: the screens read it, and the router fills it ahead of a screen (router.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal or bad request will not change on retry; a network or server failure might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
