import { type Announcement, announcementFields } from '@fieldbook/contract/announcements';
import { messages } from '@fieldbook/contract/messages';
import { Group, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../ui/contract-form.tsx';
import { todayIso } from '../../ui/format.ts';
import { FormActions, RecordPage, useRecordId } from '../../ui/RecordPage.tsx';
import { useAnnouncement, useDeleteAnnouncement, useSaveAnnouncement } from './announcements.queries.ts';

/** /Admin/Announcement/{id}; 'new' creates one. */
export default function AnnouncementScreen() {
  const record = useRecordId();
  const loaded = useAnnouncement(record.valid ? record.recordId : null);
  return (
    <RecordPage
      title={record.isNew ? 'New Announcement' : 'Edit Announcement'}
      record={record}
      query={loaded}
      notFoundMessage={messages.announcementNotFound}
      loadingLabel="Loading announcement…"
      back={{ to: '/Admin/AnnouncementList', label: 'Back to Announcements' }}
    >
      <AnnouncementForm key={record.key} saved={loaded.data ?? null} />
    </RecordPage>
  );
}

/** Names for the calendar's controls, so screen readers and keyboard users know where they are. */
const calendarLabels = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

function AnnouncementForm({ saved }: { saved: Announcement | null }) {
  const navigate = useNavigate();
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

  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync({ announcementId: saved?.announcementId ?? 0, ...body });
    notifications.show({ color: 'green', message: answer.message });
    navigate('/Admin/AnnouncementList');
  });

  async function onDelete() {
    if (!saved) return;
    const ok = await confirmAction({
      title: 'Delete announcement',
      message: `Delete the announcement "${saved.title}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(saved.announcementId);
      notifications.show({ color: 'green', message: answer.message });
      navigate('/Admin/AnnouncementList');
    } catch (err) {
      setFailure({ message: (err as Error).message });
    }
  }

  const start = form.values.startDate;
  // A start date already in the past stays selectable as it is; any new choice starts today.
  const minStart = saved && saved.startDate < today ? saved.startDate : today;
  const minEnd = start || minStart;

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={saved ? `Announcement ${saved.title}` : 'New announcement'}>
        <Stack>
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
            <DatePickerInput
              label="Start date"
              withAsterisk
              valueFormat="MMM D, YYYY"
              leftSection={<IconCalendar size={16} />}
              minDate={minStart}
              ariaLabels={calendarLabels}
              miw={180}
              {...form.getInputProps('startDate')}
              value={start || null}
              onChange={(value) => {
                form.setFieldValue('startDate', value ?? '');
                const end = form.getValues().endDate;
                if (value && end && end < value) form.setFieldValue('endDate', value);
              }}
            />
            <DatePickerInput
              label="End date"
              withAsterisk
              valueFormat="MMM D, YYYY"
              leftSection={<IconCalendar size={16} />}
              minDate={minEnd}
              ariaLabels={calendarLabels}
              miw={180}
              {...form.getInputProps('endDate')}
              value={form.values.endDate || null}
              onChange={(value) => form.setFieldValue('endDate', value ?? '')}
            />
          </Group>
          <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <FailureAlert failure={failure} />
          <FormActions
            saving={save.isPending}
            cancelTo="/Admin/AnnouncementList"
            onDelete={saved ? onDelete : undefined}
            deleting={remove.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
