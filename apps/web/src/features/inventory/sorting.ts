import { useState } from 'react';
import type { Dir } from '../../shared/ui/SortHeader.tsx';

type Sortable = string | number | null | undefined;

/**
 * A list sorted on the client by one column (spec 4 §4: every sortable column toggles ascending and
 * descending): numbers by value, text by its words (numbers inside it by value), empty last.
 */
export function useSorted<T, K extends string>(
  rows: readonly T[] | undefined,
  first: K,
  value: (row: T, key: K) => Sortable,
  firstDir: Dir = 'asc',
) {
  const [sort, setSort] = useState<K>(first);
  const [dir, setDir] = useState<Dir>(firstDir);
  // Sorted on each render: the lists are a few hundred rows at most.
  const sorted = (() => {
    const list = [...(rows ?? [])];
    list.sort((x, y) => {
      const a = value(x, sort);
      const b = value(y, sort);
      if (a === b) return 0;
      if (a === null || a === undefined || a === '') return 1;
      if (b === null || b === undefined || b === '') return -1;
      const c =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
      return dir === 'asc' ? c : -c;
    });
    return list;
    // `value` reads a row's field; it is the same function for the list's life.
  })();
  const onSort = (column: K, d: Dir) => {
    setSort(column);
    setDir(d);
  };
  return { sorted, sort, dir, onSort };
}
