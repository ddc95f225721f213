// What Lighthouse's phone simulation waits for before a screen's largest paint: one mobile audit of a
// screen, then the requests and main-thread tasks its simulation (Lantern) counted before the LCP,
// each with its simulated start and end. The score is the simulation's, so this list is where time can
// be won: fewer sequential waves of requests, fewer bytes, shorter tasks.
//
//   node bench/lighthouse-path.mjs --url http://127.0.0.1:3740 --path /Jobs [--signed-out]
//
// The server must run on the demo data (as for bench/lighthouse.mjs, whose session set-up it shares).
import { parseArgs } from 'node:util';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, setSession, signIn } from './lighthouse.mjs';

const { values } = parseArgs({
  options: { url: { type: 'string' }, path: { type: 'string', default: '/' }, 'signed-out': { type: 'boolean' } },
});
if (!values.url) {
  console.error('--url http://host:port of a running server with the demo data');
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');
const token = values['signed-out'] ? null : await signIn(base, 'demo.admin');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  await setSession(browser, base, token);
  await browser.disconnect();
  const { lhr } = await lighthouse(`${base}${values.path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `score ${Math.round(lhr.categories.performance.score * 100)}: FCP ${metric('first-contentful-paint')} ms, ` +
      `LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
  );
  // The simulation keeps every graph it ran; the pessimistic LCP graph holds everything before the paint.
  const timings = Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  const rows = [...(timings ?? [])].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType ?? ''} ${node.request.url.replace(base, '')} ${node.request.transferSize} B`
        : `main thread, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed`;
    console.log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
  }
} finally {
  chrome.kill();
}
