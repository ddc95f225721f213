import { offlineMessages as messages } from '@fieldbook/contract/messages/offline';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { startServiceWorker } from './start.ts';
import { useUpdateOffer } from './update-offer.ts';

/**
 * Starts the service worker after the first paint and, while a new version of the client waits, says
 * so at the bottom of the screen until the user takes it (Reload) or puts it off (Not now: the browser
 * then takes it at the next start, once every tab is closed). It never reloads by itself, so a form
 * being filled is never lost to an update. Built of the components the sign-in screen already loads.
 */
export function UpdateNotice() {
  useEffect(startServiceWorker, []);
  const take = useUpdateOffer();
  const [later, setLater] = useState(false);
  if (!take || later) return null;
  return (
    // Above the frame's header and footer (Mantine's app layer), under dialogs and their overlays.
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="xs"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={460}
      style={{ zIndex: 'var(--mantine-z-index-app)' }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{messages.newVersionReady}</Text>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setLater(true)}>
            {messages.updateLater}
          </Button>
          <Button size="xs" onClick={take}>
            {messages.reloadForNewVersion}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
