import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateRange, todayIso } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useAdminAnnouncements } from './announcements.queries.ts';

/** /Admin/AnnouncementList: upcoming announcements by default; toggles for past and disabled ones. */
export default function AnnouncementListScreen() {
  const [params, setParams] = useSearchParams();
  // The switches answer at once; the address keeps them (for Back and reload) without a round of routing.
  const [showPast, setShowPast] = useState(params.get('past') === '1');
  const [showDisabled, setShowDisabled] = useState(params.get('disabled') === '1');
  const list = useAdminAnnouncements({ upcoming: !showPast, showDisabled });
  const today = todayIso();

  function toggle(key: 'past' | 'disabled', on: boolean) {
    (key === 'past' ? setShowPast : setShowDisabled)(on);
    setParams(
      (p) => {
        if (on) p.set(key, '1');
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Announcements
        </Title>
        <Button component={Link} to="/Admin/Announcement/new" leftSection={<IconPlus size={16} />}>
          New Announcement
        </Button>
      </Group>
      <Group gap="lg">
        <Switch
          label="Show past announcements"
          checked={showPast}
          onChange={(e) => toggle('past', e.currentTarget.checked)}
        />
        <Switch
          label="Show disabled announcements"
          checked={showDisabled}
          onChange={(e) => toggle('disabled', e.currentTarget.checked)}
        />
      </Group>
      {list.isPending && <PageLoader label="Loading announcements…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.noAnnouncements}</Text>}
      {list.data && list.data.length > 0 && (
        <Stack gap="sm" component="ul" aria-label="Announcements" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((a) => (
            <Paper key={a.announcementId} withBorder p="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Anchor
                  component={Link}
                  to={`/Admin/Announcement/${a.announcementId}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {a.title}
                </Anchor>
                <Group gap={4} wrap="nowrap">
                  {!a.enabled && (
                    <Badge color="gray" variant="light">
                      Disabled
                    </Badge>
                  )}
                  {a.endDate < today && (
                    <Badge color="gray" variant="outline">
                      Ended
                    </Badge>
                  )}
                  {a.startDate > today && (
                    <Badge color="blue" variant="light">
                      Upcoming
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {formatDateRange(a.startDate, a.endDate)}
              </Text>
              <Text size="sm" lineClamp={2} mt={4}>
                {a.details}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
