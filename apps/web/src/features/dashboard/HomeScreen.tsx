import type { JOB_LIST_WIDGET } from '@fieldbook/contract/dashboard';
import { Grid, Stack, Title } from '@mantine/core';
import { useSelf } from '../../app/queries.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useTodayAnnouncements } from '../announcements/announcements.queries.ts';
import { useDocuments } from '../documents/documents.queries.ts';
import { DocumentsList } from './DocumentsList.tsx';
import { TodayAnnouncements } from './TodayAnnouncements.tsx';
import { Dashboard } from './widgets/Dashboard.tsx';
import { useAllWidgetJobsSettled, useWidgets } from './widgets/dashboard.queries.ts';

/** The contract's JOB_LIST_WIDGET, checked by type: a value import would put Zod in the home page's bundle. */
const JOB_LIST: typeof JOB_LIST_WIDGET = 0;

/** Home (/): announcements left, documents and policies right, the dashboard below (spec 1 §2). */
export default function HomeScreen() {
  const self = useSelf();
  const ready = useHomeAnswered();
  return (
    <Stack>
      <Title order={1} size="h3">
        {self.data ? `Welcome, ${self.data.firstName}` : 'Welcome'}
      </Title>
      {!ready && <PageLoader label="Loading the home page…" />}
      {/* Mounted from the start (their queries are the ones waited for), shown once all have answered. */}
      <Stack style={ready ? undefined : { display: 'none' }}>
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TodayAnnouncements />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <DocumentsList />
          </Grid.Col>
        </Grid>
        <Dashboard />
      </Stack>
    </Stack>
  );
}

/**
 * Whether the announcements, the documents, the widgets and each job-list widget's jobs have all been
 * answered. The sections appear together: each one filling in on its own moved the ones below it
 * (on a phone the whole dashboard jumped down by the announcements' height when they arrived).
 */
function useHomeAnswered(): boolean {
  const announcements = useTodayAnnouncements();
  const documents = useDocuments();
  const widgets = useWidgets();
  const jobLists = (widgets.data ?? []).filter((w) => w.widgetType === JOB_LIST).map((w) => w.dashboardWidgetId);
  const jobsSettled = useAllWidgetJobsSettled(jobLists);
  return !announcements.isPending && !documents.isPending && !widgets.isPending && jobsSettled;
}
