import { messages } from '@fieldbook/contract/messages';
import { type OpportunitySortColumn, opportunityListExport } from '@fieldbook/contract/opportunities';
import { Anchor, Badge, Button, Group, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCanEditOpportunities } from '../../entities/opportunity/index.ts';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { ListState } from '../../shared/ui/ListState.tsx';
import { LoadMore, rowsOf } from '../../shared/ui/LoadMore.tsx';
import { OpportunityTabs } from '../../shared/ui/OpportunityTabs.tsx';
import { type Dir, SortHeader } from '../../shared/ui/SortHeader.tsx';
import { useOpportunityList } from './opportunities.queries.ts';

type SortKey = Exclude<OpportunitySortColumn, 'created'>;

/**
 * /Opportunities: open or closed opportunities a page at a time ('Load More' for the next), filtered by
 * opportunity or account name 500 ms after the last key and sorted by name, description or account, both
 * by the server, so over every opportunity. ?view=call shows the 'Call Opportunities' tab.
 */
export default function OpportunityListScreen() {
  const [params] = useSearchParams();
  const fromCall = params.get('view') === 'call';
  const [closed, setClosed] = useState(false);
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter.trim(), 500);
  const [sort, setSort] = useState<SortKey>('opportunityName');
  const [dir, setDir] = useState<Dir>('asc');
  const list = useOpportunityList({ closed, search, fromCall, sort, dir });
  const canEdit = useCanEditOpportunities();
  const rows = useMemo(() => rowsOf(list.data), [list.data]);
  const onSort = (column: SortKey, d: Dir) => {
    setSort(column);
    setDir(d);
  };
  const header = (label: string, column: SortKey) => (
    <SortHeader label={label} column={column} sort={sort} dir={dir} onSort={onSort} />
  );

  return (
    <Stack>
      <OpportunityTabs />
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {fromCall ? 'Call Opportunities' : 'Opportunities'}
        </Title>
        <Group>
          <ExportButton
            endpoint={opportunityListExport}
            input={{ query: { Closed: closed, search, fromCall, sort, dir } }}
            fileName="Opportunities.xlsx"
          />
          {canEdit && (
            <Button component={Link} to="/Opportunities/NewOpportunity">
              New Opportunity
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Opportunity or Account Name Filter"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Switch
          label="Show Closed Opportunities"
          checked={closed}
          onChange={(e) => setClosed(e.currentTarget.checked)}
        />
      </Group>
      <ListState query={list} rows={rows.length} loading="Loading opportunities…" empty={messages.oppNoOpportunities} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720} className="fb-cards">
          <Table striped highlightOnHover aria-label={fromCall ? 'Call Opportunities' : 'Opportunities'}>
            <Table.Thead>
              <Table.Tr>
                {header('Opportunity', 'opportunityName')}
                {header('Description', 'description')}
                {header('Account', 'accountName')}
                <Table.Th>Office</Table.Th>
                <Table.Th>Jobs</Table.Th>
                <Table.Th>Last Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.opportunityId}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={`/Opportunities/${r.opportunityId}`}>
                        {r.opportunityName}
                      </Anchor>
                      {r.isDrilling && (
                        <Badge size="xs" variant="light">
                          Drilling
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }} data-label="Description">
                    {r.description}
                  </Table.Td>
                  <Table.Td data-label="Account">{r.accountName}</Table.Td>
                  <Table.Td data-label="Office">{r.officeName ?? messages.notApplicable}</Table.Td>
                  <Table.Td data-label="Jobs">{r.jobCount}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Last Updated">
                    {formatDateTime(r.lastUpdated)}
                  </Table.Td>
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
