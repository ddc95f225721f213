/** Lists read a page at a time (paging.ts): the inventory lists, accounts, opportunities, calls and jobs. */
export const pagingMessages = {
  listCursorInvalid: 'This list position is no longer valid. Reload the list.',
  sortDirectionInvalid: 'The sort direction must be asc or desc.',
  /** A sort column the list does not have: 'Sort by a, b or c.' */
  listSortInvalid: (columns: readonly string[]) => `Sort by ${columns.slice(0, -1).join(', ')} or ${columns.at(-1)}.`,
} as const;
