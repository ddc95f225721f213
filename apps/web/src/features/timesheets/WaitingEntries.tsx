import { messages } from '@fieldbook/contract/messages';
import { createTimesheetEntries, entryHours, saveTimesheetEntry } from '@fieldbook/contract/timesheets';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type OutboxItem, useOutbox } from '../../shared/offline/outbox/index.ts';
import { formatClockTime } from '../../shared/ui/format.ts';

/** The entry a waiting create or save of `day` holds, or null when the item is about something else. */
function entryOf(item: OutboxItem, day: string) {
  if (!('json' in item.payload)) return null;
  if (item.path !== createTimesheetEntries.path && item.path !== saveTimesheetEntry.path) return null;
  const { startTime, endTime } = item.payload.json as { startTime: string; endTime: string };
  return dayjs(startTime).format('YYYY-MM-DD') === day ? { startTime, endTime } : null;
}

/**
 * The day's entries saved on this device and not sent yet (read from the device's store, so they show
 * whether or not the day's list could be loaded): who, when, hours, and their state.
 */
export function WaitingEntries({ day }: { day: string }) {
  const rows = useOutbox().items.flatMap((item) => {
    const entry = entryOf(item, day);
    return entry ? [{ item, ...entry }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="timesheet-waiting">
      <Stack gap="xs">
        <Title order={2} size="h5" id="timesheet-waiting">
          {messages.timesheetWaitingTitle}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(({ item, startTime, endTime }) => (
            <Group key={item.key} component="li" justify="space-between" wrap="wrap" gap="xs" aria-label={item.label}>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {item.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatClockTime(startTime)} – {formatClockTime(endTime)} ·{' '}
                  {entryHours(startTime, endTime).toFixed(1)} h · {item.job.name}
                </Text>
              </Stack>
              <Badge color={item.state === 'waiting' || item.state === 'sending' ? 'orange' : 'red'} variant="light">
                {item.state === 'refused'
                  ? messages.notSent
                  : item.state === 'conflict'
                    ? messages.changedMeanwhile
                    : messages.waitingToSend}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
