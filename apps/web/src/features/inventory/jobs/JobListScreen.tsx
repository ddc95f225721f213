import { Table } from '@mantine/core';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useInventoryJobs } from '../inventory.queries.ts';
import { Loaded } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { LinkCell, SortedTable } from '../SortedTable.tsx';
import { useSorted } from '../sorting.ts';

const headers = [
  ['Job Name', 'jobName'],
  ['Job Number', 'jobNumber'],
  ['Account', 'accountName'],
] as const;
type Column = (typeof headers)[number][1];

/** {base}/Job: the jobs that hold or held stock, sortable; each links to its inventory (its adjustment under /Admin). */
export default function JobListScreen() {
  const paths = useInventoryPaths();
  const jobs = useInventoryJobs();
  const sorting = useSorted(jobs.data, 'jobName' as Column, (j, c) => j[c]);
  return (
    <TitledPage title="Job Inventory">
      <Loaded query={jobs} label="Loading jobs…" empty="No job holds inventory yet.">
        {() => (
          <SortedTable label="Jobs" headers={headers} sorting={sorting}>
            {sorting.sorted.map((j) => (
              <Table.Tr key={j.jobId}>
                <LinkCell to={paths.job(j.jobId)}>{j.jobName}</LinkCell>
                <Table.Td data-label="Job Number">{j.jobNumber}</Table.Td>
                <Table.Td data-label="Account" style={{ overflowWrap: 'anywhere' }}>
                  {j.accountName}
                </Table.Td>
              </Table.Tr>
            ))}
          </SortedTable>
        )}
      </Loaded>
    </TitledPage>
  );
}
