// Every date shown in the web client goes through apps/web/src/shared/ui/format.ts, so screens cannot drift
// apart again ('11/24/26, 10:46 AM' on one, 'Nov 24, 2026 10:46' on another).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../apps/web/src');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));

// Display formats ('MMM', 'HH:mm', 'h:mm'), locale formatting of dates, Intl date formatters. Machine
// formats for inputs and the API ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', format()) stay allowed.
const displayFormatting =
  /\.format\('(?!YYYY-MM-DD'|YYYY-MM-DDTHH:mm')|toLocale(Date|Time)?String\([^)]*(dateStyle|timeStyle|month|hour)|Intl\.DateTimeFormat/;

it('formats dates for display only in shared/ui/format.ts', () => {
  const offenders = files
    .filter((f) => !f.endsWith(join('shared', 'ui', 'format.ts')))
    .filter((f) => displayFormatting.test(readFileSync(join(root, f), 'utf8')));
  expect(offenders).toEqual([]);
});
