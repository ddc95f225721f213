import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSelf } from '../../shared/session/session.queries.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** A list's load: the loader, the server's refusal, the empty text, or the list. */
export function Loaded<T>(props: {
  query: { isPending: boolean; error: Error | null; data?: readonly T[] };
  label: string;
  empty: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.error) {
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (query.isPending || !query.data) return <PageLoader label={props.label} />;
  if (query.data.length === 0) return <Text c="dimmed">{props.empty}</Text>;
  return <>{props.children(query.data)}</>;
}

/** Whether the signed-in user holds a permission (buttons to screens of another permission). */
export function useHolds(permission: string): boolean {
  return useSelf().data?.permissions.includes(permission as never) ?? false;
}
