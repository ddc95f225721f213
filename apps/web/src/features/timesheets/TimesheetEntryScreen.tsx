import type { BodyOf } from '@fieldbook/contract/endpoint';
import { messages } from '@fieldbook/contract/messages';
import {
  type createTimesheetEntries,
  createTimesheetEntriesBody,
  entryHours,
  type saveTimesheetEntry,
  saveTimesheetEntryBody,
  type TimesheetEntry,
} from '@fieldbook/contract/timesheets';
import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useEmployeeOptions } from '../../entities/employee/index.ts';
import { useRecordItems } from '../../shared/offline/outbox/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../shared/ui/contract-form.tsx';
import { formatLongDate, timeValue, todayIso } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { StickyActions } from '../../shared/ui/StickyActions.tsx';
import { entryRecord, useCreateEntries, useDeleteEntry, useSaveEntry } from './timesheet-writes.ts';
import {
  useAccountOptions,
  useActivities,
  useJobOptions,
  useLocationOptions,
  useTimesheetEntry,
} from './timesheets.queries.ts';

/** /Timesheets/EditTimesheetEntry/{tseId}: 'new' adds one entry for several employees. */
export default function TimesheetEntryScreen() {
  const { tseId = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = tseId.toLowerCase() === 'new';
  const id = !isNew && /^\d+$/.test(tseId) ? Number(tseId) : null;
  const loaded = useTimesheetEntry(id);
  const rawDay = params.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(rawDay) ? rawDay : todayIso();
  let body: React.ReactNode;
  if (!isNew && id === null) body = <Alert color="red">{messages.timesheetEntryNotFound}</Alert>;
  else if (loaded.error) body = <Alert color="red">{loaded.error.message}</Alert>;
  else if (!isNew && !loaded.data) body = <PageLoader label="Loading entry…" />;
  else body = <EntryForm key={tseId} saved={loaded.data ?? null} day={loaded.data?.date ?? day} />;
  return (
    <Stack maw={720}>
      <Title order={1} size="h3">
        {isNew ? 'Add Entries' : 'Edit Entry'}
      </Title>
      {body}
    </Stack>
  );
}

const hhmm = (iso: string) => timeValue(dayjs(iso));
const instant = (day: string, time: string) => (time ? dayjs(`${day}T${time}`).format() : '');

function EntryForm({ saved, day }: { saved: TimesheetEntry | null; day: string }) {
  const navigate = useNavigate();
  const back = `/Timesheets?date=${day}`;
  const base = {
    accountId: saved?.accountId ?? 0,
    accountLocationId: saved?.accountLocationId ?? 0,
    jobId: saved?.jobId ?? 0,
    activityId: saved?.activityId ?? 0,
    startTime: saved?.startTime ?? instant(day, '07:00'),
    endTime: saved?.endTime ?? instant(day, '15:30'),
    description: saved?.description ?? '',
  };
  const { form, failure, setFailure, onSubmit } = useContractForm(
    saved ? saveTimesheetEntryBody : createTimesheetEntriesBody,
    {
      initialValues: saved
        ? { ...base, timesheetEntryId: saved.timesheetEntryId }
        : { ...base, date: day, employeeIds: [] as number[] },
    },
  );
  const values = form.getValues() as typeof base & { employeeIds?: number[] };
  const [accountName, setAccountName] = useState(saved?.accountName ?? '');
  const [search, setSearch] = useState(saved?.accountName ?? '');

  const employees = useEmployeeOptions();
  const accountId = values.accountId || null;
  const accounts = useAccountOptions(accountId && search === accountName ? '' : search);
  const locations = useLocationOptions(accountId);
  const jobs = useJobOptions(accountId);
  const activities = useActivities();
  const create = useCreateEntries();
  const save = useSaveEntry();
  const remove = useDeleteEntry();

  const accountData = (accounts.data ?? []).map((a) => ({ value: String(a.accountId), label: a.accountName }));
  if (accountId && !accountData.some((a) => a.value === String(accountId)))
    accountData.unshift({ value: String(accountId), label: accountName });

  const start = hhmm(values.startTime);
  const end = hhmm(values.endTime);
  // Spec 3 §5: moving start past end pushes end; moving end before start pulls start.
  const onStart = (v: string) => {
    if (!v) return;
    form.setFieldValue('startTime', instant(day, v));
    if (v > end) form.setFieldValue('endTime', instant(day, v));
  };
  const onEnd = (v: string) => {
    if (!v) return;
    form.setFieldValue('endTime', instant(day, v));
    if (v < start) form.setFieldValue('startTime', instant(day, v));
  };
  const hours = entryHours(values.startTime, values.endTime);
  const pick = (field: 'accountLocationId' | 'jobId' | 'activityId') => ({
    value: values[field] ? String(values[field]) : null,
    onChange: (v: string | null) => form.setFieldValue(field, v ? Number(v) : 0),
    error: form.errors[field],
  });

  /** The job as the form shows it, for the waiting list. */
  const jobRef = () => {
    const job = jobs.data?.find((j) => j.jobId === values.jobId);
    return { id: values.jobId, name: job ? `${job.jobNumber} ${job.jobName}` : (saved?.jobName ?? '') };
  };
  const waiting = useRecordItems(entryRecord(saved?.timesheetEntryId ?? 0)).length > 0;

  const submit = onSubmit(async (body) => {
    const names = { who: saved?.employeeName ?? employeeNames(values.employeeIds ?? []), job: jobRef() };
    const outcome = saved
      ? await save.mutateAsync({ saved, body: body as BodyOf<typeof saveTimesheetEntry>, names })
      : await create.mutateAsync({ body: body as BodyOf<typeof createTimesheetEntries>, names });
    notifications.show(
      outcome.status === 'sent'
        ? { color: 'green', message: outcome.answer.message }
        : outcome.status === 'conflict'
          ? { color: 'red', message: messages.editConflict }
          : { color: 'orange', message: messages.savedOnDevice },
    );
    navigate(back);
  });
  const employeeNames = (ids: number[]) =>
    (employees.data ?? [])
      .filter((e) => ids.includes(e.employeeId))
      .map((e) => `${e.firstName} ${e.lastName}`)
      .join(', ');

  async function onDelete() {
    if (!saved) return;
    const ok = await confirmAction({
      title: 'Delete entry',
      message: messages.timesheetEntryDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      const outcome = await remove.mutateAsync({ saved, job: jobRef() });
      notifications.show(
        outcome.status === 'sent'
          ? { color: 'green', message: outcome.answer.message }
          : { color: 'orange', message: messages.savedOnDevice },
      );
      navigate(back);
    } catch (err) {
      setFailure({ message: (err as Error).message });
    }
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={saved ? 'Timesheet entry' : 'New timesheet entries'}>
        <Stack>
          <Group gap="xs">
            <Text fw={500}>{saved ? `${saved.employeeName} · ${formatLongDate(day)}` : formatLongDate(day)}</Text>
            {waiting && (
              <Badge color="orange" variant="light">
                {messages.waitingToSend}
              </Badge>
            )}
          </Group>
          {!saved && (
            <MultiSelect
              label="Employees"
              withAsterisk
              searchable
              data={(employees.data ?? []).map((e) => ({
                value: String(e.employeeId),
                label: `${e.lastName}, ${e.firstName}`,
              }))}
              value={(values.employeeIds ?? []).map(String)}
              onChange={(v) => form.setFieldValue('employeeIds', v.map(Number))}
              error={form.errors.employeeIds}
              nothingFoundMessage="No employees"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Account"
              withAsterisk
              searchable
              data={accountData}
              value={accountId ? String(accountId) : null}
              searchValue={search}
              onSearchChange={setSearch}
              onChange={(value, option) => {
                // Spec 3 §5: changing the account clears location and job.
                setAccountName(value ? option.label : '');
                form.setFieldValue('accountId', value ? Number(value) : 0);
                form.setFieldValue('accountLocationId', 0);
                form.setFieldValue('jobId', 0);
              }}
              filter={({ options }) => options}
              error={form.errors.accountId}
              nothingFoundMessage="No accounts"
            />
            <Select
              label="Activity"
              withAsterisk
              data={(activities.data ?? []).map((a) => ({ value: String(a.activityId), label: a.activityName }))}
              {...pick('activityId')}
            />
          </SimpleGrid>
          {accountId && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Location"
                withAsterisk
                searchable
                data={(locations.data ?? []).map((l) => ({
                  value: String(l.accountLocationId),
                  label: l.locationName,
                }))}
                {...pick('accountLocationId')}
                nothingFoundMessage="No locations"
              />
              <Select
                label="Job"
                withAsterisk
                searchable
                data={(jobs.data ?? []).map((j) => ({ value: String(j.jobId), label: `${j.jobNumber} ${j.jobName}` }))}
                {...pick('jobId')}
                nothingFoundMessage="No jobs"
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={3}>
            <TimeInput
              label="Start"
              withAsterisk
              value={start}
              onChange={(e) => onStart(e.currentTarget.value)}
              error={form.errors.startTime}
            />
            <TimeInput
              label="End"
              withAsterisk
              value={end}
              onChange={(e) => onEnd(e.currentTarget.value)}
              error={form.errors.endTime}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="entry-hours">
                Total Hours
              </Text>
              <Text aria-labelledby="entry-hours" py={6}>
                {hours.toFixed(1)}
              </Text>
            </Stack>
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
          <FailureAlert failure={failure} />
          <StickyActions>
            <Button type="submit" loading={create.isPending || save.isPending}>
              Save
            </Button>
            <Button component={Link} to={back} variant="default">
              Cancel
            </Button>
            {saved && (
              <Button color="red" variant="outline" onClick={onDelete} loading={remove.isPending} ml="auto">
                Delete
              </Button>
            )}
          </StickyActions>
        </Stack>
      </form>
    </Paper>
  );
}
