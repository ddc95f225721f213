import { type Announcement, announcementFields } from '@fieldbook/contract/announcements';
import { messages } from '@fieldbook/contract/messages';
import { Group, Switch, Textarea, TextInput } from '@mantine/core';
import { useContractForm } from '../../shared/ui/contract-form.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { todayIso } from '../../shared/ui/format.ts';
import { EditorScreen, RecordForm, useRecordEditor } from '../../shared/ui/RecordPage.tsx';
import { useAnnouncement, useDeleteAnnouncement, useSaveAnnouncement } from './announcements.queries.ts';

/** /Admin/Announcement/{id}; 'new' creates one. */
export default function AnnouncementScreen() {
  return (
    <EditorScreen
      useRecord={useAnnouncement}
      titles={{ new: 'New Announcement', edit: 'Edit Announcement' }}
      notFoundMessage={messages.announcementNotFound}
      loadingLabel="Loading announcement…"
      back={{ to: '/Admin/AnnouncementList', label: 'Back to Announcements' }}
      form={(saved) => <AnnouncementForm saved={saved} />}
    />
  );
}

function AnnouncementForm({ saved }: { saved: Announcement | null }) {
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const today = todayIso();
  // The start date may not lie before today when the announcement is new or its start date changes;
  // the server checks it too, but only the client knows the viewer's today.
  const fields = announcementFields.refine((v) => !(v.startDate < today && v.startDate !== saved?.startDate), {
    message: messages.startDateBeforeToday,
    path: ['startDate'],
  });
  const { form, failure, setFailure, onSubmit } = useContractForm(fields, {
    // '' is no date chosen yet (the pickers show it as empty).
    initialValues: saved ? { ...saved } : { title: '', details: '', startDate: today, endDate: '', enabled: true },
  });

  const editor = useRecordEditor({
    listTo: '/Admin/AnnouncementList',
    setFailure,
    deletion: saved && {
      title: 'Delete announcement',
      message: `Delete the announcement "${saved.title}"? This cannot be undone.`,
      run: () => remove.mutateAsync(saved.announcementId),
    },
    deleting: remove.isPending,
  });
  const submit = onSubmit(async (body) =>
    editor.done(await save.mutateAsync({ announcementId: saved?.announcementId ?? 0, ...body })),
  );

  const start = form.values.startDate;
  // A start date already in the past stays selectable as it is; any new choice starts today.
  const minStart = saved && saved.startDate < today ? saved.startDate : today;
  const minEnd = start || minStart;

  return (
    <RecordForm
      label={saved ? `Announcement ${saved.title}` : 'New announcement'}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      actions={editor.actions}
    >
      <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
      <Textarea
        label="Details"
        withAsterisk
        autosize
        minRows={4}
        maxRows={14}
        maxLength={5000}
        {...form.getInputProps('details')}
      />
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          label="Start date"
          withAsterisk
          minDate={minStart}
          miw={180}
          {...form.getInputProps('startDate')}
          value={start}
          onChange={(value) => {
            form.setFieldValue('startDate', value);
            const end = form.getValues().endDate;
            if (value && end && end < value) form.setFieldValue('endDate', value);
          }}
        />
        <DateField
          label="End date"
          withAsterisk
          minDate={minEnd}
          miw={180}
          {...form.getInputProps('endDate')}
          value={form.values.endDate}
          onChange={(value) => form.setFieldValue('endDate', value)}
        />
      </Group>
      <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </RecordForm>
  );
}
