import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import { embeddedUrl } from '../db/embedded.ts';
import { inspectCluster } from '../db/embedded-leftover.ts';
import { embeddedClusterDir, openDatabase } from '../db/open.ts';
import { type S3Location, s3Store } from '../platform/s3-store.ts';
import { tar } from './archive.ts';
import { downloadFiles, setAsideObjects, uploadFiles } from './bucket.ts';
import { dumpDatabase } from './dump.ts';
import { loadDatabase, readManifest } from './load.ts';
import type { Manifest } from './tables.ts';

type Say = (message: string) => void;

/**
 * The database the server uses, for a backup: when a server is running on the embedded one, its
 * cluster (port from the lock file); otherwise what the server would open (the embedded one is
 * started for the time of the backup).
 */
async function databaseToRead(config: Config, say: Say): Promise<Database> {
  if (!config.databaseUrl) {
    const state = inspectCluster(embeddedClusterDir(config));
    if (state.kind === 'running' && state.owner) return connect(embeddedUrl(state.port), 1);
  }
  return openDatabase(config, say);
}

/**
 * Writes one file (tar.gz) holding the database, read in one consistent snapshot while the server
 * may keep running, and the stored files: DATA_DIR/files, or the objects of the bucket (FILES_URL),
 * which are read after the snapshot, so every file its rows name is there (the sweep spares an
 * unnamed file for an hour). Written beside `file` first and renamed when complete, so a failed
 * backup never leaves a file that looks whole.
 */
export async function backup(config: Config, file: string, say: Say): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), 'fieldbook-backup-'));
  const target = resolve(file);
  try {
    const database = await databaseToRead(config, say);
    let manifest: Manifest;
    try {
      manifest = await dumpDatabase(database.pool, work);
    } finally {
      await database.close();
    }
    const filesDir = config.files ? work : resolve(config.dataDir);
    if (config.files) say(`Copied ${await downloadFiles(s3Store(config.files), work)} files from the bucket.`);
    const files = existsSync(join(filesDir, 'files')) ? ['-C', filesDir, 'files'] : [];
    await tar(['-czf', `${target}.partial`, '-C', work, 'manifest.json', 'tables', ...files]);
    await rename(`${target}.partial`, target);
    return manifest;
  } finally {
    await rm(`${target}.partial`, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the database the server uses (migrated first, so a new empty database
 * works) and puts its files in DATA_DIR/files, or in the bucket (FILES_URL). The server must be
 * stopped. Files already there are kept aside, never deleted: in DATA_DIR/files.before-restore-<time>,
 * or copied to <prefix>before-restore-<time>/ in the bucket.
 */
export async function restore(
  config: Config,
  file: string,
  options: { replace: boolean },
  say: Say,
): Promise<Manifest> {
  const dataDir = resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  // Unpacked beside DATA_DIR/files, so the files move into place by a rename.
  const work = await mkdtemp(join(dataDir, '.restore-'));
  try {
    await tar(['-xzf', resolve(file), '-C', work]);
    const manifest = await readManifest(work);
    const database = await openDatabase(config, say);
    try {
      await loadDatabase(database.pool, work, manifest, options.replace);
    } finally {
      await database.close();
    }
    if (config.files) await placeObjects(config.files, work, say);
    else await placeFiles(dataDir, join(work, 'files'), say);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The aside name of what a restore replaces: before-restore-<time>. */
const asideName = () => `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;

async function placeObjects(location: S3Location, work: string, say: Say): Promise<void> {
  const aside = asideName();
  const kept = await setAsideObjects(location, aside);
  if (kept) say(`The ${kept} files that were in the bucket are kept under ${location.prefix}${aside}/`);
  say(`Wrote ${await uploadFiles(s3Store(location), work)} files to the bucket.`);
}

async function placeFiles(dataDir: string, restored: string, say: Say): Promise<void> {
  const files = join(dataDir, 'files');
  if (existsSync(files) && (await readdir(files)).length > 0) {
    const aside = `${files}.${asideName()}`;
    await rename(files, aside);
    say(`The files that were in ${files} are kept in ${aside}`);
  } else {
    await rm(files, { recursive: true, force: true });
  }
  if (existsSync(restored)) await rename(restored, files);
  else await mkdir(files);
}
