import { execFileSync, spawnSync } from 'node:child_process';

/** The user and group PostgreSQL runs as; absent when this process is not root (it runs as us). */
export type RunAs = { uid: number; gid: number } | undefined;

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/**
 * PostgreSQL refuses to run as root. As root, it runs as the system user 'postgres' (created when
 * missing, as Debian's packages would).
 */
export function postgresRunAs(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/** Whether `runAs` may reach `path`: `test -x` resolves the whole path as that user, so a closed parent fails it too. */
export const canReach = (path: string, runAs: RunAs) => spawnSync('test', ['-x', path], runAs).status === 0;
