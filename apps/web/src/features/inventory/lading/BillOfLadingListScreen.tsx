import { Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { Loaded } from '../list-state.tsx';
import { LinkCell, SortedTable } from '../SortedTable.tsx';
import { useSorted } from '../sorting.ts';
import { useTicketPaths } from '../transfers/ticket-paths.tsx';
import { useBillsOfLading } from '../transfers/transfers.queries.ts';

const headers = [
  ['Bill of Lading', 'identifier'],
  ['Date', 'date'],
  ['Origin', 'origin'],
  ['Destination', 'destination'],
  ['Carrier', 'carrier'],
] as const;
type Column = (typeof headers)[number][1];

/** /Inventory/BillOfLading: the bills of open tickets, or every bill with Historical on; each opens its bill. */
export default function BillOfLadingListScreen() {
  const paths = useTicketPaths();
  const [historical, setHistorical] = useState(false);
  const bills = useBillsOfLading(historical);
  const sorting = useSorted(bills.data, 'date' as Column, (b, c) => b[c], 'desc');
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
          <SortedTable label="Bills of lading" headers={headers} sorting={sorting}>
            {sorting.sorted.map((b) => (
              <Table.Tr key={b.shipmentId}>
                <LinkCell to={paths.billOfLading(b.shipmentId)}>{b.identifier}</LinkCell>
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
          </SortedTable>
        )}
      </Loaded>
    </TitledPage>
  );
}
