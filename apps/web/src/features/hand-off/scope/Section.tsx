import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the hand-off screen. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value in a read-only view. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Title order={6} c="dimmed" fw={500}>
        {label}
      </Title>
      <div>{value === '' || value === null || value === undefined ? '—' : value}</div>
    </div>
  );
}

/** Money from the server's text ('4200.50') as '$4,200.50'; empty for none. */
export const showMoney = (v: string | null) =>
  v === null ? '' : Number(v).toLocaleString(undefined, { style: 'currency', currency: 'USD' });
