import {
  type ShopTicketSortColumn,
  shopTicketListExport,
  shopTicketSortValue,
} from '@fieldbook/contract/inventory-shop';
import { Button, Group, Select, Switch, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useYards } from '../inventory.queries.ts';
import { Loaded, useHolds } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { LinkCell, SortedTable } from '../SortedTable.tsx';
import { useSorted } from '../sorting.ts';
import { useAllowedYards, useShopTickets } from './shop.queries.ts';

const headers: readonly (readonly [string, ShopTicketSortColumn])[] = [
  ['Ticket', 'title'],
  ['Type', 'shopAction'],
  ['Date', 'date'],
  ['Created By', 'createdBy'],
  ['Done', 'progress'],
];

/**
 * {base}/ShopTicket: a yard's shop tickets (spec 4 §2), the open ones unless the Closed switch is on
 * (default off). The yard and the switch live in the address, so Back returns to the same list.
 */
export default function ShopTicketListScreen() {
  const { base } = useInventoryPaths();
  const [params, setParams] = useSearchParams();
  const yards = useYards();
  const allowed = useAllowedYards();
  const mayCreate = useHolds('inventory.shopAdmin');
  const typedYard = Number(params.get('yardId'));
  const firstYard = allowed.data?.[0]?.yardId ?? yards.data?.[0]?.yardId ?? null;
  const yardId = typedYard > 0 ? typedYard : firstYard;
  const closed = params.get('closed') === 'true';
  const tickets = useShopTickets(yardId, closed);
  const sorting = useSorted(tickets.data, 'date' as ShopTicketSortColumn, shopTicketSortValue, 'desc');
  const set = (patch: Record<string, string>) =>
    setParams((p) => ({ ...Object.fromEntries(p), ...patch }), { replace: true });

  return (
    <TitledPage
      title="Shop Tickets"
      action={
        <Group>
          {yardId !== null && sorting.sorted.length > 0 && (
            <ExportButton
              endpoint={shopTicketListExport}
              input={{ query: { yardId, closed, sort: sorting.sort, dir: sorting.dir } }}
              fileName="ShopTickets.xlsx"
            />
          )}
          {mayCreate && (
            <Button component={Link} to={`${base}/CreateShopTicket`} leftSection={<IconPlus size={16} />}>
              Create Shop Ticket
            </Button>
          )}
        </Group>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Yard"
          data={(yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))}
          value={yardId ? String(yardId) : null}
          onChange={(v) => v && set({ yardId: v })}
          allowDeselect={false}
          searchable
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Switch
          label="Closed"
          checked={closed}
          onChange={(e) => set({ closed: String(e.currentTarget.checked) })}
          mb={8}
        />
      </Group>
      {yardId === null && !yards.isPending ? null : (
        <Loaded
          query={{ ...tickets, data: tickets.data ? sorting.sorted : undefined }}
          label="Loading..."
          empty={closed ? 'No closed shop tickets at this yard.' : 'No open shop tickets at this yard.'}
        >
          {() => (
            <SortedTable
              label={closed ? 'Closed shop tickets' : 'Open shop tickets'}
              headers={headers}
              sorting={sorting}
            >
              {sorting.sorted.map((t) => (
                <Table.Tr key={t.shopTicketId}>
                  <LinkCell to={`${base}/ShopTicket/${t.shopTicketId}`}>{t.title}</LinkCell>
                  <Table.Td data-label="Type">{t.shopAction}</Table.Td>
                  <Table.Td data-label="Date">{formatLongDate(t.date)}</Table.Td>
                  <Table.Td data-label="Created By">{t.createdBy}</Table.Td>
                  <Table.Td data-label="Done">
                    {t.unitsCompleted} of {t.units}
                  </Table.Td>
                </Table.Tr>
              ))}
            </SortedTable>
          )}
        </Loaded>
      )}
    </TitledPage>
  );
}
