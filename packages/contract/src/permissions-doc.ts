import { allPermissions, permissionCatalogue, roleCategories, seededRoles } from './permissions.ts';

/** docs/permissions.md, rendered from the catalogue so the document cannot drift from the code. */
export function renderPermissionsDoc(): string {
  const roles = Object.keys(seededRoles);
  const lines = [
    '# Permissions',
    '',
    'Generated from `packages/contract/src/permissions/` (catalogue.ts, seeded-roles.ts) by',
    '`node --import tsx scripts/permissions-doc.ts`;',
    'a test fails when this file is out of date. Administrators can change every role except that the',
    'Administrator role always holds every permission. Permissions of category 6 (Job Stages) are',
    'job-specific: a role may limit them to some job classes; a job without a class then passes only',
    'the permissions that are not limited (`hasJobPermission` in apps/server/src/domains/jobs/job-access.ts).',
    '',
    '## Seeded roles',
    '',
    `| permission | ${roles.join(' | ')} |`,
    `|---|${roles.map(() => ':-:').join('|')}|`,
  ];
  for (const p of allPermissions) {
    lines.push(`| \`${p}\` | ${roles.map((r) => (seededRoles[r].includes(p) ? '✓' : '')).join(' | ')} |`);
  }
  lines.push('', '## Catalogue', '');
  for (const [id, category] of Object.entries(roleCategories)) {
    lines.push(`### ${id}. ${category}`, '', '| key | name | description |', '|---|---|---|');
    for (const p of allPermissions) {
      const d = permissionCatalogue[p];
      if (String(d.category) === id) {
        const flag = 'jobSpecific' in d ? ' (job-specific)' : '';
        lines.push(`| \`${p}\` | ${d.name}${flag} | ${d.description} |`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}
