import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSelf } from '../../app/queries.ts';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';

/** The frame of an inventory screen: breadcrumbs when nested, the title and its main buttons. */
export function InventoryPage(props: {
  title: string;
  action?: ReactNode;
  crumbs?: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <Stack>
      {props.crumbs && <Crumbs items={props.crumbs} />}
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
    </Stack>
  );
}

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
