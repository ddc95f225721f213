import { messages } from '@fieldbook/contract/messages';
import { type UserCard as Card, getAllUsersExport } from '@fieldbook/contract/users';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { UserAvatar } from '../../shared/ui/UserAvatar.tsx';
import { useUserCards } from './users.queries.ts';

/** /Admin/UserList: user cards; 'View Disabled Accounts' shows the disabled ones instead. */
export default function UserListScreen() {
  const [params, setParams] = useSearchParams();
  // Kept in the address, so coming back from a disabled user's page shows the same list.
  const [disabled, setDisabled] = useState(params.get('disabled') === 'true');
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const list = useUserCards(!disabled);

  const shown = (list.data ?? []).filter(
    (u) =>
      !deferred ||
      [u.fullName, u.username, u.positionTitle, u.roleName ?? '', u.email ?? ''].some((v) =>
        v.toLowerCase().includes(deferred),
      ),
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          Users
        </Title>
        <Group>
          <ExportButton endpoint={getAllUsersExport} input={{ body: { enabled: !disabled } }} fileName="Users.xlsx" />
          <Button component={Link} to="/Admin/CreateUser" leftSection={<IconUserPlus size={18} />}>
            Create New User
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" justify="space-between">
        <TextInput
          label="Search users"
          placeholder="Name, username, role or e-mail"
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Switch
          label="View Disabled Accounts"
          checked={disabled}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setDisabled(checked);
            setParams(checked ? { disabled: 'true' } : {}, { replace: true });
          }}
        />
      </Group>
      {list.isPending && <PageLoader label="Loading users…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.length === 0 && (
        <Text c="dimmed">{disabled ? messages.noDisabledUsers : messages.noActiveUsers}</Text>
      )}
      {list.data && list.data.length > 0 && shown.length === 0 && (
        <Text c="dimmed">No users match “{filter.trim()}”.</Text>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        aria-label="Users"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((u) => (
          <li key={u.userId}>
            <UserCardLink user={u} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function UserCardLink({ user: u }: { user: Card }) {
  return (
    <Paper
      component={Link}
      to={`/Admin/User/${u.userId}`}
      withBorder
      p="md"
      radius="md"
      className="fb-plain-link"
      h="100%"
    >
      <Group wrap="nowrap" align="flex-start">
        <UserAvatar name={u.fullName} photo={u.employeePhoto} />
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{u.fullName}</Text>
            {!u.enabled && (
              <Badge color="gray" variant="light" size="sm">
                Disabled
              </Badge>
            )}
          </Group>
          {u.positionTitle && <Text size="sm">{u.positionTitle}</Text>}
          <Text size="sm" c="dimmed">
            {u.roleName ?? 'No role'}
          </Text>
          {u.email && (
            <Text size="sm" c="dimmed" truncate="end">
              {u.email}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
