import { messages } from '@fieldbook/contract/messages';
import { Badge, Button, Drawer, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudCheck, IconCloudOff, IconCloudUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNetworkStatus } from '../../shared/offline/network.ts';
import { discard, isStopped, type OutboxItem, useOutbox } from '../../shared/offline/outbox/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { ConflictDialog } from './ConflictDialog.tsx';

/**
 * The header's sign of the network and of the work not sent yet, on every screen: a cloud (crossed out
 * offline) with the count of waiting items. Tapping it lists them.
 */
export function OutboxIndicator() {
  const online = useNetworkStatus() === 'online';
  const { items } = useOutbox();
  const [opened, { open, close }] = useDisclosure(false);
  const Icon = !online ? IconCloudOff : items.length ? IconCloudUp : IconCloudCheck;
  const problem = items.some((i) => i.state === 'refused' || i.state === 'conflict');
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={messages.outboxStatus(online, items.length)}
        className="fb-outbox-button fb-tap"
        data-offline={online ? undefined : true}
      >
        <Group gap={4} wrap="nowrap">
          <Icon size={22} />
          {items.length > 0 && (
            <Badge size="sm" circle={items.length < 10} color={problem ? 'red' : 'orange'}>
              {items.length}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title={`${messages.waitingListTitle} · ${online ? messages.online : messages.offline}`}
      >
        <WaitingList items={items} onOpen={close} />
      </Drawer>
    </>
  );
}

function WaitingList({ items, onOpen }: { items: OutboxItem[]; onOpen: () => void }) {
  const [resolving, setResolving] = useState<OutboxItem | null>(null);
  if (items.length === 0) return <Text>{messages.everythingSent}</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label={messages.waitingListTitle} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.key} component="li" withBorder p="sm" aria-label={item.label}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{item.label}</Text>
              <StateBadge item={item} />
            </Group>
            <Text size="sm">{item.job.name}</Text>
            <Text size="sm" c="dimmed">
              {messages.waitingSince}: {formatDateTime(item.since)}
            </Text>
            {item.lastError && (
              <Text size="sm" c={item.state === 'waiting' ? 'dimmed' : 'red.8'}>
                {messages.lastError}: {item.lastError}
              </Text>
            )}
            {item.state === 'refused' && <Text size="sm">{messages.refusedFixInForm}</Text>}
            {item.state === 'waiting' && isStopped(item, items) && <Text size="sm">{messages.stoppedBehind}</Text>}
            <Group gap="xs" mt={4}>
              <Button component={Link} to={item.openAt} onClick={onOpen} variant="light">
                {messages.openItem}
              </Button>
              {item.state === 'conflict' && (
                <Button onClick={() => setResolving(item)}>{messages.resolveConflict}</Button>
              )}
              {item.state === 'refused' && (
                <Button color="red" variant="subtle" onClick={() => void askDiscard(item)}>
                  {messages.discardItem}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
      {resolving && <ConflictDialog item={resolving} onClose={() => setResolving(null)} />}
    </Stack>
  );
}

async function askDiscard(item: OutboxItem) {
  const sure = await confirmAction({
    title: messages.discardTitle,
    message: messages.discardConfirm(item.label),
    confirmLabel: messages.discardItem,
  });
  if (sure) await discard(item);
}

function StateBadge({ item }: { item: OutboxItem }) {
  const [color, text] =
    item.state === 'refused'
      ? ['red', messages.notSent]
      : item.state === 'conflict'
        ? ['red', messages.changedMeanwhile]
        : item.state === 'sending'
          ? ['blue', messages.sendingNow]
          : ['orange', messages.waitingToSend];
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}
