import { Anchor, Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { TitledPage } from '../../../ui/TitledPage.tsx';
import { useYards } from '../inventory.queries.ts';
import { Loaded, useHolds } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { useSorted } from '../sorting.ts';

type Column = 'yardName' | 'officeName';

/** {base}/Yard: the yards and their offices, sortable; each links to its inventory (its adjustment under /Admin). */
export default function YardListScreen() {
  const paths = useInventoryPaths();
  const yards = useYards();
  const mayCreate = useHolds('inventory.adjust');
  const { sorted, sort, dir, onSort } = useSorted(yards.data, 'yardName' as Column, (y, c) => y[c]);
  return (
    <TitledPage
      title="Yards"
      action={
        mayCreate && (
          <Button component={Link} to={`${paths.yards}/CreateYard`} leftSection={<IconPlus size={16} />}>
            Create Yard
          </Button>
        )
      }
    >
      <Loaded query={yards} label="Loading yards…" empty="No yards yet.">
        {() => (
          <Table.ScrollContainer minWidth={320} className="fb-cards">
            <Table striped highlightOnHover aria-label="Yards">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Yard Name" column="yardName" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Office" column="officeName" sort={sort} dir={dir} onSort={onSort} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((y) => (
                  <Table.Tr key={y.yardId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor size="sm" component={Link} to={paths.yard(y.yardId)}>
                        {y.yardName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label="Office">{y.officeName}</Table.Td>
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
