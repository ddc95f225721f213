import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The process id of the PostgreSQL cluster running in `clusterDir`, from its lock file. */
export const postmasterPid = (clusterDir: string) =>
  Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
