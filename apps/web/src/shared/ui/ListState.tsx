import { Alert, Text } from '@mantine/core';
import { PageLoader } from './PageLoader.tsx';

/**
 * What a list shows in place of rows: its loader while the first page loads, its failure, or its
 * empty text once it answered none. Nothing while it has rows.
 */
export function ListState(props: {
  query: { isPending: boolean; error: Error | null; data?: unknown };
  rows: number;
  loading: string;
  empty: string;
}) {
  const { query } = props;
  if (query.isPending) return <PageLoader label={props.loading} />;
  if (query.error) {
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  return query.data && props.rows === 0 ? <Text c="dimmed">{props.empty}</Text> : null;
}
