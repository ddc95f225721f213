import { describe, expect, it } from 'vitest';
import { sortRows } from './list-sort.ts';

describe('sortRows (the inventory lists, on the screen and in their exports)', () => {
  const rows = [
    { name: 'Yard 10', n: 3 },
    { name: '', n: 1 },
    { name: 'yard 9', n: null },
    { name: 'Yard 10', n: 2 },
    { name: 'Alpha', n: 10 },
  ];
  const value = (r: (typeof rows)[number], k: 'name' | 'n') => r[k];

  it('orders text by its words with numbers by value, ignoring case, empty last, equal rows as they came', () => {
    expect(sortRows(rows, 'name', 'asc', value).map((r) => [r.name, r.n])).toEqual([
      ['Alpha', 10],
      ['yard 9', null],
      ['Yard 10', 3],
      ['Yard 10', 2],
      ['', 1],
    ]);
    expect(sortRows(rows, 'name', 'desc', value).map((r) => r.name)).toEqual([
      'Yard 10',
      'Yard 10',
      'yard 9',
      'Alpha',
      '',
    ]);
  });

  it('orders numbers by value, empty last in either direction, and leaves the rows given as they were', () => {
    expect(sortRows(rows, 'n', 'asc', value).map((r) => r.n)).toEqual([1, 2, 3, 10, null]);
    expect(sortRows(rows, 'n', 'desc', value).map((r) => r.n)).toEqual([10, 3, 2, 1, null]);
    expect(rows[0].name).toBe('Yard 10');
  });
});
