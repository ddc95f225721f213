// The order of the lists the browser sorts (the inventory lists: a few hundred rows, read whole and
// sorted by any column on the screen). Their exports sort on the server with this same function, so the
// spreadsheet has the rows in the order the screen shows them (docs/decisions/spreadsheets.md).

/** What a sortable column holds. */
export type SortValue = string | number | null | undefined;

/**
 * The rows sorted by one column (spec 4 §4: every sortable column toggles ascending and descending):
 * numbers by value, text by its words (numbers inside it by value), empty last in either direction.
 * The sort is stable: rows with equal values keep the list's own order.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: K,
  dir: 'asc' | 'desc',
  value: (row: T, key: K) => SortValue,
): T[] {
  return [...rows].sort((x, y) => {
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
}
