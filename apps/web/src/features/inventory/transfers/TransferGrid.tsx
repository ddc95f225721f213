import {
  type TransferListSortColumn,
  type TransferListType,
  transferListExport,
  transferListTitles,
} from '@fieldbook/contract/inventory-transfers';
import { Anchor, Group, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { SortHeader } from '../../../shared/ui/SortHeader.tsx';
import { useSorted } from '../sorting.ts';

export interface TransferRow {
  transferRequestId: number;
  date: string;
  origin: string;
  destination: string;
  transferType: string;
}

/** The list a grid shows, for its Export: TransferList's query. */
export interface TransferListQuery {
  type: TransferListType;
  id?: number;
  closed?: boolean;
}

/**
 * Tickets in the sortable grid of spec 4 §2 (Date, Origin, Destination, Type), newest first; each
 * row's date links to the ticket. On a phone each row is a card. Export over it (the grid is shown
 * only with rows) downloads `list` in the grid's order.
 */
export function TransferGrid(props: {
  label: string;
  rows: readonly TransferRow[];
  to: (id: number) => string;
  list: TransferListQuery;
}) {
  const { sorted, sort, dir, onSort } = useSorted(props.rows, 'date' as TransferListSortColumn, (r, c) => r[c], 'desc');
  const grid = (
    <Table.ScrollContainer minWidth={320} className="fb-cards">
      <Table striped highlightOnHover aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Date" column="date" sort={sort} dir={dir} onSort={onSort} />
            <SortHeader label="Origin" column="origin" sort={sort} dir={dir} onSort={onSort} />
            <SortHeader label="Destination" column="destination" sort={sort} dir={dir} onSort={onSort} />
            <SortHeader label="Type" column="transferType" sort={sort} dir={dir} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => (
            <Table.Tr key={r.transferRequestId}>
              <Table.Td>
                <Anchor size="sm" component={Link} to={props.to(r.transferRequestId)}>
                  {formatLongDate(r.date)}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Origin" style={{ overflowWrap: 'anywhere' }}>
                {r.origin}
              </Table.Td>
              <Table.Td data-label="Destination" style={{ overflowWrap: 'anywhere' }}>
                {r.destination}
              </Table.Td>
              <Table.Td data-label="Type">{r.transferType}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportButton
          endpoint={transferListExport}
          input={{ query: { ...props.list, sort, dir } }}
          fileName={`${transferListTitles[props.list.type].replaceAll(' ', '')}.xlsx`}
        />
      </Group>
      {grid}
    </Stack>
  );
}
