import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../shared/session/auth.tsx';
import { useSelf } from '../../shared/session/session.queries.ts';
import { SelfAvatar } from '../../shared/ui/SelfAvatar.tsx';

/** The user card with Profile and Logout. */
export function UserMenu() {
  const auth = useAuth();
  const self = useSelf();
  const user = self.data;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Group gap={8} wrap="nowrap">
            <SelfAvatar user={user} size={32} />
            <div className="fb-user-card">
              <Text size="sm" fw={600} lh={1.2}>
                {user?.fullName ?? ''}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {user?.positionTitle ?? ''}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/User/Profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void auth.logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
