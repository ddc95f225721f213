import { Table, UnstyledButton } from '@mantine/core';

export type Dir = 'asc' | 'desc';

/** A column header that sorts by its key, toggling ascending and descending. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  dir,
  onSort,
}: {
  label: string;
  column: K;
  sort: K;
  dir: Dir;
  onSort: (column: K, dir: Dir) => void;
}) {
  const active = sort === column;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton fw={600} fz="sm" onClick={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}>
        {label} {active ? (dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
