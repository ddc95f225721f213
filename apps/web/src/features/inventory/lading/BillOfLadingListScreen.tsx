import { Anchor, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../ui/format.ts';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { TitledPage } from '../../../ui/TitledPage.tsx';
import { Loaded } from '../list-state.tsx';
import { useSorted } from '../sorting.ts';
import { useTicketPaths } from '../transfers/ticket-paths.tsx';
import { useBillsOfLading } from '../transfers/transfers.queries.ts';

type Column = 'identifier' | 'date' | 'origin' | 'destination' | 'carrier';

/** /Inventory/BillOfLading: the bills of open tickets, or every bill with Historical on; each opens its bill. */
export default function BillOfLadingListScreen() {
  const paths = useTicketPaths();
  const [historical, setHistorical] = useState(false);
  const bills = useBillsOfLading(historical);
  const { sorted, sort, dir, onSort } = useSorted(bills.data, 'date' as Column, (b, c) => b[c], 'desc');
  return (
    <TitledPage title="Bills of Lading">
      <Switch
        label="Historical"
        description="Also the bills of closed and cancelled tickets"
        checked={historical}
        onChange={(e) => setHistorical(e.currentTarget.checked)}
      />
      <Loaded query={bills} label="Loading bills of lading…" empty="There are no bills of lading.">
        {() => (
          <Table.ScrollContainer minWidth={320} className="fb-cards">
            <Table striped highlightOnHover aria-label="Bills of lading">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Bill of Lading" column="identifier" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Date" column="date" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Origin" column="origin" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Destination" column="destination" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Carrier" column="carrier" sort={sort} dir={dir} onSort={onSort} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((b) => (
                  <Table.Tr key={b.shipmentId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor size="sm" component={Link} to={paths.billOfLading(b.shipmentId)}>
                        {b.identifier}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label="Date">{formatLongDate(b.date)}</Table.Td>
                    <Table.Td data-label="Origin" style={{ overflowWrap: 'anywhere' }}>
                      {b.origin}
                    </Table.Td>
                    <Table.Td data-label="Destination" style={{ overflowWrap: 'anywhere' }}>
                      {b.destination}
                    </Table.Td>
                    <Table.Td data-label="Carrier">{b.carrier}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Loaded>
    </TitledPage>
  );
}
