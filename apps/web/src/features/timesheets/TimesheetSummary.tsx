import type { TimesheetEntry, TimesheetSummary } from '@fieldbook/contract';
import { messages } from '@fieldbook/contract/messages';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useWaitingRecords } from '../../shared/offline/outbox/index.ts';
import { formatClockTime, formatLongDate } from '../../shared/ui/format.ts';
import { entryRecord } from './timesheet-writes.ts';

const timeOrNa = (iso: string | null) => (iso ? formatClockTime(iso) : messages.timesheetNotAvailable);

/** A timesheet's head: who, which day, first start, last end, hours, verified. */
export function SummaryCard({ sheet }: { sheet: TimesheetSummary }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {sheet.employeeName}
          </Title>
          {sheet.verified && (
            <Badge color="green" variant="light">
              Verified
            </Badge>
          )}
        </Group>
        <Text>{formatLongDate(sheet.date)}</Text>
        <SimpleGrid cols={3}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Start
            </Text>
            <Text>{timeOrNa(sheet.earliestStartTime)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              End
            </Text>
            <Text>{timeOrNa(sheet.latestEndTime)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Total Hours
            </Text>
            <Text>{sheet.totalHours.toFixed(1)}</Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A timesheet's entries; each opens its form when `linked`; a change not sent yet is marked. */
export function EntriesTable({ entries, linked }: { entries: TimesheetEntry[]; linked: boolean }) {
  const waiting = useWaitingRecords();
  if (entries.length === 0) return <Text c="dimmed">{messages.timesheetNoEntryRows}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label="Entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Job</Table.Th>
            <Table.Th>Activity</Table.Th>
            <Table.Th>Hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((x) => {
            const time = `${formatClockTime(x.startTime)} – ${formatClockTime(x.endTime)}`;
            return (
              <Table.Tr key={x.timesheetEntryId}>
                <Table.Td>
                  {linked ? (
                    <Anchor component={Link} to={`/Timesheets/EditTimesheetEntry/${x.timesheetEntryId}`}>
                      {time}
                    </Anchor>
                  ) : (
                    time
                  )}
                  {waiting.has(entryRecord(x.timesheetEntryId)) && (
                    <Badge color="orange" variant="light" size="sm" ml="xs">
                      {messages.waitingToSend}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {x.jobNumber} {x.jobName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {x.accountName} · {x.locationName}
                  </Text>
                  {x.description && <Text size="xs">{x.description}</Text>}
                </Table.Td>
                <Table.Td>{x.activityName}</Table.Td>
                <Table.Td>{x.hours.toFixed(1)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
