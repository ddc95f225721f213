import { messages } from '@fieldbook/contract/messages';
import type { User } from '@fieldbook/contract/self';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSignature } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSelf } from '../../app/queries.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { EmailDialog, PhoneDialog } from './ContactDialogs.tsx';
import { useContactPermission } from './profile.queries.ts';
import { SignatureImage } from './signature/SignatureImage.tsx';
import { UserDocuments } from './UserDocuments.tsx';

type Phone = User['phoneNumbers'][number];
type Email = User['emails'][number];
type Dialog = { kind: 'phone'; entry?: Phone } | { kind: 'email'; entry?: Email } | null;

/** /User/Profile: phones, e-mails, personal documents and the stored signature (spec 1 §2). */
export default function ProfileScreen() {
  const self = useSelf();
  const canEditPhones = useContactPermission('Phone').data === true;
  const canEditEmails = useContactPermission('Email').data === true;
  const [dialog, setDialog] = useState<Dialog>(null);

  // Spec 1 §8: a profile load failure is only logged; nothing is shown.
  useEffect(() => {
    if (self.error) console.error('The profile could not be loaded', self.error);
  }, [self.error]);

  if (self.isPending) return <PageLoader />;
  const user = self.data;

  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="md" wrap="nowrap">
          {user && <UserAvatar name={user.fullName} photo={user.employeePhoto} />}
          <div>
            <Title order={1} size="h3">
              Profile
            </Title>
            {user && (
              <Text c="dimmed">
                {user.fullName}
                {user.positionTitle ? ` · ${user.positionTitle}` : ''}
              </Text>
            )}
            {user && user.officeLocations.length > 0 && (
              <Text size="sm" c="dimmed">
                {user.officeLocations.length === 1 ? 'Office: ' : 'Offices: '}
                {user.officeLocations.map((o) => o.name).join(', ')}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to="/User/EditSignature"
            variant="light"
            leftSection={<IconSignature size={16} aria-hidden />}
          >
            Edit Signature
          </Button>
          <Button
            component={Link}
            to="/User/ChangePassword"
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
          >
            Change Password
          </Button>
        </Group>
      </Group>

      {user && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Section
            title="Phone Numbers"
            action={
              canEditPhones && (
                <ActionIcon variant="light" aria-label="Add phone number" onClick={() => setDialog({ kind: 'phone' })}>
                  <IconPlus size={18} />
                </ActionIcon>
              )
            }
          >
            {user.phoneNumbers.length === 0 && <Text c="dimmed">{messages.noPhoneNumbers}</Text>}
            <EntryList label="Phone numbers">
              {user.phoneNumbers.map((p) => (
                <Entry
                  key={p.phoneNumberId}
                  text={p.phoneNumber}
                  detail={p.typeName}
                  primary={p.primary}
                  editLabel={canEditPhones ? `Edit phone number ${p.phoneNumber}` : undefined}
                  onEdit={() => setDialog({ kind: 'phone', entry: p })}
                />
              ))}
            </EntryList>
          </Section>

          <Section
            title="Email Addresses"
            action={
              canEditEmails && (
                <ActionIcon variant="light" aria-label="Add email address" onClick={() => setDialog({ kind: 'email' })}>
                  <IconPlus size={18} />
                </ActionIcon>
              )
            }
          >
            {user.emails.length === 0 && <Text c="dimmed">{messages.noEmailAddresses}</Text>}
            <EntryList label="Email addresses">
              {user.emails.map((e) => (
                <Entry
                  key={e.emailId}
                  text={e.email}
                  primary={e.primary}
                  editLabel={canEditEmails ? `Edit email address ${e.email}` : undefined}
                  onEdit={() => setDialog({ kind: 'email', entry: e })}
                />
              ))}
            </EntryList>
          </Section>

          <Section title="Documents">
            <UserDocuments />
          </Section>

          <Section
            title="Signature"
            action={
              <Button component={Link} to="/User/EditSignature" variant="subtle" size="compact-sm">
                Edit
              </Button>
            }
          >
            <SignatureImage userId={user.userId} quietErrors />
          </Section>
        </SimpleGrid>
      )}

      {user && dialog?.kind === 'phone' && (
        <PhoneDialog userId={user.userId} entry={dialog.entry} onClose={() => setDialog(null)} />
      )}
      {user && dialog?.kind === 'email' && (
        <EmailDialog userId={user.userId} entry={dialog.entry} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function EntryList({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

function Entry(props: {
  text: string;
  detail?: string | null;
  primary: boolean;
  editLabel?: string;
  onEdit: () => void;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" miw={0} wrap="wrap">
        <Text style={{ overflowWrap: 'anywhere' }}>{props.text}</Text>
        {props.detail && (
          <Badge variant="light" color="gray">
            {props.detail}
          </Badge>
        )}
        {props.primary && <Badge variant="filled">Primary</Badge>}
      </Group>
      {props.editLabel && (
        <ActionIcon variant="subtle" aria-label={props.editLabel} onClick={props.onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
