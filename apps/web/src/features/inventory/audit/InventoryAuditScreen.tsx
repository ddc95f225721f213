import { inventoryAuditExport } from '@fieldbook/contract/inventory-stock';
import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { formatLongDateTime } from '../../../shared/ui/format.ts';
import { SortHeader } from '../../../shared/ui/SortHeader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useInventoryAudit } from '../inventory.queries.ts';
import { Loaded } from '../list-state.tsx';
import { useSorted } from '../sorting.ts';

type Column = 'fullName' | 'date' | 'location' | 'itemName' | 'amount';

const LABELS: Record<Column, string> = {
  fullName: 'Name',
  date: 'Date',
  location: 'Location',
  itemName: 'Item',
  amount: 'Amount',
};

/**
 * {base}/Audit: the latest stock movements, newest first, sortable; 'Load All Records' goes through every
 * one, a page at a time ('Load More'), newest first.
 */
export default function InventoryAuditScreen() {
  const [all, setAll] = useState(false);
  const audit = useInventoryAudit(all);
  const { sorted, sort, dir, onSort } = useSorted(audit.data, 'date' as Column, (r, c) => r[c], 'desc');
  const limited = !all && audit.more;
  return (
    <TitledPage
      title="Inventory Audit"
      action={
        <Group gap="xs">
          {/* Every movement, newest first, whatever is loaded or sorted here. */}
          {!!audit.data?.length && (
            <ExportButton endpoint={inventoryAuditExport} input={{}} fileName="InventoryAudit.xlsx" />
          )}
          {!all && (
            <Button variant="light" onClick={() => setAll(true)}>
              Load All Records
            </Button>
          )}
        </Group>
      }
    >
      <Loaded query={audit} label="Loading the audit…" empty="No inventory changes yet.">
        {() => (
          <Table.ScrollContainer minWidth={320} className="fb-cards">
            <Table striped aria-label="Inventory audit">
              <Table.Thead>
                <Table.Tr>
                  {(Object.keys(LABELS) as Column[]).map((c) => (
                    <SortHeader key={c} label={LABELS[c]} column={c} sort={sort} dir={dir} onSort={onSort} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((r) => (
                  <Table.Tr key={r.movementId}>
                    <Table.Td>{r.fullName}</Table.Td>
                    <Table.Td data-label="Date">{formatLongDateTime(r.date)}</Table.Td>
                    <Table.Td data-label="Location" style={{ overflowWrap: 'anywhere' }}>
                      {r.location}
                    </Table.Td>
                    <Table.Td data-label="Item" style={{ overflowWrap: 'anywhere' }}>
                      {r.itemName}
                      {r.damaged !== 0 && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          (damaged {r.damaged})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {r.amount}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Loaded>
      {limited && (
        <Text c="dimmed" size="sm">
          Showing the latest {audit.data?.length} changes.
        </Text>
      )}
      {all && audit.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={audit.isFetchingNextPage} onClick={() => audit.fetchNextPage()}>
            Load More
          </Button>
        </Group>
      )}
      {all && audit.data && audit.hasNextPage && (
        <Text c="dimmed" size="sm" ta="center">
          Showing the latest {audit.data.length} changes; sorting applies to the changes loaded.
        </Text>
      )}
    </TitledPage>
  );
}
