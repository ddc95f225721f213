// Lighthouse mobile audits of four screens (sign-in, the home dashboard, the job list, the new-account
// form) and the six field screens of bench/field-screens.mjs: each page audited several times with a cold HTTP cache, the median kept. Run by
// `npm run bench -- --suite lighthouse` (server and demo data started as for the other suites), or on
// to a server already running:
//
//   node bench/lighthouse.mjs --url http://127.0.0.1:3740 [--runs 3] [--reports /tmp/lh]
//
// The session is the client's own: the bearer token of demo.admin is put in localStorage under the
// key apps/web keeps it (apps/web/src/shared/api/token.ts). Lighthouse clears the HTTP cache, service workers
// and cache storage before each audit but leaves localStorage alone, so the screens behind sign-in
// open signed in and still download everything.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { commit, machine, root, today, writeResult } from './common.mjs';
import { fieldScreens } from './field-screens.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TOKEN_KEY = 'fieldbook.token'; // apps/web/src/shared/api/token.ts
const SESSION_HINT = 'fieldbook.session'; // apps/web/src/shared/api/token.ts
const DEMO_PASSWORD = 'Fieldbook-Demo-2026!'; // apps/server/src/demo/users.ts

/** The audited screens; `signedIn` ones open with demo.admin's session. */
export const LIGHTHOUSE_PAGES = [
  { name: 'Sign-in', path: '/', signedIn: false },
  { name: 'Home (dashboard)', path: '/', signedIn: true },
  { name: 'Job list', path: '/Jobs', signedIn: true },
  { name: 'New account form', path: '/Accounts/New', signedIn: true },
];

/** What each audit keeps: the score (0–100) and the metrics it is made of, in ms (CLS unitless). */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

const lighthouseVersion = () =>
  JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;

const median = (values) => {
  const s = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const round = (v, places = 0) => (v === null || v === undefined ? null : Number(v.toFixed(places)));

export async function signIn(base, username) {
  const res = await fetch(`${base}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Puts the token where the client keeps it, with its hint cookie (or removes both), on a blank page of the origin. */
export async function setSession(browser, base, token) {
  const page = await browser.newPage();
  try {
    // A static file of the origin: opening it warms no script or stylesheet of the audited screens.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      (key, value) => {
        sessionStorage.removeItem(key);
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      },
      TOKEN_KEY,
      token,
    );
    // The hint the client keeps beside a stored session (apps/web/src/shared/api/token.ts).
    if (token) await page.setCookie({ name: SESSION_HINT, value: '1', url: base });
    else await page.deleteCookie({ name: SESSION_HINT, url: base });
  } finally {
    await page.close();
  }
}

/** One audit's numbers, plus the main-thread breakdown that says where the blocking time went. */
function summarise(lhr) {
  const a = lhr.audits;
  const out = { score: round(lhr.categories.performance.score * 100) };
  for (const [key, id] of Object.entries(METRICS)) out[key] = round(a[id]?.numericValue, key === 'cls' ? 3 : 0);
  out.mainThreadMs = round(a['mainthread-work-breakdown']?.numericValue);
  out.bootupMs = round(a['bootup-time']?.numericValue);
  out.transferKB = round((a['total-byte-weight']?.numericValue ?? 0) / 1000, 1);
  out.renderBlocking = (a['render-blocking-resources']?.details?.items ?? []).map((i) => new URL(i.url).pathname);
  if (lhr.runtimeError) out.error = lhr.runtimeError.message;
  return out;
}

/** Debian's Chromium, headless, for Lighthouse (its port) and puppeteer (the browser) to share. */
export async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return { chrome, browser };
}

/**
 * Audits every page `runs` times (mobile, Lighthouse's default simulated throttling); answers the
 * runs, their medians and the 1-minute load average beside each run.
 */
export async function runLighthouseSuite({ base, runs = 3, reportsDir, only, log = console.log }) {
  const token = await signIn(base, 'demo.admin');
  const { chrome, browser } = await launchChromium();
  const pages = [];
  try {
    const targets = [...LIGHTHOUSE_PAGES, ...(await fieldScreens(base, token))];
    for (const target of targets.filter((p) => !only || p.name.toLowerCase().includes(only))) {
      await setSession(browser, base, target.signedIn ? token : null);
      const results = [];
      let failed = 0;
      for (let i = 0; i < runs; i++) {
        const load = round(loadavg()[0], 2);
        const { lhr, report } = await lighthouse(`${base}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const r = { loadAverage1m: load, ...summarise(lhr) };
        // A run whose trace Lighthouse could not record (it happens on a starved machine) is run again, twice at most.
        if (r.error) {
          log(`  ${target.name} #${i + 1}: failed (${r.error})${failed < 2 ? ', again' : ''}`);
          if (failed++ < 2) i--;
          continue;
        }
        results.push(r);
        log(
          `  ${target.name} #${i + 1}: ${r.score} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; ` +
            `main thread ${r.mainThreadMs} ms; load ${load})`,
        );
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const file = `${target.name.replace(/\W+/g, '-').toLowerCase()}-${i + 1}.json`;
          writeFileSync(join(reportsDir, file), report);
        }
      }
      const med = {};
      for (const key of ['score', ...Object.keys(METRICS), 'mainThreadMs', 'loadAverage1m']) {
        med[key] = median(results.map((r) => r[key]));
      }
      pages.push({ ...target, median: med, runs: results, failedRuns: failed });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return { runsPerPage: runs, chromium: CHROMIUM, lighthouseVersion: lighthouseVersion(), pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      reports: { type: 'string' },
      only: { type: 'string' },
    },
  });
  if (!values.url) {
    console.error(
      '--url http://host:port of a running server with the demo data (or: npm run bench -- --suite lighthouse)',
    );
    process.exit(2);
  }
  const loadBefore = round(loadavg()[0], 2);
  const lighthouseRun = await runLighthouseSuite({
    base: values.url.replace(/\/$/, ''),
    runs: Number(values.runs),
    reportsDir: values.reports,
    only: values.only?.toLowerCase(),
  });
  const file = writeResult('lighthouse', {
    date: today(),
    suite: 'lighthouse',
    commit: commit(),
    machine: machine(),
    loadAverage1m: { before: loadBefore, after: round(loadavg()[0], 2) },
    ...lighthouseRun,
  });
  console.log(`Wrote ${file}`);
}
