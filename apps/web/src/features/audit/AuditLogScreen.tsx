import { messages } from '@fieldbook/contract/messages';
import { Group, Pagination, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/ui/format.ts';
import { ListState } from '../../shared/ui/ListState.tsx';
import { useAuditLog } from './audit.queries.ts';
import { changeSummary } from './summary.ts';

const ALL = 'all';

/** /Admin/AuditLog: who changed what, newest first, 50 a page, filtered by entity. */
export default function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(entity, page);

  const go = (next: { entity?: string; page?: number }) => {
    const e = next.entity ?? entity;
    const p = next.page ?? 1;
    const q = new URLSearchParams();
    if (e) q.set('entity', e);
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data?.rows.length ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data?.rows.length ? first + data.rows.length - 1 : 0;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h3">
          Audit Log
        </Title>
        <Select
          label="Entity"
          data={[{ value: ALL, label: 'All entities' }, ...(data?.entities ?? []).map((e) => ({ value: e, label: e }))]}
          value={entity || ALL}
          onChange={(v) => go({ entity: !v || v === ALL ? '' : v, page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <ListState
        query={log}
        rows={data?.rows.length ?? 0}
        loading="Loading the audit log…"
        empty={messages.noAuditEntries}
      />
      {data && data.rows.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label="Audit log" aria-busy={log.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Entity</Table.Th>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={r.auditId}>
                    <Table.Td className="fb-nowrap">
                      <time dateTime={r.at}>{formatDateTime(r.at, { seconds: true })}</time>
                    </Table.Td>
                    <Table.Td>{r.userName ?? 'System'}</Table.Td>
                    <Table.Td>{r.entity}</Table.Td>
                    <Table.Td>{r.entityId ?? '—'}</Table.Td>
                    <Table.Td>{r.action}</Table.Td>
                    <Table.Td maw={520} style={{ overflowWrap: 'anywhere' }}>
                      {changeSummary(r.change)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {first}–{last} of {data.total}
          </Text>
          {pages > 1 && (
            <nav aria-label="Audit log pages">
              <Pagination
                total={pages}
                value={data.page}
                onChange={(p) => go({ page: p })}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label': {
                    first: 'First page',
                    last: 'Last page',
                    next: 'Next page',
                    previous: 'Previous page',
                  }[control],
                })}
                getItemProps={(p) => ({
                  'aria-label': `Page ${p}`,
                  'aria-current': p === data.page ? 'page' : undefined,
                })}
              />
            </nav>
          )}
        </Group>
      )}
    </Stack>
  );
}
