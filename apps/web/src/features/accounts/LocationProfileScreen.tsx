import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ContactLines } from './AccountProfileScreen.tsx';
import { useCanEditAccounts, useLocation } from './accounts.queries.ts';

const join = (...parts: string[]) => parts.filter(Boolean).join(', ') || 'N/A';

/** /Accounts/{id}/Location/{loc}: Location Profile. */
export default function LocationProfileScreen() {
  const params = useParams();
  const accountId = Number(params.accountId);
  const location = useLocation(Number(params.locationId));
  const canEdit = useCanEditAccounts();
  if (location.isLoading) return <PageLoader />;
  if (location.error || !location.data) {
    return (
      <Alert color="red" role="alert">
        {location.error?.message}
      </Alert>
    );
  }
  const l = location.data;
  return (
    <Stack>
      <Crumbs
        items={[
          { label: 'Accounts List', to: '/Accounts' },
          { label: 'Account', to: `/Accounts/${accountId}/Location` },
          { label: 'Location Profile' },
        ]}
      />
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {l.locationName}
        </Title>
        {canEdit && l.enabled && (
          <ActionIcon
            component={Link}
            to={`/Accounts/${accountId}/Location/${l.accountLocationId}/Edit`}
            variant="subtle"
            size="lg"
            aria-label="Edit Location"
          >
            <IconPencil />
          </ActionIcon>
        )}
      </Group>
      {!l.enabled && <Alert color="gray">This location has been deleted.</Alert>}
      <Text size="sm">{l.jobLocation ? 'Job location' : 'Office'}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Text fw={600}>Billing Address</Text>
          <Text size="sm">
            {join(l.billingAddress1, l.billingAddress2, l.billingCity, `${l.billingState} ${l.billingZip}`.trim())}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600}>Shipping Address</Text>
          <Text size="sm">
            {join(l.shippingAddress1, l.shippingAddress2, l.shippingCity, `${l.shippingState} ${l.shippingZip}`.trim())}
          </Text>
        </Paper>
      </SimpleGrid>
      <Title order={2} size="h5">
        Contacts
      </Title>
      {l.contacts.length === 0 && <Text>{messages.noContactsToDisplay}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {l.contacts.map((c) => (
          <Paper key={c.accountContactId} withBorder p="md" component="article" aria-label={c.fullName}>
            <Anchor component={Link} to={`/Accounts/${accountId}/Contact/${c.accountContactId}`} fw={600}>
              {c.fullName}
            </Anchor>
            {c.accountContactId === l.pocId && (
              <Text size="xs" c="blue">
                Primary Contact
              </Text>
            )}
            <ContactLines c={c} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
