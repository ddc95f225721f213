import { messages } from '@fieldbook/contract/messages';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTodayAnnouncements } from '../../entities/announcement/index.ts';
import { formatDateRange } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** Home, left: the announcements valid today (spec 1 §2). */
export function TodayAnnouncements() {
  const list = useTodayAnnouncements();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-announcements" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-announcements">
          Announcements
        </Title>
        {list.isPending && <PageLoader label="Loading announcements…" />}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        {list.data?.length === 0 && <Text c="dimmed">{messages.noAnnouncementsToday}</Text>}
        {list.data?.map((a) => (
          <article key={a.announcementId} aria-labelledby={`announcement-${a.announcementId}`}>
            <Title order={3} size="h5" id={`announcement-${a.announcementId}`} style={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Title>
            <Text size="xs" c="dimmed">
              {formatDateRange(a.startDate, a.endDate)}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.details}
            </Text>
          </article>
        ))}
      </Stack>
    </Paper>
  );
}
