import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const readProc = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
};

/** Whether process `pid` exists (EPERM: it does, as another user). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether `pid` runs Node.js: its program's file name, not its `comm`, which Node.js 24 sets to its main
 * thread's name ('MainThread') where 20 left 'node'.
 */
function isNode(pid: number): boolean {
  const program = readProc(pid, 'cmdline')?.split('\0')[0] ?? '';
  return program.split('/').pop() === 'node';
}

/** The process that started `pid`, when it is a Node process (a Fieldbook server or a test run). */
function nodeParent(pid: number): number | undefined {
  // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
  const ppid = Number(readProc(pid, 'stat')?.split(')').pop()?.trim().split(' ')[1]);
  return ppid > 1 && isNode(ppid) ? ppid : undefined;
}

/** What the lock file of a cluster says: no server, a stale lock, or a running postmaster of it. */
export type ClusterState =
  | { kind: 'stopped' }
  | { kind: 'stale'; lockFile: string }
  | {
      kind: 'running';
      pid: number;
      port: number /** The live Node process that started it; absent when orphaned. */;
      owner?: number;
    };

export function inspectCluster(dir: string): ClusterState {
  // DATA_DIR/postgres may link to the cluster (root, private DATA_DIR): the lock file names the target.
  const clusterDir = existsSync(dir) ? realpathSync(dir) : dir;
  const lockFile = join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(lockFile, 'utf8').split('\n');
  } catch {
    return { kind: 'stopped' };
  }
  const pid = Number(lines[0]);
  if (!(Number.isInteger(pid) && pid > 0 && isAlive(pid))) return { kind: 'stale', lockFile };
  const comm = readProc(pid, 'comm');
  // Without /proc (not Linux) nothing more can be told: PostgreSQL judges its lock itself.
  if (comm === undefined) return { kind: 'stopped' };
  const ours =
    lines[1] === clusterDir &&
    comm.trim() === 'postgres' &&
    (readProc(pid, 'cmdline') ?? '').split('\0').includes(clusterDir);
  if (!ours) return { kind: 'stale', lockFile };
  return { kind: 'running', pid, port: Number(lines[3]), owner: nodeParent(pid) };
}

/**
 * Clears what an earlier Fieldbook left in `clusterDir` when it was killed (kill -9, a crash):
 * its postmaster, still running without an owner, is shut down (fast shutdown: no data is lost);
 * a lock file whose process is gone or is not a PostgreSQL of this directory is removed.
 * A postmaster still owned by a live Node process is another server's: that stops the start.
 */
export async function clearLeftover(clusterDir: string, say: (m: string) => void): Promise<void> {
  const state = inspectCluster(clusterDir);
  if (state.kind === 'stale') {
    say(`Removing the stale lock file ${state.lockFile}`);
    await rm(state.lockFile, { force: true });
  }
  if (state.kind !== 'running') return;
  const { pid, owner } = state;
  if (owner) {
    throw new Error(
      `Another Fieldbook process (${owner}) is using the embedded database in ${clusterDir}: stop it first, or use another DATA_DIR.`,
    );
  }
  say(`Stopping the PostgreSQL (process ${pid}) left running by an earlier Fieldbook in ${clusterDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT'); // fast shutdown stuck: immediate shutdown
    await sleep(100);
  }
}
