import { createNoteFields } from '@fieldbook/contract/proposals';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useCreateNote, useNoteList } from '../proposals.queries.ts';

/** The note library: a create-note form and the notes, each opening its Note Editor. */
export function NotesTab() {
  const list = useNoteList();
  const create = useCreateNote();
  const { form, failure, onSubmit } = useContractForm(createNoteFields, { initialValues: { note: '' } });
  const submit = onSubmit(async ({ note }) => {
    const answer = await create.mutateAsync(note);
    notifications.show({ color: 'green', message: answer.message });
    form.reset();
  });
  return (
    <Stack>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label="Create note">
          <Stack>
            <Textarea
              label="New Note"
              withAsterisk
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps('note')}
            />
            <FailureAlert failure={failure} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create Note
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {list.isPending && <PageLoader label="Loading notes…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">No notes yet.</Text>}
      <Stack gap="xs" component="ul" aria-label="Notes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data?.map((n) => (
          <Paper key={n.prefillNoteId} component="li" withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.note}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light">{n.scopes.length} linked</Badge>
                <Anchor
                  component={Link}
                  to={`/Admin/Proposal/Note/${n.prefillNoteId}`}
                  size="sm"
                  aria-label={`Edit note ${n.prefillNoteId}`}
                >
                  Edit
                </Anchor>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
