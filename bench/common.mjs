// Helpers shared by the benchmark scripts: how a run is labelled and where its result is written (the
// summary page, bench/results/README.md, is rewritten by bench/summary.mjs each time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsDir } from './results.mjs';
import { writeSummary } from './summary.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The sign-in screen's JavaScript budget, gzip, in kB of 1000 bytes (as Vite reports sizes). */
export const SIGN_IN_JS_BUDGET_KB = 170;

/** Local calendar date, 'YYYY-MM-DD': result files are named by it (a second run that day replaces the first). */
export function today() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The commit measured, marked '+changes' when the working tree differs from it. */
export function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

export function machine() {
  const c = cpus();
  return {
    cpu: c[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
    cpus: c.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

export function writeResult(kind, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${kind}-${data.date}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  // The summary page always shows the newest result of each benchmark.
  writeSummary();
  return file;
}

/** Signs in over HTTP at `address` (the server's base URL) and answers the bearer token. */
export async function apiSignIn(address, username, password) {
  const res = await fetch(`${address}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  return (await res.json()).token;
}
