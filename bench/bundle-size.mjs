// Sign-in screen bundle size: the gzip size of the JavaScript apps/web/dist/index.html makes the
// browser load before anything is shown (entry scripts plus their modulepreload chunks), and of
// its CSS, against the budget. Run after `npm run build`. See bench/README.md.
//
//   node bench/bundle-size.mjs      exit 1 when the client is not built or the JavaScript is over budget
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { commit, root, SIGN_IN_JS_BUDGET_KB, today, writeResult } from './common.mjs';

const dist = join(root, 'apps', 'web', 'dist');

/** The tags of `html` named `tag`, each as an object of its attributes (lower-case names). */
function tags(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** The file in dist an URL of index.html points to (Vite's `base` may prefix the path), or null. */
function fileOf(url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const parts = url.split(/[?#]/)[0].split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const path = join(dist, ...parts.slice(i));
    if (existsSync(path)) return path;
  }
  return null;
}

function measure(urls) {
  const files = [];
  const missing = [];
  for (const url of [...new Set(urls)]) {
    const path = fileOf(url);
    if (!path) {
      missing.push(url);
      continue;
    }
    const bytes = readFileSync(path);
    files.push({ file: relative(dist, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return {
    files,
    missing,
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  };
}

/** Measures the built client; writes bench/results/bundle-<date>.json when there is one to measure. */
export function measureBundle() {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    return {
      status: 'not-built',
      message:
        'Bundle size: not built yet — apps/web/dist/index.html does not exist. ' +
        'Run `npm run build`, then `node bench/bundle-size.mjs`.',
    };
  }
  const html = readFileSync(indexHtml, 'utf8');
  const scripts = tags(html, 'script')
    .filter((a) => a.src && !('nomodule' in a))
    .map((a) => a.src);
  const links = tags(html, 'link');
  const rel = (a, name) => (a.rel ?? '').toLowerCase().split(/\s+/).includes(name);
  const preloads = links.filter((a) => rel(a, 'modulepreload') && a.href).map((a) => a.href);
  const styles = links.filter((a) => rel(a, 'stylesheet') && a.href).map((a) => a.href);

  const js = measure([...scripts, ...preloads]);
  const css = measure(styles);
  const result = { date: today(), commit: commit(), status: 'ok', budgetKB: SIGN_IN_JS_BUDGET_KB, js, css };
  const file = writeResult('bundle', result);
  const within = js.gzip <= SIGN_IN_JS_BUDGET_KB * 1000;
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  const lines = [
    `Bundle size (sign-in screen): JavaScript ${kB(js.gzip)} gzip in ${js.files.length} file(s) ` +
      `(${kB(js.raw)} raw), CSS ${kB(css.gzip)} gzip — ${within ? 'within' : 'OVER'} the ` +
      `${SIGN_IN_JS_BUDGET_KB} kB budget.`,
  ];
  if (!scripts.length) lines.push('  Warning: index.html references no entry script.');
  for (const url of [...js.missing, ...css.missing]) lines.push(`  Warning: ${url} is not a file under apps/web/dist.`);
  lines.push(`  Wrote ${relative(root, file)}`);
  return { status: within ? 'ok' : 'over-budget', message: lines.join('\n'), result };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { status, message } = measureBundle();
  console.log(message);
  if (status !== 'ok') process.exitCode = 1;
}
