import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { domainSeeds } from './domains/seeds.ts';
import { bootstrap } from './platform/bootstrap.ts';
import { createWikiClient } from './platform/wiki-client.ts';

/** The client `npm run build` made; WEB_DIR serves another build (parallel test runs). */
const builtWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Ends the start with a message for the operator (no stack trace: the message says what to do). */
function refuse(err: unknown): never {
  console.error((err as Error).message);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    const loaded = loadConfig();
    config = { ...loaded, webDir: loaded.webDir ?? builtWebDir };
  } catch (err) {
    refuse(err);
  }
  const database = await openDatabase(config).catch(refuse);
  const app = await buildApp({
    config,
    db: database.db,
    wiki: config.wiki ? createWikiClient(config.wiki) : null,
    jobsPool: database.pool,
  });
  await bootstrap(database.db, config, app.log, domainSeeds);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close(); // stops accepting, waits for in-flight requests
    await database.close(); // ends the pool, then stops the embedded PostgreSQL if this process started it
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `\n  Fieldbook is running at http://${shown}:${config.port}/ on Node.js ${process.version}\n  API documentation: http://${shown}:${config.port}/api/docs\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
