import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE, everyRow } from './list-export.ts';

describe('everyRow', () => {
  it('reads page after page, each after the last cursor, until no more', async () => {
    const asked: (string | undefined)[] = [];
    const rows = Array.from({ length: EXPORT_PAGE * 2 + 1 }, (_, i) => i);
    const page = async (after: string | undefined, limit: number) => {
      asked.push(after);
      const from = after ? Number(after) : 0;
      const data = rows.slice(from, from + limit);
      const more = from + limit < rows.length;
      return { data, more, next: more ? String(from + limit) : null };
    };
    const seen: number[] = [];
    for await (const r of everyRow(page)) seen.push(r);
    expect(seen).toEqual(rows);
    expect(asked).toEqual([undefined, String(EXPORT_PAGE), String(EXPORT_PAGE * 2)]);
  });
});
