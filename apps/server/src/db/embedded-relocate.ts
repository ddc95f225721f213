import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rename, rm, symlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { canReach, type RunAs } from './embedded-user.ts';

/** Where root keeps what the 'postgres' user must reach, when it cannot reach the project or DATA_DIR. */
export const SYSTEM_DIR = '/var/lib/fieldbook';

export interface Binaries {
  postgres: string;
  initdb: string;
}

const unreachable = (path: string, hint: string) =>
  new Error(`Running as root, the embedded PostgreSQL runs as the 'postgres' user, who cannot reach ${path}: ${hint}`);

/** `dir` made (when missing) root-owned and world-readable, for 'postgres' to enter. */
async function openDir(dir: string, runAs: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  if (!canReach(dir, runAs)) {
    throw unreachable(
      dir,
      'make its parent directories enterable by other users, or run Fieldbook as an ordinary user.',
    );
  }
}

/**
 * The binaries as 'postgres' may run them: those in node_modules when it can reach them, otherwise
 * a copy of bin, lib and share in `systemDir/postgresql-<version>`, made once per version (copied
 * to a temporary folder, then renamed, so a copy cut short is never taken for a whole one).
 */
async function reachableBinaries(bin: Binaries, runAs: RunAs, systemDir: string): Promise<Binaries> {
  if (canReach(bin.postgres, runAs)) return bin;
  const native = dirname(dirname(bin.postgres));
  const { version } = JSON.parse(await readFile(join(native, '..', 'package.json'), 'utf8'));
  const copy = join(systemDir, `postgresql-${version}`);
  if (!existsSync(copy)) {
    await openDir(systemDir, runAs);
    const temp = await mkdtemp(join(systemDir, `.postgresql-${version}-`));
    try {
      for (const part of ['bin', 'lib', 'share']) {
        await cp(join(native, part), join(temp, part), { recursive: true, verbatimSymlinks: true });
      }
      await chmod(temp, 0o755);
      await rename(temp, copy);
    } catch (err) {
      if (!existsSync(copy)) throw err; // else another start made the same copy first
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
  return { postgres: join(copy, 'bin', 'postgres'), initdb: join(copy, 'bin', 'initdb') };
}

/**
 * The cluster directory 'postgres' works in. `clusterDir` (DATA_DIR/postgres) itself when that
 * user can reach it; otherwise one of its own in `systemDir/clusters/<16 hex of sha256(DATA_DIR)>`,
 * with `clusterDir` made a symbolic link to it, so operators, backups and the next start find it.
 */
async function reachableCluster(clusterDir: string, runAs: RunAs, systemDir: string): Promise<string> {
  const entry = lstatSync(clusterDir, { throwIfNoEntry: false });
  // A link made by an earlier start is followed, even before initdb has filled its target.
  const current = entry?.isSymbolicLink() ? resolve(dirname(clusterDir), readlinkSync(clusterDir)) : clusterDir;
  if (canReach(dirname(current), runAs)) return current;
  if (entry) {
    throw unreachable(
      clusterDir,
      'move that cluster to a directory other users may enter and link DATA_DIR/postgres to it, or run Fieldbook as an ordinary user.',
    );
  }
  const clusters = join(systemDir, 'clusters');
  await openDir(systemDir, runAs);
  await openDir(clusters, runAs);
  const own = join(clusters, createHash('sha256').update(dirname(clusterDir)).digest('hex').slice(0, 16));
  await symlink(own, clusterDir);
  return own;
}

/**
 * Running as root, PostgreSQL runs as 'postgres', which must reach the binaries and the cluster:
 * in a private clone (/root/…, mode 0700) it can reach neither, so both are kept under `systemDir`.
 * Elsewhere nothing moves.
 */
export async function reachablePlaces(bin: Binaries, clusterDir: string, runAs: RunAs, systemDir: string) {
  return {
    bin: await reachableBinaries(bin, runAs, systemDir),
    clusterDir: await reachableCluster(clusterDir, runAs, systemDir),
  };
}
