import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';

export type Dir = 'asc' | 'desc';

/** A column header that sorts by its key: a first click sorts ascending, the next toggles. */
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
  const Icon = !active ? IconSelector : dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton fw={700} fz="sm" onClick={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
