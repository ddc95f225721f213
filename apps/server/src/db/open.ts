import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { connect, type Database } from './client.ts';
import { startEmbedded } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface OpenDatabase extends Database {
  /** True when this process started the embedded PostgreSQL (DATABASE_URL unset). */
  embedded: boolean;
}

/** Where the embedded PostgreSQL keeps its cluster. */
export const embeddedClusterDir = (config: Config) => join(resolve(config.dataDir), 'postgres');

/**
 * The database the server uses: DATABASE_URL when set, otherwise the embedded PostgreSQL under
 * DATA_DIR/postgres; migrated. `close()` ends the pool and stops the embedded cluster, if any.
 * Shared by the server (main.ts), the demo loader and the backup scripts, so all reach the same database.
 */
export async function openDatabase(config: Config, say: (m: string) => void = console.log): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dir = embeddedClusterDir(config);
    say(`DATABASE_URL is not set: starting the embedded PostgreSQL in ${dir}`);
    try {
      const embedded = await startEmbedded(dir, { say });
      url = embedded.url;
      stopEmbedded = embedded.stop;
    } catch (err) {
      throw new Error(`Could not start the embedded PostgreSQL in ${dir}. ${(err as Error).message}`, { cause: err });
    }
  }
  const database = connect(url, 10, (err) => say(`Lost a database connection (${err.message}); reconnecting`));
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
