import type { User } from '@fieldbook/contract/self';
import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconKey, IconSignature, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSelf } from '../../shared/session/session.queries.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { UserAvatar } from '../../shared/ui/UserAvatar.tsx';
import { useAdminUser, useResetPassword, useSetUserEnabled } from './users.queries.ts';

/** /Admin/User/{userId}: the user with office assignments, phones, e-mails, role, and the account actions. */
export default function UserDetailScreen() {
  const userId = Number(useParams().userId);
  const user = useAdminUser(userId);

  return (
    <Stack>
      {/* Back to the list this user is in: a disabled user's page leads to the disabled accounts. */}
      <Anchor
        component={Link}
        to={user.data?.enabled === false ? '/Admin/UserList?disabled=true' : '/Admin/UserList'}
        size="sm"
      >
        ← Users
      </Anchor>
      {!Number.isInteger(userId) || userId <= 0 ? (
        <Alert color="red" role="alert">
          User not found.
        </Alert>
      ) : user.isPending ? (
        <PageLoader label="Loading user…" />
      ) : user.error ? (
        <Alert color="red" role="alert">
          {user.error.message}
        </Alert>
      ) : (
        <UserDetail user={user.data} />
      )}
    </Stack>
  );
}

function UserDetail({ user }: { user: User }) {
  const self = useSelf();
  const reset = useResetPassword(user.userId);
  const setEnabled = useSetUserEnabled(user.userId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const isSelf = self.data?.userId === user.userId;
  const busy = reset.isPending || setEnabled.isPending;

  async function resetPassword() {
    const ok = await confirmAction({
      title: 'Reset Password',
      message: `Reset the password of ${user.fullName}? A new password will be e-mailed to them, and they will have to change it at their next sign-in. Their open sessions end.`,
      confirmLabel: 'Reset Password',
      danger: false,
    });
    if (!ok) return;
    setOutcome(null);
    reset.mutate(undefined, {
      onSuccess: (text) => setOutcome({ ok: true, text }),
      onError: (err) => setOutcome({ ok: false, text: err.message }),
    });
  }

  async function toggleEnabled() {
    const enable = !user.enabled;
    const ok = await confirmAction(
      enable
        ? {
            title: 'Activate User',
            message: `Activate ${user.fullName}? They will be able to sign in again.`,
            confirmLabel: 'Activate User',
            danger: false,
          }
        : {
            title: 'Deactivate User',
            message: `Deactivate ${user.fullName}? They will be signed out everywhere and can no longer sign in.`,
            confirmLabel: 'Deactivate User',
          },
    );
    if (!ok) return;
    setOutcome(null);
    setEnabled.mutate(enable, {
      onSuccess: (text) => setOutcome({ ok: true, text }),
      onError: (err) => setOutcome({ ok: false, text: err.message }),
    });
  }

  return (
    <Stack>
      <Group wrap="nowrap" align="flex-start">
        <UserAvatar name={user.fullName} photo={user.employeePhoto} size={96} />
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Title order={1} size="h3">
              {user.fullName}
            </Title>
            {!user.enabled && (
              <Badge color="gray" variant="filled">
                Disabled
              </Badge>
            )}
          </Group>
          {user.positionTitle && <Text>{user.positionTitle}</Text>}
          <Text size="sm" c="dimmed">
            Username: {user.username}
          </Text>
          <Text size="sm">
            Role: <b>{user.roleName ?? 'No role'}</b>
          </Text>
        </Stack>
      </Group>

      <Group gap="sm">
        <Button leftSection={<IconKey size={18} />} variant="default" onClick={resetPassword} disabled={busy}>
          Reset Password
        </Button>
        {user.enabled ? (
          <Button
            leftSection={<IconUserOff size={18} />}
            color="red"
            variant="outline"
            onClick={toggleEnabled}
            disabled={busy || isSelf}
            title={isSelf ? 'You cannot deactivate your own account.' : undefined}
          >
            Deactivate User
          </Button>
        ) : (
          <Button leftSection={<IconUserCheck size={18} />} variant="outline" onClick={toggleEnabled} disabled={busy}>
            Activate User
          </Button>
        )}
        <Button component={Link} to={`/Admin/User/${user.userId}/Edit`} leftSection={<IconEdit size={18} />}>
          Edit User
        </Button>
        <Button
          component={Link}
          to={`/Admin/User/${user.userId}/EditSignature`}
          variant="default"
          leftSection={<IconSignature size={18} />}
        >
          Edit User Signature
        </Button>
      </Group>
      {isSelf && user.enabled && (
        <Text size="sm" c="dimmed">
          You cannot deactivate your own account.
        </Text>
      )}
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Section title="Office Assignments" empty="No office assignments.">
          {user.officeLocations.map((o) => (
            <List.Item key={o.officeLocationId}>{o.name}</List.Item>
          ))}
        </Section>
        <Section title="Phone Numbers" empty="No phone numbers.">
          {user.phoneNumbers.map((p) => (
            <List.Item key={p.phoneNumberId}>
              <Group gap={6}>
                <Anchor href={`tel:${p.phoneNumber.replace(/[^\d+]/g, '')}`}>{p.phoneNumber}</Anchor>
                {p.typeName && (
                  <Text span size="sm" c="dimmed">
                    {p.typeName}
                  </Text>
                )}
                {p.primary && <PrimaryBadge />}
              </Group>
            </List.Item>
          ))}
        </Section>
        <Section title="Emails" empty="No e-mail addresses.">
          {user.emails.map((e) => (
            <List.Item key={e.emailId}>
              <Group gap={6}>
                <Anchor href={`mailto:${e.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {e.email}
                </Anchor>
                {e.primary && <PrimaryBadge />}
              </Group>
            </List.Item>
          ))}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

const PrimaryBadge = () => (
  <Badge size="sm" variant="light">
    Primary
  </Badge>
);

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List listStyleType="none" spacing={6}>
          {children}
        </List>
      )}
    </Paper>
  );
}
