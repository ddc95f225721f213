import type { JOB_LIST_WIDGET } from '@fieldbook/contract/dashboard';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useWidgets } from './dashboard.queries.ts';
import { JobListWidget } from './JobListWidget.tsx';

/** The contract's JOB_LIST_WIDGET, checked by type: a value import would put Zod in the home page's bundle. */
const JOB_LIST: typeof JOB_LIST_WIDGET = 0;

// Edit mode (drag and drop, the add dialog, the contract's validation) loads on first use.
const DashboardEditor = lazy(() => import('./DashboardEditor.tsx'));

/** The home page's dashboard (spec 1 §2, §4): view mode, and edit mode for adding, removing and ordering widgets. */
export function Dashboard() {
  const widgets = useWidgets();
  const [editing, setEditing] = useState(false);

  if (editing && widgets.data) {
    return (
      <Suspense fallback={<PageLoader label="Loading the dashboard editor…" />}>
        <DashboardEditor widgets={widgets.data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <Stack component="section" aria-labelledby="dashboard-title" gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="dashboard-title">
          Dashboard
        </Title>
        <Button
          variant="light"
          leftSection={<IconLayoutDashboard size={16} />}
          onClick={() => setEditing(true)}
          disabled={!widgets.data}
        >
          Edit Dashboard
        </Button>
      </Group>
      {widgets.isPending && <PageLoader label="Loading the dashboard…" />}
      {widgets.error && (
        <Alert color="red" role="alert">
          {widgets.error.message}
        </Alert>
      )}
      {widgets.data?.length === 0 && (
        <Paper withBorder p="md">
          <Text>{messages.dashboardEmpty}</Text>
          <Text size="sm" c="dimmed">
            {messages.dashboardEmptyInvite}
          </Text>
        </Paper>
      )}
      {widgets.data?.map((w) =>
        w.widgetType === JOB_LIST ? <JobListWidget key={w.dashboardWidgetId} widget={w} /> : null,
      )}
    </Stack>
  );
}
