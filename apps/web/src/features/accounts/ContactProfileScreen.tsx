import { messages } from '@fieldbook/contract/messages';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContactLines } from './AccountProfileScreen.tsx';
import { useContact } from './accounts.queries.ts';
import { SubRecordProfile } from './SubRecord.tsx';

/** /Accounts/{id}/Contact/{cid}: Contact Profile. */
export default function ContactProfileScreen() {
  const contact = useContact(Number(useParams().contactId));
  return (
    <SubRecordProfile kind="Contact" query={contact} id={(c) => c.accountContactId} name={(c) => c.fullName}>
      {(c, accountId) => (
        <>
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
        </>
      )}
    </SubRecordProfile>
  );
}
