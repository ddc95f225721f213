import { type CallListRow, type CallSortColumn, callListExport } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { Anchor, Group, Stack, Switch, Table, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { ListState } from '../../shared/ui/ListState.tsx';
import { LoadMore, rowsOf } from '../../shared/ui/LoadMore.tsx';
import { OpportunityTabs } from '../../shared/ui/OpportunityTabs.tsx';
import { type Dir, SortHeader } from '../../shared/ui/SortHeader.tsx';
import { useCallList } from './calls.queries.ts';

type SortKey = CallSortColumn;
interface Sort {
  key: SortKey;
  dir: Dir;
}

/** Call times as the spec shows them: 'Jan 5, 2020 - 09:05', in local time. */

export const callPath = (c: Pick<CallListRow, 'callId' | 'active'>) =>
  c.active ? `/Opportunities/Call/${c.callId}` : `/Opportunities/ClosedCall/${c.callId}`;

/**
 * /Opportunities/Call: open calls (or closed ones) a page at a time, sorted by the server by time,
 * company or caller; 'Load More' for the next page.
 */
export default function CallListScreen() {
  const [open, setOpen] = useState(true);
  const [sort, setSort] = useState<Sort>({ key: 'callTime', dir: 'desc' });
  const list = useCallList(open, sort.key, sort.dir);
  const rows = useMemo(() => rowsOf(list.data), [list.data]);

  const onSort = (key: SortKey, dir: Dir) => setSort({ key, dir });
  const header = (label: string, key: SortKey) => (
    <SortHeader label={label} column={key} sort={sort.key} dir={sort.dir} onSort={onSort} />
  );

  return (
    <Stack>
      <OpportunityTabs />
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Calls
        </Title>
        <Group>
          <Switch label="Show Open Calls" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} />
          <ExportButton
            endpoint={callListExport}
            input={{ query: { active: open, sort: sort.key, dir: sort.dir } }}
            fileName="Calls.xlsx"
          />
        </Group>
      </Group>
      <ListState query={list} rows={rows.length} loading="Loading calls…" empty={messages.callNoCalls} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640} className="fb-cards">
          <Table striped highlightOnHover aria-label={open ? 'Open calls' : 'Closed calls'}>
            <Table.Thead>
              <Table.Tr>
                {header('Time', 'callTime')}
                {header('Company', 'companyName')}
                {header('Caller', 'callerName')}
                <Table.Th>Phone</Table.Th>
                <Table.Th>Account</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.callId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={callPath(c)}>
                      {formatDateTime(c.callTime)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={callPath(c)}>
                      {c.companyName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Caller">{c.callerName}</Table.Td>
                  <Table.Td data-label="Phone">{c.contactPhone}</Table.Td>
                  <Table.Td data-label="Account">{c.accountName ?? messages.notApplicable}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
