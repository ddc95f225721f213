import { messages } from '@fieldbook/contract/messages';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOutbox } from '../../shared/offline/outbox/index.ts';
import { useAuth } from '../../shared/session/auth.tsx';
import { useSelf } from '../../shared/session/session.queries.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { SelfAvatar } from '../../shared/ui/SelfAvatar.tsx';

/** The user card with Profile and Logout. Logging out with work not sent says so first; the work stays for this user. */
export function UserMenu() {
  const auth = useAuth();
  const self = useSelf();
  const user = self.data;
  const waiting = useOutbox().items.length;
  const logout = async () => {
    if (
      waiting > 0 &&
      !(await confirmAction({
        title: messages.signOutWaitingTitle,
        message: messages.signOutWaiting(waiting),
        confirmLabel: messages.signOutAnyway,
        danger: false,
      }))
    )
      return;
    await auth.logout();
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" className="fb-tap">
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
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
