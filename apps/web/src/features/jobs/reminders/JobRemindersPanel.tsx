import { messages } from '@fieldbook/contract/messages';
import { REMINDER_TEXT_MAX, reminderBody } from '@fieldbook/contract/reminders';
import { Accordion, Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { confirmAction } from '../../../ui/confirm.tsx';
import { DeleteButton } from '../../../ui/DeleteButton.tsx';
import { formatDate, todayIso } from '../../../ui/format.ts';
import { QueryGate } from '../../../ui/QueryGate.tsx';
import { pathErrors } from '../clone/clone-values.ts';
import { useAddReminder, useDeleteReminder, useReminderList, useRemindersUsers } from './reminders.queries.ts';

/** Names for the calendar's controls (screen readers; the browser tests pick days by these). */
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

/** The collapsible 'Job Reminders' panel of a job: list, add, delete (spec 3 §2.13). */
export function JobRemindersPanel({ jobId }: { jobId: number }) {
  const list = useReminderList(jobId);
  const count = list.data?.length;
  return (
    <Accordion variant="separated">
      <Accordion.Item value="reminders">
        <Accordion.Control>Job Reminders{count ? ` (${count})` : ''}</Accordion.Control>
        <Accordion.Panel>
          <Stack>
            <QueryGate queries={[list]}>{() => <ReminderList jobId={jobId} />}</QueryGate>
            <AddReminderForm jobId={jobId} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function ReminderList({ jobId }: { jobId: number }) {
  const list = useReminderList(jobId);
  const remove = useDeleteReminder(jobId);
  const rows = list.data ?? [];
  if (!rows.length) return <Text c="dimmed">{messages.noReminders}</Text>;

  async function confirmDelete(id: number) {
    if (
      await confirmAction({ title: 'Delete Reminder', message: messages.reminderDeleteConfirm, confirmLabel: 'Delete' })
    )
      remove.mutate(id);
  }

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reminders">
      {remove.error && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
      {rows.map((r) => (
        <Group key={r.jobReminderId} component="li" justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {formatDate(r.reminderDate)} · {r.remindersUser.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.reminderText}
            </Text>
          </Stack>
          {r.deletable && (
            <DeleteButton
              label={`reminder: ${r.reminderText}`}
              loading={remove.isPending && remove.variables === r.jobReminderId}
              onClick={() => void confirmDelete(r.jobReminderId)}
            />
          )}
        </Group>
      ))}
    </Stack>
  );
}

function AddReminderForm({ jobId }: { jobId: number }) {
  const users = useRemindersUsers();
  const add = useAddReminder(jobId);
  const [date, setDate] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIso();
  // On a phone the calendar opens as a dialog: a popover near the bottom of a long page has no room.
  const phone = useMediaQuery('(max-width: 48em)');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = {
      jobId,
      reminderDate: date ?? '',
      reminderText: text,
      remindersUser: userId ? { userId: Number(userId) } : null,
    };
    const parsed = reminderBody.safeParse(body);
    const found = parsed.success ? {} : pathErrors(parsed.error);
    if (date && date < today) found.reminderDate = messages.reminderDatePast;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await add.mutateAsync(body);
      setDate(null);
      setText('');
      setUserId(null);
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add reminder">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: users.data?.allowUserAdd ? 2 : 1 }}>
          <DatePickerInput
            label="Reminder Date"
            withAsterisk
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            minDate={today}
            dropdownType={phone ? 'modal' : 'popover'}
            ariaLabels={calendarLabels}
            value={date}
            onChange={setDate}
            error={errors.reminderDate}
          />
          {users.data?.allowUserAdd && (
            <Select
              label="For"
              placeholder="Myself"
              searchable
              clearable
              data={users.data.users.map((u) => ({ value: String(u.userId), label: u.name }))}
              value={userId}
              onChange={setUserId}
              error={errors.remindersUser}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="Reminder"
          withAsterisk
          autosize
          minRows={2}
          maxLength={REMINDER_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.reminderText}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add Reminder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
