import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ProposalForm } from './proposal-values.ts';

/** The notes: the default ones as they are, the proposal's own editable and removable, Add Note. */
export function ProposalNotes({ form }: { form: ProposalForm }) {
  const values = form.getValues();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="proposal-notes">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="proposal-notes">
            Notes
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('notes', { note: '', custom: true, order: values.notes.length })}
          >
            Add Note
          </Button>
        </Group>
        {values.notes.length === 0 && <Text c="dimmed">No notes.</Text>}
        {values.notes.map((n, i) =>
          n.custom ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a note is its position (inputs are controlled by the form)
            <Group key={`note-${i}`} align="flex-start" wrap="nowrap">
              <Textarea
                style={{ flex: 1 }}
                label={`Note ${i + 1}`}
                autosize
                minRows={1}
                {...form.getInputProps(`notes.${i}.note`)}
              />
              <ActionIcon
                mt={24}
                color="red"
                variant="subtle"
                aria-label={`Remove note ${i + 1}`}
                onClick={() => form.removeListItem('notes', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a note is its position
            <Group key={`note-${i}`} wrap="nowrap" align="flex-start">
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                Default
              </Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.note}
              </Text>
            </Group>
          ),
        )}
      </Stack>
    </Paper>
  );
}
