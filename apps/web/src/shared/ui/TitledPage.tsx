import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Crumbs } from './Crumbs.tsx';

/** The frame of a screen: breadcrumbs when nested, the title and its main buttons, then the content. */
export function TitledPage(props: {
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
