import { messages } from '@fieldbook/contract/messages';
import { prefillFields } from '@fieldbook/contract/proposals';
import { Checkbox, Group, MultiSelect, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { RecordForm } from '../../../shared/ui/RecordPage.tsx';
import { useAttachmentList, useNoteList, usePrefill, useSavePrefill } from '../proposals.queries.ts';
import { ExistingRecordPage, saveOrCancel } from './ExistingRecordPage.tsx';

type Prefill = NonNullable<ReturnType<typeof usePrefill>['data']>;

const BACK = '/Admin/Proposal';
const short = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** /Admin/Proposal/Configuration/{leafId}: the Scope Editor of one scope leaf. */
export default function ScopeEditorScreen() {
  return (
    <ExistingRecordPage
      title="Scope Editor"
      useRecord={usePrefill}
      notFoundMessage={messages.proposalLeafNotFound}
      loadingLabel="Loading configuration…"
      back={{ to: BACK, label: 'Back to Proposal Configuration' }}
    >
      {(saved) => <ScopeEditor saved={saved} />}
    </ExistingRecordPage>
  );
}

function ScopeEditor({ saved }: { saved: Prefill }) {
  const save = useSavePrefill();
  const notes = useNoteList();
  const attachments = useAttachmentList();
  const { form, failure, onSubmit } = useContractForm(prefillFields, {
    initialValues: {
      leafId: saved.leafId,
      proposalTitle: saved.proposalTitle,
      scopeName: saved.scopeName,
      proposalDescription: saved.proposalDescription,
      notes: saved.notes,
      attachments: saved.attachments,
      detailed: saved.detailed,
      hideItem: saved.hideItem,
    },
  });
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
  });
  const ids = (field: 'notes' | 'attachments') => ({
    value: (form.getValues()[field] ?? []).map(String),
    onChange: (v: string[]) => form.setFieldValue(field, v.map(Number)),
    error: form.errors[field],
  });
  return (
    <RecordForm
      label="Scope configuration"
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      actions={saveOrCancel(BACK)}
    >
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {saved.leafName}
      </Text>
      <TextInput label="Proposal Title" withAsterisk maxLength={300} {...form.getInputProps('proposalTitle')} />
      <TextInput label="Scope Name" maxLength={500} {...form.getInputProps('scopeName')} />
      <Textarea
        label="Proposal Description"
        autosize
        minRows={4}
        maxLength={20000}
        {...form.getInputProps('proposalDescription')}
      />
      <MultiSelect
        label="Notes"
        placeholder="Notes included by default"
        searchable
        data={(notes.data ?? []).map((n) => ({ value: String(n.prefillNoteId), label: short(n.note) }))}
        {...ids('notes')}
      />
      <MultiSelect
        label="Attachments"
        placeholder="Attachments included by default"
        searchable
        data={(attachments.data ?? []).map((a) => ({
          value: String(a.prefillAttachmentId),
          label: a.attachmentName,
        }))}
        {...ids('attachments')}
      />
      <Group>
        <Checkbox label="Detailed" {...form.getInputProps('detailed', { type: 'checkbox' })} />
        <Checkbox label="Hide Item" {...form.getInputProps('hideItem', { type: 'checkbox' })} />
      </Group>
    </RecordForm>
  );
}
