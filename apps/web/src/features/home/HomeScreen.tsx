import { Grid, Stack, Title } from '@mantine/core';
import { useSelf } from '../../app/queries.ts';
import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';

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
          <NotAvailableYet title="Announcements" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NotAvailableYet title="Documents and Policies" />
        </Grid.Col>
      </Grid>
      <NotAvailableYet title="Dashboard" />
    </Stack>
  );
}
