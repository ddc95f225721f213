import { Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useYards } from '../inventory.queries.ts';
import { Loaded, useHolds } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { LinkCell, SortedTable } from '../SortedTable.tsx';
import { useSorted } from '../sorting.ts';

const headers = [
  ['Yard Name', 'yardName'],
  ['Office', 'officeName'],
] as const;
type Column = (typeof headers)[number][1];

/** {base}/Yard: the yards and their offices, sortable; each links to its inventory (its adjustment under /Admin). */
export default function YardListScreen() {
  const paths = useInventoryPaths();
  const yards = useYards();
  const mayCreate = useHolds('inventory.adjust');
  const sorting = useSorted(yards.data, 'yardName' as Column, (y, c) => y[c]);
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
          <SortedTable label="Yards" headers={headers} sorting={sorting}>
            {sorting.sorted.map((y) => (
              <Table.Tr key={y.yardId}>
                <LinkCell to={paths.yard(y.yardId)}>{y.yardName}</LinkCell>
                <Table.Td data-label="Office">{y.officeName}</Table.Td>
              </Table.Tr>
            ))}
          </SortedTable>
        )}
      </Loaded>
    </TitledPage>
  );
}
