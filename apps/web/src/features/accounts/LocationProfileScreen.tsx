import { messages } from '@fieldbook/contract/messages';
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContactLines } from './AccountProfileScreen.tsx';
import { useLocation } from './accounts.queries.ts';
import { SubRecordProfile } from './SubRecord.tsx';

const ADDRESSES = [
  ['billing', 'Billing'],
  ['shipping', 'Shipping'],
] as const;

const join = (...parts: string[]) => parts.filter(Boolean).join(', ') || 'N/A';

/** /Accounts/{id}/Location/{loc}: Location Profile. */
export default function LocationProfileScreen() {
  const location = useLocation(Number(useParams().locationId));
  return (
    <SubRecordProfile kind="Location" query={location} id={(l) => l.accountLocationId} name={(l) => l.locationName}>
      {(l, accountId) => (
        <>
          <Text size="sm">{l.jobLocation ? 'Job location' : 'Office'}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESSES.map(([kind, title]) => (
              <Paper key={kind} withBorder p="md">
                <Text fw={600}>{title} Address</Text>
                <Text size="sm">
                  {join(
                    l[`${kind}Address1`],
                    l[`${kind}Address2`],
                    l[`${kind}City`],
                    `${l[`${kind}State`]} ${l[`${kind}Zip`]}`.trim(),
                  )}
                </Text>
              </Paper>
            ))}
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
        </>
      )}
    </SubRecordProfile>
  );
}
