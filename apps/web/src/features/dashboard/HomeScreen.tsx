import { Box, Grid, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { todayAnnouncementsQuery, useTodayAnnouncements } from '../../entities/announcement/index.ts';
import { documentsQuery, useDocuments } from '../../entities/document/index.ts';
import { selfQuery, useSelf } from '../../shared/session/session.queries.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { DocumentsList } from './DocumentsList.tsx';
import { MailFailingNotice } from './MailFailingNotice.tsx';
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
  const answered = useHomeAnswered();
  // Made once: the page renders again at each of its answers, the sections only at their own.
  const sections = useMemo(
    () => ({
      top: (
        <>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TodayAnnouncements />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <DocumentsList />
          </Grid.Col>
        </>
      ),
      dashboard: <Dashboard />,
    }),
    [],
  );
  return (
    <Stack>
      <Title order={1} size="h3">
        {self.data ? `Welcome, ${self.data.firstName}` : 'Welcome'}
      </Title>
      <MailFailingNotice />
      {!answered.top && <PageLoader label="Loading the home page…" />}
      {/* Mounted from the start (their queries are the ones waited for), each shown once answered. */}
      <Grid style={answered.top ? undefined : HIDDEN}>{sections.top}</Grid>
      {answered.top && !answered.all && <PageLoader label="Loading the dashboard…" />}
      <Box style={answered.all ? undefined : HIDDEN}>{sections.dashboard}</Box>
    </Stack>
  );
}

const HIDDEN = { display: 'none' } as const;

/**
 * Which sections may show: the announcements and documents (`top`) once both have answered, the
 * dashboard (`all`) once they and the widgets with each job-list widget's jobs have. A section never
 * appears above one already shown: each one filling in on its own moved the ones below it (on a phone
 * the whole dashboard jumped down by the announcements' height when they arrived). The top row does not
 * wait for the dashboard's job lists, which come a request later and are the page's largest answers.
 */
function useHomeAnswered(): { top: boolean; all: boolean } {
  const announcements = useTodayAnnouncements();
  const documents = useDocuments();
  const widgets = useWidgets();
  const jobsSettled = useAllWidgetJobsSettled(jobListWidgetIds(widgets.data));
  const top = !announcements.isPending && !documents.isPending;
  return { top, all: top && !widgets.isPending && jobsSettled };
}
