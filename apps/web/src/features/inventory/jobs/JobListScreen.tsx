import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { TitledPage } from '../../../ui/TitledPage.tsx';
import { useInventoryJobs } from '../inventory.queries.ts';
import { Loaded } from '../list-state.tsx';
import { useInventoryPaths } from '../paths.ts';
import { useSorted } from '../sorting.ts';

type Column = 'jobName' | 'jobNumber' | 'accountName';

/** {base}/Job: the jobs that hold or held stock, sortable; each links to its inventory (its adjustment under /Admin). */
export default function JobListScreen() {
  const paths = useInventoryPaths();
  const jobs = useInventoryJobs();
  const { sorted, sort, dir, onSort } = useSorted(jobs.data, 'jobName' as Column, (j, c) => j[c]);
  const header = (label: string, column: Column) => (
    <SortHeader label={label} column={column} sort={sort} dir={dir} onSort={onSort} />
  );
  return (
    <TitledPage title="Job Inventory">
      <Loaded query={jobs} label="Loading jobs…" empty="No job holds inventory yet.">
        {() => (
          <Table.ScrollContainer minWidth={320} className="fb-cards">
            <Table striped highlightOnHover aria-label="Jobs">
              <Table.Thead>
                <Table.Tr>
                  {header('Job Name', 'jobName')}
                  {header('Job Number', 'jobNumber')}
                  {header('Account', 'accountName')}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((j) => (
                  <Table.Tr key={j.jobId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor size="sm" component={Link} to={paths.job(j.jobId)}>
                        {j.jobName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label="Job Number">{j.jobNumber}</Table.Td>
                    <Table.Td data-label="Account" style={{ overflowWrap: 'anywhere' }}>
                      {j.accountName}
                    </Table.Td>
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
