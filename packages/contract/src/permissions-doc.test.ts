import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderPermissionsDoc } from './permissions-doc.ts';

it('docs/permissions.md matches the permission catalogue (regenerate: node --import tsx scripts/permissions-doc.ts)', () => {
  const doc = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
  expect(doc).toBe(renderPermissionsDoc());
});
