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

/**
 * The Debian packages the tests use, each with how to tell it is there: Chromium for Playwright,
 * DokuWiki with PHP for the wiki tests, poppler-utils and qpdf to read generated PDFs back,
 * LibreOffice Calc to print the spreadsheet exports (as their readers would) and count the pages.
 */
const systemPackages = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'dokuwiki', present: () => existsSync('/usr/share/dokuwiki/lib/exe/xmlrpc.php') },
  { name: 'php-cli', present: () => spawnSync('php', ['-v']).status === 0 },
  { name: 'php-xml', present: () => /^xml$/im.test(spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout ?? '') },
  { name: 'poppler-utils', present: () => existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm') },
  { name: 'qpdf', present: () => existsSync('/usr/bin/qpdf') },
  {
    name: 'libreoffice-calc-nogui',
    present: () => existsSync('/usr/bin/soffice') && existsSync('/usr/lib/libreoffice/program/libsclo.so'),
  },
];

/** Installs the missing system packages when we may (root), else says in one sentence how to. */
function ensureSystemPackages() {
  const missing = () => systemPackages.filter((p) => !p.present()).map((p) => p.name);
  let need = missing();
  if (need.length === 0) return true;
  if (process.getuid?.() === 0) {
    run('Installing system packages', 'sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${need.join(' ')}`,
    ]);
    need = missing();
    if (need.length === 0) return true;
  }
  console.error(`The tests need Debian packages that are missing: run \`sudo apt-get install ${need.join(' ')}\`.`);
  return false;
}

// The runtime every step below runs on: npm puts the project's own Node (package.json optionalDependencies)
// first on the PATH of its scripts, so this names it, not the machine's.
console.log(`Node.js ${process.version} (${process.execPath})`);

const steps = [
  ensureSystemPackages,
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
