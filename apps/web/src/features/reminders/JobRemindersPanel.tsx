import { messages } from '@fieldbook/contract/messages';
import { REMINDER_TEXT_MAX, reminderBody } from '@fieldbook/contract/reminders';
import { Accordion, Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { z } from 'zod';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { DeleteButton } from '../../shared/ui/DeleteButton.tsx';
import { formatDate, todayIso } from '../../shared/ui/format.ts';
import { QueryGate } from '../../shared/ui/QueryGate.tsx';
import { useAddReminder, useDeleteReminder, useReminderList, useRemindersUsers } from './reminders.queries.ts';

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
  const today = todayIso();
  // The server checks the date against its own calendar; the browser's 'today' catches it sooner.
  const schema = useMemo(
    () =>
      reminderBody.omit({ jobId: true }).extend({
        reminderDate: z.iso.date(messages.reminderDateRequired).refine((d) => d >= today, messages.reminderDatePast),
      }),
    [today],
  );
  const { form, failure, onSubmit } = useContractForm(schema, {
    initialValues: { reminderDate: '', reminderText: '', remindersUser: null },
  });
  const { reminderDate, remindersUser } = form.getValues();
  // On a phone the calendar opens as a dialog: a popover near the bottom of a long page has no room.
  const phone = useMediaQuery('(max-width: 48em)');

  const submit = onSubmit(async (fields) => {
    await add.mutateAsync({ ...fields, jobId });
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add reminder">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: users.data?.allowUserAdd ? 2 : 1 }}>
          <DateField
            label="Reminder Date"
            withAsterisk
            minDate={today}
            dropdownType={phone ? 'modal' : 'popover'}
            {...form.getInputProps('reminderDate')}
            value={reminderDate}
            onChange={(v) => form.setFieldValue('reminderDate', v)}
          />
          {users.data?.allowUserAdd && (
            <Select
              label="For"
              placeholder="Myself"
              searchable
              clearable
              data={users.data.users.map((u) => ({ value: String(u.userId), label: u.name }))}
              value={remindersUser ? String(remindersUser.userId) : null}
              onChange={(v) => form.setFieldValue('remindersUser', v ? { userId: Number(v) } : null)}
              error={form.errors.remindersUser ?? form.errors['remindersUser.userId']}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="Reminder"
          withAsterisk
          autosize
          minRows={2}
          maxLength={REMINDER_TEXT_MAX}
          {...form.getInputProps('reminderText')}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add Reminder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
