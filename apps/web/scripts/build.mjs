#!/usr/bin/env node
// npm run build: builds the web client into .builds/<hash of its inputs>/ and then points the `dist`
// link at it in one rename, so a server serving `dist` never sees a half-written build (two servers
// from one checkout no longer break each other). When the sources of the client and the contract have
// not changed since a finished build, that build is used again and nothing is built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP = new Set(['node_modules', 'dist', '.builds']);
/** Finished builds kept besides the current one (a server may still be sending their files). */
const KEEP = 2;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** A hash of every file (name and content) under `roots`, plus the single files in `extra`. */
export function inputsHash(base, roots, extra = []) {
  const hash = createHash('sha256');
  const paths = [...roots.flatMap((r) => [...files(join(base, r))]), ...extra.map((f) => join(base, f))].sort();
  for (const path of paths) {
    hash.update(relative(base, path));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Points the symlink `link` at `target` in one rename; a directory left by an older build is moved away. */
export function switchLink(link, target) {
  const temp = `${link}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  symlinkSync(relative(dirname(link), target), temp);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  renameSync(temp, link);
}

/**
 * Makes `link` point at a finished build of the current inputs: reuses it when it exists (`marker`, a
 * file every finished build holds, is there), otherwise calls `build(dir)` on a fresh folder and moves
 * that into place when it succeeds. Answers whether it built.
 */
export function buildOnce({ buildsDir, link, hash, build, marker = 'index.html' }) {
  const done = join(buildsDir, hash);
  if (existsSync(join(done, marker))) {
    switchLink(link, done);
    return false;
  }
  mkdirSync(buildsDir, { recursive: true });
  const temp = join(buildsDir, `${hash}.${process.pid}.tmp`);
  rmSync(temp, { recursive: true, force: true });
  build(temp);
  // Another build of the same inputs may have finished first: either copy will do.
  if (existsSync(done)) rmSync(temp, { recursive: true, force: true });
  else renameSync(temp, done);
  switchLink(link, done);
  prune(buildsDir, hash);
  return true;
}

/** Deletes finished builds beyond the newest KEEP others; unfinished ones belong to running builds. */
function prune(buildsDir, current) {
  const old = readdirSync(buildsDir)
    .filter((name) => name !== current && !name.endsWith('.tmp'))
    .map((name) => ({ path: join(buildsDir, name), at: lstatSync(join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { path } of old.slice(KEEP)) rmSync(path, { recursive: true, force: true });
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const root = join(web, '../..');
  const hash = inputsHash(root, ['apps/web', 'packages/contract'], ['package-lock.json']);
  const built = buildOnce({
    buildsDir: join(web, '.builds'),
    link: join(web, 'dist'),
    hash,
    build: (dir) => {
      run('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], web);
      run('node', [join(web, 'scripts/compress.mjs'), dir], web);
    },
  });
  if (!built) console.log(`web client unchanged since its last build (${hash}): using it`);
}
