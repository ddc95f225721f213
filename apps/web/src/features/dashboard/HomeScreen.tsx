import { Grid, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { selfQuery, useSelf } from '../../app/queries.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { todayAnnouncementsQuery, useTodayAnnouncements } from '../announcements/announcements.queries.ts';
import { documentsQuery, useDocuments } from '../documents/documents.queries.ts';
import { DocumentsList } from './DocumentsList.tsx';
import { TodayAnnouncements } from './TodayAnnouncements.tsx';
import { Dashboard } from './widgets/Dashboard.tsx';
import {
  jobListWidgetIds,
  useAllWidgetJobsSettled,
  useWidgets,
  widgetJobs,
  widgetsQuery,
} from './widgets/dashboard.queries.ts';

/** What the page waits for, asked for before it is shown (router.tsx): the job lists follow the widgets at once. */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(selfQuery);
  void client.prefetchQuery(todayAnnouncementsQuery());
  void client.prefetchQuery(documentsQuery);
  client.fetchQuery(widgetsQuery).then(
    (widgets) => {
      for (const id of jobListWidgetIds(widgets)) void client.prefetchQuery(widgetJobs(id));
    },
    // The page asks again and shows the failure.
    () => {},
  );
}

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
  const jobsSettled = useAllWidgetJobsSettled(jobListWidgetIds(widgets.data));
  return !announcements.isPending && !documents.isPending && !widgets.isPending && jobsSettled;
}
