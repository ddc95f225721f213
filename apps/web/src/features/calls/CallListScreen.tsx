import type { CallRecord } from '@fieldbook/contract/calls';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Group, Stack, Switch, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { OpportunityTabs } from '../opportunities/OpportunityTabs.tsx';
import { useCallList } from './calls.queries.ts';

type SortKey = 'callTime' | 'companyName' | 'callerName';
interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** Call times as the spec shows them: 'Jan 5, 2020 - 09:05', in local time. */
export const formatCallTime = (iso: string) => dayjs(iso).format('MMM D, YYYY - HH:mm');

export const callPath = (c: Pick<CallRecord, 'callId' | 'active'>) =>
  c.active ? `/Opportunities/Call/${c.callId}` : `/Opportunities/ClosedCall/${c.callId}`;

function compare(a: CallRecord, b: CallRecord, key: SortKey) {
  if (key === 'callTime') return a.callTime.localeCompare(b.callTime) || a.callId - b.callId;
  return a[key].localeCompare(b[key], undefined, { sensitivity: 'base' }) || a.callId - b.callId;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (k: SortKey) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconSelector : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** /Opportunities/Call: open calls (or closed ones), sortable by time, company and caller. */
export default function CallListScreen() {
  const [open, setOpen] = useState(true);
  const [sort, setSort] = useState<Sort>({ key: 'callTime', dir: 'desc' });
  const list = useCallList(open);

  const rows = useMemo(() => {
    const data = [...(list.data ?? [])];
    data.sort((a, b) => compare(a, b, sort.key) * (sort.dir === 'asc' ? 1 : -1));
    return data;
  }, [list.data, sort]);

  const onSort = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'callTime' ? 'desc' : 'asc' },
    );

  return (
    <Stack>
      <OpportunityTabs />
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Calls
        </Title>
        <Switch label="Show Open Calls" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} />
      </Group>
      {list.isPending && <PageLoader label="Loading calls…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.callNoCalls}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={open ? 'Open calls' : 'Closed calls'}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Time" sortKey="callTime" sort={sort} onSort={onSort} />
                <SortHeader label="Company" sortKey="companyName" sort={sort} onSort={onSort} />
                <SortHeader label="Caller" sortKey="callerName" sort={sort} onSort={onSort} />
                <Table.Th>Phone</Table.Th>
                <Table.Th>Account</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.callId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={callPath(c)}>
                      {formatCallTime(c.callTime)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={callPath(c)}>
                      {c.companyName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.callerName}</Table.Td>
                  <Table.Td>{c.contactPhone}</Table.Td>
                  <Table.Td>{c.accountName ?? messages.notApplicable}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
