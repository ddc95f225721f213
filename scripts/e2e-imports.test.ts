import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'e2e');

describe('browser stories', () => {
  // Playwright's own `test` has no server: the one from e2e/support.ts starts the worker's own.
  it('take `test` from e2e/support.ts, never from @playwright/test', () => {
    const wrong = readdirSync(dir)
      .filter((f) => f.endsWith('.spec.ts'))
      .filter((f) => {
        const m = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/.exec(readFileSync(join(dir, f), 'utf8'));
        return m?.[1].split(',').some((name) => name.trim() === 'test');
      });
    expect(wrong).toEqual([]);
  });
});
