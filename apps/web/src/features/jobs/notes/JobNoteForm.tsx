import type { BodyOf } from '@fieldbook/contract/endpoint';
import { jobNoteFields, saveJobNote } from '@fieldbook/contract/job-profile';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/api.ts';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { useJobNote } from '../jobs.queries.ts';

/** {stage url}/NewNote and {stage url}/EditNote/{noteId}: title and note, both required (spec 2 §5). */
export function JobNoteForm({ jobId, noteId, basePath }: { jobId: number; noteId: number | null; basePath: string }) {
  const note = useJobNote(noteId);
  return (
    <QueryGate queries={[note]}>
      {() => (
        <NoteEditor
          key={noteId ?? 'new'}
          jobId={jobId}
          noteId={noteId}
          basePath={basePath}
          initial={note.data ?? { title: '', description: '' }}
        />
      )}
    </QueryGate>
  );
}

function NoteEditor({
  jobId,
  noteId,
  basePath,
  initial,
}: {
  jobId: number;
  noteId: number | null;
  basePath: string;
  initial: { title: string; description: string };
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { form, failure, onSubmit } = useContractForm(jobNoteFields, {
    initialValues: { title: initial.title, description: initial.description },
  });
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof saveJobNote>) => call(saveJobNote, { body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['job', jobId] }),
        qc.invalidateQueries({ queryKey: ['jobNote', noteId] }),
      ]);
      navigate(basePath);
    },
  });
  const submit = onSubmit((fields) => save.mutateAsync({ ...fields, jobId, jobNoteId: noteId ?? 0 }));
  return (
    <form onSubmit={submit} noValidate aria-label={noteId ? 'Edit Note' : 'New Note'}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {noteId ? 'Edit Note' : 'New Note'}
        </Title>
        <FailureAlert failure={failure} />
        <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
        <Textarea
          label="Note"
          required
          autosize
          minRows={4}
          maxLength={10_000}
          {...form.getInputProps('description')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Note
          </Button>
          <Button variant="default" onClick={() => navigate(basePath)} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
