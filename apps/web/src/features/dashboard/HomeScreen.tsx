import { Grid, Stack, Title } from '@mantine/core';
import { useSelf } from '../../app/queries.ts';
import { DocumentsList } from './DocumentsList.tsx';
import { TodayAnnouncements } from './TodayAnnouncements.tsx';
import { Dashboard } from './widgets/Dashboard.tsx';

/** Home (/): announcements left, documents and policies right, the dashboard below (spec 1 §2). */
export default function HomeScreen() {
  const self = useSelf();
  return (
    <Stack>
      <Title order={1} size="h3">
        {self.data ? `Welcome, ${self.data.firstName}` : 'Welcome'}
      </Title>
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
  );
}
