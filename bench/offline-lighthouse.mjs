// Lighthouse's mobile audit of field screens on their second visit with the network cut: the crew member
// opened Fieldbook once with a signal; now, at the well pad, the page comes from the service worker and the
// data from the device. Run on a server with the demo data:
//
//   node bench/offline-lighthouse.mjs --url http://127.0.0.1:3740 [--runs 3] [--user demo.technician]
//
// The browser reaches the server through bench/network-switch.mjs; the first visit goes through it online,
// then the switch is cut and each audit runs with storage kept (`disableStorageReset`: the service worker,
// its store and the device's copy of the data stay, as on the crew's phone).
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { commit, machine, today, writeResult } from './common.mjs';
import { launchChromium, setSession, signIn } from './lighthouse.mjs';
import { startNetworkSwitch } from './network-switch.mjs';

/** The field screens audited offline, and what each shows only once its data is on the page. */
export const OFFLINE_PAGES = [
  // A job's row links to its page: the list drew the device's jobs, not an empty or waiting state.
  { name: 'Job list (offline)', path: '/Jobs', shows: 'main a[href^="/Opportunities/"]' },
];

const round = (v) => (v === null || v === undefined ? null : Math.round(v));
const median = (values) => {
  const s = values.filter((v) => v !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** The first visit with a signal: the worker installed and in control, the field data fetched ahead. */
async function visitOnline(browser, base, path) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload({ waitUntil: 'networkidle0' }); // now controlled by the worker
    // The device's copy is written a moment after its queries settle (apps/web/src/shared/offline/).
    await new Promise((resolve) => setTimeout(resolve, 3000));
  } finally {
    await page.close();
  }
}

/** Whether the screen, opened again offline, shows its data (so the audit measured a working screen). */
async function showsOffline(browser, base, target) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}${target.path}`);
    await page.waitForSelector(target.shows, { timeout: 15_000 });
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

function summarise(lhr) {
  const a = lhr.audits;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  return {
    score: round(lhr.categories.performance.score * 100),
    lcpMs: round(a['largest-contentful-paint']?.numericValue),
    fcpMs: round(a['first-contentful-paint']?.numericValue),
    observedLcpMs: round(observed.observedLargestContentfulPaint),
    tbtMs: round(a['total-blocking-time']?.numericValue),
    fromServiceWorker: (a['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Document')
      .length,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
  };
}

export async function runOfflineLighthouse({ url, runs = 3, user = 'demo.technician', log = console.log }) {
  const cable = await startNetworkSwitch(url);
  const { chrome, browser } = await launchChromium();
  const pages = [];
  try {
    await setSession(browser, cable.base, await signIn(url, user));
    for (const target of OFFLINE_PAGES) {
      cable.cut(false);
      await visitOnline(browser, cable.base, target.path);
      cable.cut(true);
      const results = [];
      for (let i = 0; i < runs; i++) {
        const load = Math.round(loadavg()[0] * 100) / 100;
        const { lhr } = await lighthouse(`${cable.base}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        const r = { loadAverage1m: load, ...summarise(lhr) };
        results.push(r);
        log(`  ${target.name} #${i + 1}: LCP ${r.lcpMs} ms (observed ${r.observedLcpMs} ms), score ${r.score}`);
      }
      const shows = await showsOffline(browser, cable.base, target);
      log(`  ${target.name}: ${shows ? 'shows its data offline' : 'did NOT show its data offline'}`);
      pages.push({
        ...target,
        showsDataOffline: shows,
        median: {
          lcpMs: median(results.map((r) => r.lcpMs)),
          observedLcpMs: median(results.map((r) => r.observedLcpMs)),
        },
        runs: results,
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await cable.close();
  }
  return { user, runsPerPage: runs, budgetLcpMs: 1000, pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '3' }, user: { type: 'string' } },
  });
  if (!values.url) {
    console.error('--url http://host:port of a running server with the demo data');
    process.exit(2);
  }
  const result = await runOfflineLighthouse({
    url: values.url.replace(/\/$/, ''),
    runs: Number(values.runs),
    user: values.user,
  });
  const file = writeResult('offline-lighthouse', { date: today(), commit: commit(), machine: machine(), ...result });
  console.log(`Wrote ${file}`);
}
