import { execFileSync, spawnSync } from 'node:child_process';
import { dirname } from 'node:path';

/** The user and group PostgreSQL runs as; absent when this process is not root (it runs as us). */
export type RunAs = { uid: number; gid: number } | undefined;

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/**
 * PostgreSQL refuses to run as root. As root, it runs as the system user 'postgres' (created when
 * missing, as Debian's packages would), which must be able to reach the binaries and the cluster:
 * when it cannot, the start stops here with one sentence that says what to do.
 */
export function postgresRunAs(binary: string, clusterDir: string): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  let runAs: { uid: number; gid: number };
  try {
    runAs = { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    runAs = { uid: idOf('-u'), gid: idOf('-g') };
  }
  for (const path of [binary, dirname(clusterDir)]) {
    // `test -x` resolves the whole path as that user, so a closed parent directory fails it too.
    if (spawnSync('test', ['-x', path], runAs).status !== 0) {
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the 'postgres' user, who cannot reach ${path}: ` +
          'put Fieldbook and DATA_DIR in directories other users may enter (for example under /opt or /srv), ' +
          'run it as an ordinary user, or set DATABASE_URL to an external PostgreSQL.',
      );
    }
  }
  return runAs;
}
