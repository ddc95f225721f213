// Per-screen bundle sizes: for every screen module the client loads on first use (a lazy `import()` of a
// file under apps/web/src: a route's screen, an area's sub-screen, a lazily shown panel), the gzip size of
// the JavaScript and CSS it brings: its chunk and every chunk that chunk imports statically, beyond what
// the entry (the sign-in page) has already loaded. Read from Vite's manifest, so the client is built with
// `--manifest`; module membership of chunks from the source maps. See bench/README.md.
//
//   node bench/screen-chunks.mjs                         builds apps/web into a temporary folder and measures it
//   node bench/screen-chunks.mjs --dist /tmp/web-me      measures a build made with `vite build --manifest`
//   node bench/screen-chunks.mjs --out FILE              writes the result there instead of bench/results/screens-<date>.json
//   node bench/screen-chunks.mjs --compare FILE          compares with an earlier result (files moved since
//                                                        are followed through git); exit 1 when a screen grew
//                                                        by more than --max-growth per cent (default 5)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { commit, root, today, writeResult } from './common.mjs';

const web = join(root, 'apps', 'web');

/** Builds the client with a manifest into a new temporary folder; returns the folder. */
function build() {
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-screens-'));
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  return dir;
}

/** The gzip size (level 9) of each file of `dist`, read once. */
function sizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

/** The source modules under apps/web/src a chunk holds, from its source map ('features/…/X.tsx'). */
function modulesOf(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources
    .map((s) => resolve(dirname(map), s).split(/[\\/]apps[\\/]web[\\/]src[\\/]/)[1])
    .filter(Boolean)
    .map((p) => p.split('\\').join('/'));
}

/** Every manifest key a chunk loads before it runs: itself and its static imports, transitively. */
function closure(manifest, key) {
  const seen = new Set();
  const pending = [key];
  while (pending.length) {
    const k = pending.pop();
    if (seen.has(k) || !manifest[k]) continue;
    seen.add(k);
    pending.push(...(manifest[k].imports ?? []));
  }
  return seen;
}

/** JavaScript and CSS files of a set of chunks, with their gzip sizes. */
function filesOf(manifest, keys, size) {
  const js = new Set([...keys].map((k) => manifest[k].file));
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const sum = (files) => [...files].reduce((s, f) => s + size(f), 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

/** Measures a built client; the screens keyed by their source path under apps/web/src. */
export function measureScreens(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with \`vite build --manifest\`.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const size = sizer(dist);
  const entryKeys = closure(manifest, 'index.html');
  const entry = filesOf(manifest, entryKeys, size);
  const screens = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/')) continue;
    const own = new Set([...closure(manifest, key)].filter((k) => !entryKeys.has(k)));
    const files = filesOf(manifest, own, size);
    screens[key.slice('src/'.length)] = {
      chunk: chunk.file,
      chunkJs: size(chunk.file),
      js: files.jsGzip,
      css: files.cssGzip,
      total: files.jsGzip + files.cssGzip,
      files: [...files.js, ...files.css].sort(),
      modules: modulesOf(dist, chunk.file),
    };
  }
  return { entry: { js: entry.jsGzip, css: entry.cssGzip, files: [...entry.js, ...entry.css].sort() }, screens };
}

/** Files renamed since `base` under apps/web/src (git's rename detection), old → new, relative to src. */
function renamesSince(base) {
  const src = 'apps/web/src/';
  const out = execFileSync('git', ['diff', '-M', '--name-status', base, '--', src], { cwd: root, encoding: 'utf8' });
  const renames = new Map();
  for (const line of out.split('\n')) {
    const [status, from, to] = line.split('\t');
    if (status?.startsWith('R')) renames.set(from.slice(src.length), to.slice(src.length));
  }
  return renames;
}

/**
 * Each earlier screen beside the screen that brings its module now: the same file, moved or not, or
 * the lazily loaded module whose chunk holds it (a screen that became part of a page's chunk).
 */
export function compareScreens(before, after, renames) {
  const rows = [];
  const matched = new Set();
  for (const [path, old] of Object.entries(before.screens)) {
    const now = renames.get(path) ?? path;
    const match = after.screens[now]
      ? now
      : Object.keys(after.screens).find((k) => after.screens[k].modules.includes(now));
    if (match) matched.add(match);
    const total = match ? after.screens[match].total : null;
    rows.push({
      screen: path,
      now: match ?? null,
      before: old.total,
      after: total,
      change: total === null ? null : (total - old.total) / old.total,
      files: `${old.files.length} → ${match ? after.screens[match].files.length : '–'}`,
    });
  }
  for (const [path, screen] of Object.entries(after.screens)) {
    if (!matched.has(path)) rows.push({ screen: null, now: path, before: null, after: screen.total, change: null });
  }
  return rows;
}

const kB = (n) => (n === null ? '–' : (n / 1000).toFixed(1));
const pct = (c) => (c === null ? '–' : `${c >= 0 ? '+' : ''}${(100 * c).toFixed(1)} %`);

function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      out: { type: 'string' },
      compare: { type: 'string' },
      'max-growth': { type: 'string', default: '5' },
    },
  });
  const dist = values.dist ?? build();
  const measured = measureScreens(dist);
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
  const result = { date: today(), commit: commit(), ...measured };
  const file = values.out ? resolve(values.out) : writeResult('screens', result);
  if (values.out) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  const screens = Object.entries(measured.screens).sort((a, b) => b[1].total - a[1].total);
  console.log(`Entry (sign-in): JavaScript ${kB(measured.entry.js)} kB, CSS ${kB(measured.entry.css)} kB gzip.`);
  console.log(`${screens.length} screens; the ten largest beyond the entry (JavaScript + CSS, gzip kB):`);
  for (const [path, s] of screens.slice(0, 10)) console.log(`  ${kB(s.total).padStart(6)}  ${path}`);
  console.log(`Wrote ${relative(root, file)}`);
  if (!values.compare) return;

  const before = JSON.parse(readFileSync(values.compare, 'utf8'));
  const rows = compareScreens(before, result, renamesSince(before.commit.replace('+changes', '')));
  const limit = Number(values['max-growth']) / 100;
  const changed = rows.filter((r) => r.change !== null).sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  console.log(`\nAgainst ${values.compare} (commit ${before.commit}), the largest changes:`);
  console.log('| screen | before kB | after kB | change | files |\n|---|--:|--:|--:|--:|');
  for (const r of changed.slice(0, 15)) {
    const name = r.now === r.screen ? r.screen : `${r.screen} → ${r.now}`;
    console.log(`| ${name} | ${kB(r.before)} | ${kB(r.after)} | ${pct(r.change)} | ${r.files} |`);
  }
  for (const r of rows.filter((r) => r.change === null)) {
    console.log(r.screen ? `  gone: ${r.screen}` : `  new: ${r.now} (${kB(r.after)} kB)`);
  }
  const entryChange = (result.entry.js - before.entry.js) / before.entry.js;
  console.log(`Entry JavaScript: ${kB(before.entry.js)} → ${kB(result.entry.js)} kB (${pct(entryChange)}).`);
  const over = changed.filter((r) => r.change > limit);
  if (over.length) {
    console.log(`${over.length} screen(s) grew by more than ${values['max-growth']} %.`);
    process.exitCode = 1;
  }
}

main();
