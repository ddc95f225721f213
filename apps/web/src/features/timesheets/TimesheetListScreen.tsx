import { messages } from '@fieldbook/contract/messages';
import { getTimeSheetReport } from '@fieldbook/contract/timesheets';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSelf } from '../../shared/session/session.queries.ts';
import { DateField } from '../../shared/ui/DateField.tsx';
import { downloadOrNotify } from '../../shared/ui/download.ts';
import { formatClockTime, formatLongDate, todayIso } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useTimesheetList } from './timesheets.queries.ts';
import { WaitingEntries } from './WaitingEntries.tsx';

/** The day a timesheet screen is about: ?date=YYYY-MM-DD, today by default. */
export function useTimesheetDay(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : todayIso();
  return [day, (next: string) => setParams(next ? { date: next } : {}, { replace: true })];
}

/** /Timesheets: the day's timesheets, one row per employee; above them, the day's entries not sent yet. */
export default function TimesheetListScreen() {
  const [day, setDay] = useTimesheetDay();
  const list = useTimesheetList(day);
  const held = new Set(useSelf().data?.permissions ?? []);
  const export_ = () =>
    downloadOrNotify(
      getTimeSheetReport,
      { body: { Date: day, UTCOffset: -new Date(`${day}T12:00:00`).getTimezoneOffset() / 60 } },
      `TimeSheet-${day}.xlsx`,
    );
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Timesheets
        </Title>
        <Group>
          {list.data && list.data.length > 0 && (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={export_}>
              Export
            </Button>
          )}
          {held.has('timesheets.edit') && (
            <Button
              component={Link}
              to={`/Timesheets/EditTimesheetEntry/new?date=${day}`}
              leftSection={<IconPlus size={16} />}
            >
              Add Entries
            </Button>
          )}
        </Group>
      </Group>
      <DateField
        label="Date"
        valueFormat="MMMM D, YYYY"
        value={day}
        onChange={(v) => setDay(v)}
        maw={260}
        clearable={false}
      />
      <WaitingEntries day={day} />
      {list.isPending && <PageLoader label="Loading timesheets…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.timesheetNoEntries}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table striped aria-label={`Timesheets of ${formatLongDate(day)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Hours</Table.Th>
                <Table.Th>Verified</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((s) => (
                <Table.Tr key={s.timesheetId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/Timesheets/EditTimesheet/${s.timesheetId}`}>
                      {s.employeeName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {s.earliestStartTime ? formatClockTime(s.earliestStartTime) : messages.timesheetNotAvailable}
                  </Table.Td>
                  <Table.Td>
                    {s.latestEndTime ? formatClockTime(s.latestEndTime) : messages.timesheetNotAvailable}
                  </Table.Td>
                  <Table.Td>{s.totalHours.toFixed(1)}</Table.Td>
                  <Table.Td>
                    {s.verified ? (
                      <Badge color="green" variant="light">
                        Verified
                      </Badge>
                    ) : held.has('timesheets.verify') ? (
                      <Button
                        component={Link}
                        to={`/VerifyTimesheet/${s.timesheetId}`}
                        size="xs"
                        aria-label={`Verify ${s.employeeName}`}
                      >
                        Verify
                      </Button>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Not verified
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
