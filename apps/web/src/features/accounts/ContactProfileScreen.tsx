import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ContactLines } from './AccountProfileScreen.tsx';
import { useCanEditAccounts, useContact } from './accounts.queries.ts';

/** /Accounts/{id}/Contact/{cid}: Contact Profile. */
export default function ContactProfileScreen() {
  const params = useParams();
  const accountId = Number(params.accountId);
  const contact = useContact(Number(params.contactId));
  const canEdit = useCanEditAccounts();
  if (contact.isLoading) return <PageLoader />;
  if (contact.error || !contact.data) {
    return (
      <Alert color="red" role="alert">
        {contact.error?.message}
      </Alert>
    );
  }
  const c = contact.data;
  return (
    <Stack>
      <Crumbs
        items={[
          { label: 'Accounts List', to: '/Accounts' },
          { label: 'Account', to: `/Accounts/${accountId}/Contact` },
          { label: 'Contact Profile' },
        ]}
      />
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {c.fullName}
        </Title>
        {canEdit && c.enabled && (
          <ActionIcon
            component={Link}
            to={`/Accounts/${accountId}/Contact/${c.accountContactId}/Edit`}
            variant="subtle"
            size="lg"
            aria-label="Edit Contact"
          >
            <IconPencil />
          </ActionIcon>
        )}
      </Group>
      {!c.enabled && <Alert color="gray">This contact has been deleted.</Alert>}
      <Paper withBorder p="md">
        <ContactLines c={c} />
      </Paper>
      <Title order={2} size="h5">
        Locations
      </Title>
      {c.locations.length === 0 ? (
        <Text>{messages.noLocationsToDisplay}</Text>
      ) : (
        <List>
          {c.locations.map((l) => (
            <List.Item key={l.accountLocationId}>
              <Anchor component={Link} to={`/Accounts/${accountId}/Location/${l.accountLocationId}`}>
                {l.locationName}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
