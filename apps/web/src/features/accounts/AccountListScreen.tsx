import { accountListExport } from '@fieldbook/contract/accounts';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCanEditAccounts } from '../../entities/account/index.ts';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { LoadMore, rowsOf } from '../../shared/ui/LoadMore.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { type Dir, SortHeader } from '../../shared/ui/SortHeader.tsx';
import { useAccountList } from './accounts.queries.ts';

/** /Accounts: the accounts list (spec 2 §2), searched and sorted by the server, 'Load More' for the next page. */
export default function AccountListScreen() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 500);
  const [disabled, setDisabled] = useState(false);
  const [sort, setSort] = useState<'accountNumber' | 'accountName'>('accountName');
  const [dir, setDir] = useState<Dir>('asc');
  const canEdit = useCanEditAccounts();
  const list = useAccountList({ search, disabled, sort, dir });
  const rows = useMemo(() => rowsOf(list.data), [list.data]);
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
        <Group>
          <ExportButton
            endpoint={accountListExport}
            input={{ query: { search, disabled, sort, dir } }}
            fileName="Accounts.xlsx"
          />
          {canEdit && (
            <Button component={Link} to="/Accounts/New">
              New Account
            </Button>
          )}
        </Group>
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
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={320} className="fb-cards">
          <Table striped highlightOnHover aria-label="Accounts">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Account Number" column="accountNumber" sort={sort} dir={dir} onSort={onSort} />
                <SortHeader label="Account Name" column="accountName" sort={sort} dir={dir} onSort={onSort} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
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
      {list.data && rows.length === 0 && <Text>{messages.noAccountsToDisplay}</Text>}
      <LoadMore list={list} />
    </Stack>
  );
}
