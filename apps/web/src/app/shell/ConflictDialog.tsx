import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepMine, keepTheirs, type OutboxItem } from '../../shared/offline/outbox/index.ts';
import { formatDateTime } from '../../shared/ui/format.ts';

/** Fields that identify or version a record rather than hold what was filled in. */
const BOOKKEEPING = new Set(['baseVersion', 'version', 'clientKey', 'requestKey', 'submit', 'success', 'message']);
const isBookkeeping = (key: string) => BOOKKEEPING.has(key) || /Id$/.test(key);

/** 'unitNumber' → 'Unit number'. */
const labelOf = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as one line of text: lists and rows by their filled-in parts, pictures left out. */
function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.startsWith('data:') ? '(signature)' : value;
  if (Array.isArray(value)) return value.length ? value.map(describe).join('; ') : '—';
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => !isBookkeeping(k))
      .map(([, v]) => describe(v))
      .join(', ');
  return String(value);
}

/** Their rows cut to the fields mine has (a read answer names more than a save sends: labels, categories). */
function shapedLike(theirs: unknown, mine: unknown): unknown {
  const first = Array.isArray(mine) ? mine[0] : undefined;
  if (!Array.isArray(theirs) || !first || typeof first !== 'object') return theirs;
  const keys = Object.keys(first);
  return theirs.map((row) =>
    row && typeof row === 'object'
      ? Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]))
      : row,
  );
}

/** The fields both versions have, each with their value and mine. */
function compared(mine: Record<string, unknown>, theirs: Record<string, unknown>) {
  return Object.keys(mine)
    .filter((k) => k in theirs && !isBookkeeping(k))
    .map((k) => ({
      key: k,
      label: labelOf(k),
      mine: describe(mine[k]),
      theirs: describe(shapedLike(theirs[k], mine[k])),
    }));
}

function Version({
  title,
  rows,
  which,
}: {
  title: string;
  rows: ReturnType<typeof compared>;
  which: 'mine' | 'theirs';
}) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={3} size="h6">
          {title}
        </Title>
        {rows.map((r) => (
          <div key={r.key}>
            <Text size="xs" c="dimmed">
              {r.label}
            </Text>
            <Text size="sm" fw={r.mine !== r.theirs ? 700 : undefined}>
              {r[which]}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** A write the server refused because the form changed meanwhile: both versions side by side; the user keeps one. */
export function ConflictDialog({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const conflict = item.conflict;
  if (!conflict || !('json' in item.payload)) return null;
  const rows = compared(item.payload.json, conflict.current);
  const choose = async (mine: boolean) => {
    await (mine ? keepMine(item) : keepTheirs(item));
    notifications.show({ message: mine ? messages.mineQueuedAgain : messages.theirsKept });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={messages.conflictTitle} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{messages.editConflict}</Text>
        <Text fw={600}>{item.label}</Text>
        <Text size="sm" c="dimmed">
          {messages.changedByAt(conflict.changedBy, formatDateTime(conflict.changedAt))}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <Version title={messages.theirVersion} rows={rows} which="theirs" />
          <Version title={messages.myVersion} rows={rows} which="mine" />
        </SimpleGrid>
        <Group grow>
          <Button variant="default" onClick={() => void choose(false)}>
            {messages.keepTheirs}
          </Button>
          <Button onClick={() => void choose(true)}>{messages.keepMine}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
