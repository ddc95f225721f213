// The real application built in the bench's own process (for benches that also read its database pool
// or call its services), on a given database and data folder, migrated and seeded as at start.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { domainSeeds } from '../apps/server/src/domains/seeds.ts';
import { bootstrap } from '../apps/server/src/platform/bootstrap.ts';

/** Builds and bootstraps the app; `webDir` serves a built client too. Close `app`, then `database`. */
export async function inProcessApp({ databaseUrl, dataDir, webDir }) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...(webDir ? { WEB_DIR: webDir } : {}),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Bench-admin-password-1',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config, () => {});
  const app = await buildApp({ config, db: database.db, wiki: null, logger: false });
  await bootstrap(database.db, config, app.log, domainSeeds);
  return { config, database, app };
}
