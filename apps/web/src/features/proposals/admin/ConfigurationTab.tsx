import { Alert, Anchor, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { usePrefillList } from '../proposals.queries.ts';

/** The scope combinations (leaves of the scope tree) with a filter; each opens its Scope Editor. */
export function ConfigurationTab() {
  const list = usePrefillList();
  const [filter, setFilter] = useState('');
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (list.data ?? []).filter((l) =>
    words.every((w) => `${l.scopeName} ${l.proposalTitle}`.toLowerCase().includes(w)),
  );
  return (
    <Stack>
      <TextInput
        label="Filter scope combinations"
        placeholder="Sound Wall STC 32"
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={480}
      />
      {list.isPending && <PageLoader label="Loading scope combinations…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && shown.length === 0 && <Text c="dimmed">No scope combinations match.</Text>}
      <Stack
        gap="xs"
        component="ul"
        aria-label="Scope combinations"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((l) => (
          <Paper key={l.leafId} component="li" withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/Admin/Proposal/Configuration/${l.leafId}`}
                  fw={500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {l.scopeName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {l.prefillBaseId ? l.proposalTitle : 'Not configured'}
                </Text>
              </Stack>
              <Group gap={6}>
                {l.hideItem && (
                  <Badge color="gray" variant="light">
                    Hidden
                  </Badge>
                )}
                <Badge variant="light">{l.noteCount} notes</Badge>
                <Badge variant="light" color="teal">
                  {l.attachmentCount} attachments
                </Badge>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
