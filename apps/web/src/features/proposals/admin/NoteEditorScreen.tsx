import { messages } from '@fieldbook/contract/messages';
import { noteFields, type PrefillNote } from '@fieldbook/contract/proposals';
import { Button, Checkbox, Collapse, Group, Paper, ScrollArea, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { RecordForm } from '../../../shared/ui/RecordPage.tsx';
import { useLinkNote, useNote, useSaveNote } from '../proposals.queries.ts';
import { ExistingRecordPage, saveOrCancel } from './ExistingRecordPage.tsx';
import { LinkedScopeItems, type ScopeLeafOption, useScopeLeafOptions } from './LinkedScopeItems.tsx';

const BACK = '/Admin/Proposal/Notes';

/** /Admin/Proposal/Note/{id}: the Note Editor with a collapsible Bulk Note Link. */
export default function NoteEditorScreen() {
  return (
    <ExistingRecordPage
      title="Note Editor"
      useRecord={useNote}
      notFoundMessage={messages.proposalNoteNotFound}
      loadingLabel="Loading note…"
      back={{ to: BACK, label: 'Back to Notes' }}
    >
      {/* Made anew when the note is loaded again (after a Bulk Note Link, its links). */}
      {(saved) => <NoteEditor key={JSON.stringify(saved.scopes)} saved={saved} />}
    </ExistingRecordPage>
  );
}

function NoteEditor({ saved }: { saved: PrefillNote }) {
  const save = useSaveNote();
  const { form, failure, onSubmit } = useContractForm(noteFields, {
    initialValues: { prefillNoteId: saved.prefillNoteId, note: saved.note, scopes: saved.scopes.map((s) => s.leafId) },
  });
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
  });
  const options = useScopeLeafOptions();
  return (
    <Stack>
      <RecordForm label="Note" onSubmit={submit} failure={failure} saving={save.isPending} actions={saveOrCancel(BACK)}>
        <Textarea label="Note" withAsterisk autosize minRows={3} maxLength={5000} {...form.getInputProps('note')} />
        <LinkedScopeItems
          placeholder="Scope combinations that include this note"
          options={options}
          value={form.getValues().scopes ?? []}
          onChange={(leafIds) => form.setFieldValue('scopes', leafIds)}
        />
      </RecordForm>
      <BulkNoteLink
        noteId={saved.prefillNoteId}
        linked={new Set(saved.scopes.map((s) => s.leafId))}
        options={options}
      />
    </Stack>
  );
}

/** Links the note to many scope leaves at once: filter, tick, link. */
function BulkNoteLink({
  noteId,
  linked,
  options,
}: {
  noteId: number;
  linked: Set<number>;
  options: ScopeLeafOption[];
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const link = useLinkNote();
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = options.filter(
    (o) => !linked.has(Number(o.value)) && words.every((w) => o.label.toLowerCase().includes(w)),
  );
  async function onLink() {
    try {
      const n = await link.mutateAsync({ noteId, leafIds: chosen.map(Number) });
      notifications.show({ color: 'green', message: `${messages.proposalNoteLinked} (${n})` });
      setChosen([]);
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    }
  }
  return (
    <Paper withBorder p="md" component="section" aria-label="Bulk Note Link">
      <Stack>
        <Button
          variant="subtle"
          w="fit-content"
          px={0}
          aria-expanded={open}
          leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          onClick={() => setOpen((o) => !o)}
        >
          Bulk Note Link
        </Button>
        <Collapse expanded={open}>
          <Stack>
            <TextInput
              label="Filter scope combinations"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <ScrollArea.Autosize mah={320}>
              <Checkbox.Group value={chosen} onChange={setChosen} label="Scope combinations not linked yet">
                <Stack gap={6} mt="xs">
                  {shown.map((o) => (
                    <Checkbox key={o.value} value={o.value} label={o.label} />
                  ))}
                  {shown.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No scope combinations match.
                    </Text>
                  )}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
            <Group>
              <Button
                leftSection={<IconLink size={16} />}
                disabled={chosen.length === 0}
                loading={link.isPending}
                onClick={onLink}
              >
                Link Selected ({chosen.length})
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
