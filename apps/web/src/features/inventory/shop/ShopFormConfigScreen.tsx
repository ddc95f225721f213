import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { TitledPage } from '../../../ui/TitledPage.tsx';
import { Loaded } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { useSorted } from '../sorting.ts';
import { useShopConversions } from './shop.queries.ts';

type Column = 'itemName' | 'category' | 'components';

/** {base}/ShopFormConfig: the job-ready items, each linking to its conversion editor. */
export default function ShopFormConfigScreen() {
  const { base } = useInventoryPaths();
  const list = useShopConversions();
  const { sorted, sort, dir, onSort } = useSorted(list.data, 'itemName' as Column, (r, c) => r[c]);
  return (
    <TitledPage title="Shop Form Config">
      <Loaded query={list} label="Loading..." empty="No job-ready items yet.">
        {() => (
          <Table.ScrollContainer minWidth={320} className="fb-cards">
            <Table striped highlightOnHover aria-label="Job-ready items">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Job Ready Item" column="itemName" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Category" column="category" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Components" column="components" sort={sort} dir={dir} onSort={onSort} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((r) => (
                  <Table.Tr key={r.jobReadyItemId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor size="sm" component={Link} to={`${base}/ShopFormConfig/${r.jobReadyItemId}`}>
                        {r.itemName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label="Category">{r.category}</Table.Td>
                    <Table.Td data-label="Components">{r.components || 'None yet'}</Table.Td>
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
