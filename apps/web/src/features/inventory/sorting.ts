import { type SortValue, sortRows } from '@fieldbook/contract/list-sort';
import { useState } from 'react';
import type { Dir } from '../../shared/ui/SortHeader.tsx';

/**
 * A list sorted on the client by one column, as the contract's sortRows orders it (the list's export
 * sorts the same way on the server): numbers by value, text by its words, empty last.
 */
export function useSorted<T, K extends string>(
  rows: readonly T[] | undefined,
  first: K,
  value: (row: T, key: K) => SortValue,
  firstDir: Dir = 'asc',
) {
  const [sort, setSort] = useState<K>(first);
  const [dir, setDir] = useState<Dir>(firstDir);
  // Sorted on each render: the lists are a few hundred rows at most.
  const sorted = sortRows(rows ?? [], sort, dir, value);
  const onSort = (column: K, d: Dir) => {
    setSort(column);
    setDir(d);
  };
  return { sorted, sort, dir, onSort };
}
