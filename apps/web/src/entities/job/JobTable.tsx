import { jobStageTabs } from '@fieldbook/contract/job-profile';
import type { JobListRow } from '@fieldbook/contract/jobs';
import { messages } from '@fieldbook/contract/messages';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/ui/format.ts';
import { type Dir, SortHeader } from '../../shared/ui/SortHeader.tsx';

export type JobColumn =
  | 'opportunityName'
  | 'jobName'
  | 'jobClassification'
  | 'jobNumber'
  | 'jobStep'
  | 'accountName'
  | 'lastUpdated';

const LABELS: Record<JobColumn, string> = {
  opportunityName: 'Opportunity',
  jobName: 'Job Name',
  jobClassification: 'Classification',
  jobNumber: 'Job Number',
  jobStep: 'Step / Stage',
  accountName: 'Account Name',
  lastUpdated: 'Last Updated',
};

const stageName = (navUrl: string) => jobStageTabs.find((t) => t.navUrl === navUrl)?.stageName ?? navUrl;

/** The sort key of a column: steps sort in their order, times by their UTC text, the rest by text. */
function sortKey(row: JobListRow, column: JobColumn): string | number {
  if (column === 'jobStep') return row.jobStepId;
  return (row[column] ?? '').toString().toLowerCase();
}

export const jobPath = (j: Pick<JobListRow, 'opportunityId' | 'jobId' | 'jobStage'>) =>
  `/Opportunities/${j.opportunityId}/${j.jobId}/${j.jobStage}`;

interface JobTableProps {
  rows: JobListRow[];
  columns: JobColumn[];
  /** The table's accessible name. */
  label: string;
  /** Column headings other than the defaults (the account's jobs call the step column 'Stage'). */
  labels?: Partial<Record<JobColumn, string>>;
  /** Shown instead of the table when there are no rows. */
  emptyText?: string;
  /**
   * The server's order of `rows` (a list read a page at a time): the headers ask it for another order.
   * Without it, the table sorts the rows it has.
   */
  serverSort?: { column: JobColumn; dir: Dir; onSort: (column: JobColumn, dir: Dir) => void };
}

/** A job list sorted ascending or descending per column; rows link to the job's stage. */
export function JobTable({
  rows,
  columns,
  label,
  labels,
  emptyText = messages.noJobsToDisplay,
  serverSort,
}: JobTableProps) {
  const [ownSort, setSort] = useState<JobColumn>('lastUpdated');
  const [ownDir, setDir] = useState<Dir>('desc');
  const sort = serverSort?.column ?? ownSort;
  const dir = serverSort?.dir ?? ownDir;
  const sorted = useMemo(() => {
    if (serverSort) return rows;
    const list = [...rows];
    list.sort((x, y) => {
      const a = sortKey(x, sort);
      const b = sortKey(y, sort);
      const c =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : String(a).localeCompare(String(b), undefined, { numeric: true });
      return dir === 'asc' ? c : -c;
    });
    return list;
  }, [rows, sort, dir, serverSort]);
  if (rows.length === 0) return <Text>{emptyText}</Text>;
  const onSort = (c: JobColumn, d: Dir) => {
    if (serverSort) return serverSort.onSort(c, d);
    setSort(c);
    setDir(d);
  };
  const cell = (j: JobListRow, c: JobColumn) => {
    switch (c) {
      case 'jobName':
        return (
          <>
            <Anchor component={Link} to={jobPath(j)}>
              {j.jobName}
            </Anchor>
            {j.canceled && (
              <Badge color="red" variant="light" size="xs" ml={6}>
                Canceled
              </Badge>
            )}
          </>
        );
      case 'jobStep':
        return `${j.jobStep} (${stageName(j.jobStage)})`;
      case 'lastUpdated':
        return formatDateTime(j.lastUpdated);
      default:
        return j[c] ?? '';
    }
  };
  return (
    <Table.ScrollContainer minWidth={640} className="fb-cards">
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <SortHeader key={c} label={labels?.[c] ?? LABELS[c]} column={c} sort={sort} dir={dir} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((j) => (
            <Table.Tr key={j.jobId}>
              {columns.map((c) => (
                <Table.Td key={c} data-label={c === 'jobName' ? undefined : (labels?.[c] ?? LABELS[c])}>
                  {cell(j, c)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
