import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money as shown: '$1,234.50'; empty when none. */
export const money = (v: number | null) => (v === null ? '' : dollars.format(v));

/** A weight as shown: '1,200 lbs'; empty when none. */
export const pounds = (v: number | null) => (v === null ? '' : `${v.toLocaleString('en-US')} lbs`);

/** A titled part of the bill, read or edited. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A labelled value of the read view; '—' when empty. */
export function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value === '' || value === null ? '—' : value}</Text>
    </div>
  );
}
