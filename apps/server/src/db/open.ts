import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { connect, type Database } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface OpenDatabase extends Database {
  /** True when this process started the embedded PostgreSQL (DATABASE_URL unset). */
  embedded: boolean;
}

/**
 * The database the server uses: DATABASE_URL when set, otherwise the embedded PostgreSQL under
 * DATA_DIR/postgres; migrated. `close()` ends the pool and stops the embedded cluster, if any.
 * Shared by the server (main.ts) and the demo loader, so both always reach the same database.
 */
export async function openDatabase(config: Config, say: (m: string) => void = console.log): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dir = join(resolve(config.dataDir), 'postgres');
    say(`DATABASE_URL is not set: starting the embedded PostgreSQL in ${dir}`);
    // PostgreSQL's last words, to explain a failed start (the library rejects without a reason).
    const recent: string[] = [];
    try {
      const embedded = await startEmbedded(dir, (line) => {
        if (line) recent.push(line);
        if (recent.length > 5) recent.shift();
      });
      url = embedded.url;
      stopEmbedded = embedded.stop;
    } catch (err) {
      throw new Error(
        `Could not start the embedded PostgreSQL in ${dir}. If a Fieldbook server is running on this ` +
          'DATA_DIR, stop it first (only one process can own the embedded database), or set DATABASE_URL.' +
          (recent.length ? `\nPostgreSQL said:\n  ${recent.join('\n  ')}` : ''),
        { cause: err },
      );
    }
  }
  const database = connect(url);
  try {
    await runMigrations(database.pool);
  } catch (err) {
    await database.close();
    await stopEmbedded?.();
    throw err;
  }
  return {
    ...database,
    embedded: stopEmbedded !== undefined,
    close: async () => {
      await database.close();
      await stopEmbedded?.();
    },
  };
}
