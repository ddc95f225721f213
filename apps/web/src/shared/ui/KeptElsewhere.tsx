import { Paper, Stack, Text, Title } from '@mantine/core';

/** What each area whose records the office keeps elsewhere is for, in the firm's words (see DOMAIN.md). */
const purposes: Record<string, string> = {
  Administration: 'Settings and lists the office keeps for everyone.',
  Inventory: 'Panels, beams, meters and other stock, and their moves between yards and jobs.',
};

/** An area whose records the office keeps outside Fieldbook: what it is for, and no invented data. */
export function KeptElsewhere({ title }: { title: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        {purposes[title] && <Text>{purposes[title]}</Text>}
        <Text c="dimmed">Your office keeps these records outside Fieldbook.</Text>
      </Stack>
    </Paper>
  );
}
