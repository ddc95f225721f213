import { Table } from '@mantine/core';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { Loaded } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { LinkCell, SortedTable } from '../SortedTable.tsx';
import { useSorted } from '../sorting.ts';
import { useShopConversions } from './shop.queries.ts';

const headers = [
  ['Job Ready Item', 'itemName'],
  ['Category', 'category'],
  ['Components', 'components'],
] as const;
type Column = (typeof headers)[number][1];

/** {base}/ShopFormConfig: the job-ready items, each linking to its conversion editor. */
export default function ShopFormConfigScreen() {
  const { base } = useInventoryPaths();
  const list = useShopConversions();
  const sorting = useSorted(list.data, 'itemName' as Column, (r, c) => r[c]);
  return (
    <TitledPage title="Shop Form Config">
      <Loaded query={list} label="Loading..." empty="No job-ready items yet.">
        {() => (
          <SortedTable label="Job-ready items" headers={headers} sorting={sorting}>
            {sorting.sorted.map((r) => (
              <Table.Tr key={r.jobReadyItemId}>
                <LinkCell to={`${base}/ShopFormConfig/${r.jobReadyItemId}`}>{r.itemName}</LinkCell>
                <Table.Td data-label="Category">{r.category}</Table.Td>
                <Table.Td data-label="Components">{r.components || 'None yet'}</Table.Td>
              </Table.Tr>
            ))}
          </SortedTable>
        )}
      </Loaded>
    </TitledPage>
  );
}
