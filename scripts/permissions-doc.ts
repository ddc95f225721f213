// Writes docs/permissions.md from the permission catalogue: `node --import tsx scripts/permissions-doc.ts`.
// A contract test fails when the file is out of date.
import { writeFileSync } from 'node:fs';
import { renderPermissionsDoc } from '../packages/contract/src/permissions-doc.ts';

writeFileSync(new URL('../docs/permissions.md', import.meta.url), renderPermissionsDoc());
