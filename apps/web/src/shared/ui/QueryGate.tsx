import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader.tsx';

interface Loadable {
  isLoading: boolean;
  error: Error | null;
}

/** Shows a loader while any query loads, the first failure if one fails, else renders `children`. */
export function QueryGate({ queries, children }: { queries: Loadable[]; children: () => ReactNode }) {
  if (queries.some((q) => q.isLoading)) return <PageLoader />;
  const error = queries.find((q) => q.error)?.error;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  return children();
}
