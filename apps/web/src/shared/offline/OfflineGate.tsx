import { offlineMessages as messages } from '@fieldbook/contract/messages/offline';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../api/api.ts';
import { isFieldScreen } from './field-screens.ts';
import { isKept } from './kept-queries.ts';
import { useNetworkStatus } from './network.ts';

/** A query a screen shows that has no answer and waits for the network (paused, or failed without one). */
const waitsForNetwork = (q: Query) =>
  q.getObserversCount() > 0 &&
  q.state.data === undefined &&
  (q.state.fetchStatus === 'paused' || (q.state.status === 'error' && !(q.state.error instanceof ApiError)));

/**
 * Whether the screen shown lacks data it cannot get without a network. On a field screen only the
 * data the device keeps counts: a side panel of office data (a job's history) may wait on its own.
 */
function useLacksData(fieldScreen: boolean): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const lacks = useSyncExternalStore(subscribe, () =>
    cache.getAll().some((q) => waitsForNetwork(q) && (!fieldScreen || isKept(q.queryKey))),
  );
  return useNetworkStatus() === 'offline' && lacks;
}

/** Big targets to the screens that do work offline: the installed app opens on the home page. */
function FieldScreenLinks() {
  return (
    <Stack gap="sm">
      <Button component={Link} to="/Jobs" size="lg" fullWidth>
        {messages.goToFieldJobs}
      </Button>
      <Button component={Link} to="/Timesheets" size="lg" variant="light" fullWidth>
        {messages.goToTimesheets}
      </Button>
    </Stack>
  );
}

/**
 * The one gate of every screen without a signal: a screen whose data is not on the device says so
 * plainly instead of a spinner or an error. The screen stays mounted underneath (hidden), so its
 * queries go on waiting and it appears by itself when the signal returns.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const fieldScreen = isFieldScreen(useLocation().pathname);
  const lacks = useLacksData(fieldScreen);
  return (
    <>
      {lacks && (
        <Paper withBorder p="lg" role="status">
          <Stack gap="xs">
            <Title order={1} size="h3">
              {fieldScreen ? messages.notOnDeviceYet : messages.needsConnection}
            </Title>
            {!fieldScreen && <Text c="dimmed">{messages.needsConnectionHint}</Text>}
            {!fieldScreen && <FieldScreenLinks />}
          </Stack>
        </Paper>
      )}
      <div style={{ display: lacks ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
