import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { type Dir, SortHeader } from '../../ui/SortHeader.tsx';
import { useAccountList, useCanEditAccounts } from './accounts.queries.ts';

/** /Accounts: the accounts list (spec 2 §2). */
export default function AccountListScreen() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 500);
  const [disabled, setDisabled] = useState(false);
  const [sort, setSort] = useState<'accountNumber' | 'accountName'>('accountName');
  const [dir, setDir] = useState<Dir>('asc');
  const canEdit = useCanEditAccounts();
  const list = useAccountList({ search, disabled, sort, dir });
  const onSort = (column: typeof sort, d: Dir) => {
    setSort(column);
    setDir(d);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Accounts List
        </Title>
        {canEdit && (
          <Button component={Link} to="/Accounts/New">
            New Account
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search by account name"
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Switch
          label="View Disabled Accounts"
          checked={disabled}
          onChange={(e) => setDisabled(e.currentTarget.checked)}
        />
      </Group>
      {list.isLoading && <PageLoader />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && (
        <Table.ScrollContainer minWidth={320} className="fb-cards">
          <Table striped highlightOnHover aria-label="Accounts">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Account Number" column="accountNumber" sort={sort} dir={dir} onSort={onSort} />
                <SortHeader label="Account Name" column="accountName" sort={sort} dir={dir} onSort={onSort} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((a) => (
                <Table.Tr key={a.accountid}>
                  <Table.Td data-label="Account Number">{a.accountNumber ?? ''}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/Accounts/${a.accountid}`}>
                      {a.accountName}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.data.length === 0 && <Text>{messages.noAccountsToDisplay}</Text>}
      {list.data?.truncated && (
        <Text c="dimmed" size="sm">
          Showing the first {list.data.data.length} accounts; type a name to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
