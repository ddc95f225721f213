// `npm run restore -- <file> [--replace]`: puts a backup back into the database and DATA_DIR/files.
import { restore } from '../apps/server/src/backup/backup.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file || args.some((a) => a.startsWith('--') && a !== '--replace')) {
  console.error('Usage: npm run restore -- <file> [--replace]   (stop the server first)');
  process.exit(2);
}
try {
  const manifest = await restore(loadConfig(), file, { replace: args.includes('--replace') }, console.log);
  console.log(`Restored ${file}: the database as of ${manifest.takenAt}, and the stored files.`);
  process.exit(0);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
