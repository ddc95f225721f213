import { jobNoteFields } from '@fieldbook/contract/job-profile';
import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { post } from '../../../app/api.ts';
import { QueryGate } from '../../../ui/QueryGate.tsx';
import { useJobNote } from '../job-profile.queries.ts';

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
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: object) => post('/Job/SaveJobNote', body),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['job', jobId] }),
        qc.invalidateQueries({ queryKey: ['jobNote', noteId] }),
      ]);
      navigate(basePath);
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = jobNoteFields.safeParse({ title, description });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      return setErrors(out);
    }
    setErrors({});
    save.mutate({ ...parsed.data, jobId, jobNoteId: noteId ?? 0 });
  }
  return (
    <form onSubmit={submit} noValidate aria-label={noteId ? 'Edit Note' : 'New Note'}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {noteId ? 'Edit Note' : 'New Note'}
        </Title>
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label="Note"
          required
          autosize
          minRows={4}
          maxLength={10_000}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
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
