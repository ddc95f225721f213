#!/usr/bin/env node
// npm test: every check, in order, stopping at the first failure; ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'fieldbook-results-'));
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(ok) {
  console.log(
    `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}

function readVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function readPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  counts.passed += s.expected + s.flaky;
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
}

/** Playwright drives Debian's Chromium; install it when missing and we may (root), else say how. */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    run('Installing Chromium', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
    if (existsSync('/usr/bin/chromium')) return true;
  }
  console.error('Browser tests need /usr/bin/chromium: run `sudo apt-get install chromium` (Debian).');
  return false;
}

const steps = [
  () => run('Lint (Biome)', 'npx', ['biome', 'check', '.']),
  () => run('Type check', 'npm', ['run', '--silent', 'typecheck']),
  () => {
    const file = join(out, 'vitest.json');
    const ok = run('Unit and API tests (Vitest)', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ]);
    readVitest(file);
    return ok;
  },
  () => run('Web build', 'npm', ['run', '--silent', 'build']),
  () => {
    if (!ensureChromium()) return false;
    const file = join(out, 'playwright.json');
    const ok = run('Browser tests (Playwright)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    readPlaywright(file);
    return ok;
  },
];

for (const step of steps) if (!step()) finish(false);
finish(true);
