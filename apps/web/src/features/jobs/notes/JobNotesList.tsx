import type { JobNote } from '@fieldbook/contract/job-profile';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useJobNotes } from '../jobs.queries.ts';
import { isLongNote, shortNote } from './note-text.ts';

function NoteCard({ note, editPath }: { note: JobNote; editPath: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = isLongNote(note.description);
  return (
    <Paper withBorder p="sm" component="article" aria-label={note.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{note.title}</Text>
        {note.editable && (
          <Anchor component={Link} to={editPath} size="sm" aria-label={`Edit note ${note.title}`}>
            Edit
          </Anchor>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {expanded ? note.description : shortNote(note.description)}
      </Text>
      {long && (
        <Button variant="subtle" size="compact-xs" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {note.noteUser || 'Unknown user'} · {formatDateTime(note.date)}
      </Text>
    </Paper>
  );
}

/** The job's notes under the step headers they were written at, with 'Add Note'. */
export function JobNotesList({
  jobId,
  basePath,
  canAdd,
  onAdd,
}: {
  jobId: number;
  /** The page the notes sit under; notes routes append /NewNote and /EditNote/{id}. */
  basePath: string;
  canAdd: boolean;
  onAdd: () => void;
}) {
  const notes = useJobNotes(jobId);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Job Notes
        </Title>
        {canAdd && <Button onClick={onAdd}>Add Note</Button>}
      </Group>
      {notes.isLoading && <PageLoader />}
      {notes.error && (
        <Alert color="red" role="alert">
          {notes.error.message}
        </Alert>
      )}
      {notes.data?.length === 0 && <Text>{messages.noJobNotes}</Text>}
      {notes.data?.map((g) => (
        <section key={g.header} aria-label={`${g.header} notes`}>
          <Title order={3} size="h6" mb={4}>
            {g.header}
          </Title>
          <Stack gap="xs">
            {g.notes.map((n) => (
              <NoteCard key={n.jobNoteId} note={n} editPath={`${basePath}/EditNote/${n.jobNoteId}`} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
