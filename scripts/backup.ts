// `npm run backup -- <file>`: the database and the stored files in one file, while the server runs or not.
import { backup } from '../apps/server/src/backup/backup.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file>   (for example fieldbook-2026-11-24.tar.gz)');
  process.exit(2);
}
try {
  const manifest = await backup(loadConfig(), file, console.log);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${file}: ${rows} rows as of ${manifest.takenAt}, and the stored files.`);
  process.exit(0);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
