import { messages } from '@fieldbook/contract/messages';
import type { User } from '@fieldbook/contract/self';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSignature } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSelf } from '../../shared/session/session.queries.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { SelfAvatar } from '../../shared/ui/SelfAvatar.tsx';
import { EmailDialog, PhoneDialog } from './ContactDialogs.tsx';
import { EmailPreferencesSwitches } from './EmailPreferencesSwitches.tsx';
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
          {user && <SelfAvatar user={user} />}
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
          <EntrySection
            title="Phone Numbers"
            listLabel="Phone numbers"
            noun="phone number"
            empty={messages.noPhoneNumbers}
            canEdit={canEditPhones}
            onAdd={() => setDialog({ kind: 'phone' })}
            entries={user.phoneNumbers.map((p) => ({
              key: p.phoneNumberId,
              text: p.phoneNumber,
              detail: p.typeName,
              primary: p.primary,
              onEdit: () => setDialog({ kind: 'phone', entry: p }),
            }))}
          />

          <EntrySection
            title="Email Addresses"
            listLabel="Email addresses"
            noun="email address"
            empty={messages.noEmailAddresses}
            canEdit={canEditEmails}
            onAdd={() => setDialog({ kind: 'email' })}
            entries={user.emails.map((e) => ({
              key: e.emailId,
              text: e.email,
              primary: e.primary,
              onEdit: () => setDialog({ kind: 'email', entry: e }),
            }))}
          />

          <Section title="Documents">
            <UserDocuments />
          </Section>

          <Section title="E-mails">
            <EmailPreferencesSwitches />
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

interface EntryProps {
  key: number;
  text: string;
  detail?: string | null;
  primary: boolean;
  onEdit: () => void;
}

/** A section of phone numbers or e-mail addresses: the list (or its empty text), with Add and Edit when allowed. */
function EntrySection(props: {
  title: string;
  listLabel: string;
  /** What one entry is, in the buttons' labels: 'Add phone number', 'Edit phone number 555-0100'. */
  noun: string;
  empty: string;
  canEdit: boolean;
  onAdd: () => void;
  entries: EntryProps[];
}) {
  return (
    <Section
      title={props.title}
      action={
        props.canEdit && (
          <ActionIcon variant="light" aria-label={`Add ${props.noun}`} onClick={props.onAdd}>
            <IconPlus size={18} />
          </ActionIcon>
        )
      }
    >
      {props.entries.length === 0 ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={props.listLabel}>
          {props.entries.map(({ key, ...entry }) => (
            <Entry key={key} {...entry} editLabel={props.canEdit ? `Edit ${props.noun} ${entry.text}` : undefined} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Entry(props: Omit<EntryProps, 'key'> & { editLabel?: string }) {
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
