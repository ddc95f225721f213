import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Dir, SortHeader } from '../../shared/ui/SortHeader.tsx';

/** A list whose every header sorts it (a card a row on a phone); `headers` are [label, column] pairs. */
export function SortedTable<K extends string>(props: {
  label: string;
  headers: readonly (readonly [string, K])[];
  sorting: { sort: K; dir: Dir; onSort: (column: K, dir: Dir) => void };
  children: ReactNode;
}) {
  const { sort, dir, onSort } = props.sorting;
  return (
    <Table.ScrollContainer minWidth={320} className="fb-cards">
      <Table striped highlightOnHover aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.headers.map(([label, column]) => (
              <SortHeader key={column} label={label} column={column} sort={sort} dir={dir} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's first cell: its name, linking to the record (a card's title on a phone). */
export function LinkCell({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Table.Td style={{ overflowWrap: 'anywhere' }}>
      <Anchor size="sm" component={Link} to={to}>
        {children}
      </Anchor>
    </Table.Td>
  );
}
