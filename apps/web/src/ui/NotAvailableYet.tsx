import { Paper, Stack, Text, Title } from '@mantine/core';

/** A screen of a later issue: the frame is there, and it says so plainly, with no invented data. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">This screen is not available yet.</Text>
      </Stack>
    </Paper>
  );
}
