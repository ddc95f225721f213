// Proposal PDF generation time: `node bench/proposal.mjs [--runs 20]`.
//
// Renders the proposal the server generates (cover letter on the letterhead, 6 scope sections,
// 8 notes, the attachment list) and merges 3 attachments of 10 pages each, exactly as
// POST /Proposal/GeneratePDF does after loading its rows (bytes and the page counts read at upload):
// the document is rendered with pdfmake, the attachments are appended and page-numbered with
// pdf-lib, and the result is hashed (SHA-256). The budget: the 95th percentile at most 300 ms.
// Writes bench/results/proposal-<date>.json. Not a test: it measures, and exits 1 over budget.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { commit, machine, today, writeResult } from './common.mjs';

register();
const { renderPdf, renderPdfCounted, readPdf } = await import('../apps/server/src/platform/pdf/index.ts');
const { proposalDocument } = await import('../apps/server/src/domains/proposals/proposal-document.ts');

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Number(args.runs);
const WARMUP = 3;
const BUDGET_MS = 300;

const lorem =
  'Supply, deliver, install and remove a temporary acoustic barrier wall of steel beams every 20 ft with acoustic panels between them, engineered for the site wind load. ';

async function attachment(name) {
  return renderPdf({
    content: Array.from({ length: 10 }, (_, i) => ({
      stack: [
        { text: `${name} – page ${i + 1}`, style: 'h1' },
        { text: lorem.repeat(12) },
        { text: lorem.repeat(8), margin: [0, 8, 0, 0] },
      ],
      ...(i > 0 ? { pageBreak: 'before' } : {}),
    })),
  });
}

// As stored: the bytes and the page count read once at upload.
const attachments = [];
for (const [attachmentName, label] of [
  ['Standard Terms and Conditions', 'Terms'],
  ['Sound Wall Product Sheet', 'Product Sheet'],
  ['Site Safety Plan', 'Safety Plan'],
]) {
  const bytes = await attachment(label);
  attachments.push({ attachmentName, bytes, pageCount: (await readPdf(bytes)).pageCount });
}

const proposal = {
  proposalId: 1,
  jobId: 1,
  title: 'Hawkins 14-22 Pad – Sound Wall and Monitoring',
  date: null,
  encContact: 1,
  companyLocation: 1,
  companyContact: 1,
  companyContactPronoun: 'Ms.',
  reference: 'RFQ-2231',
  subject: 'Temporary sound wall and noise monitoring',
  introParagraph: `Thank you for the opportunity. ${lorem}\n\n${lorem}`,
  proposalScope: Array.from({ length: 6 }, (_, i) => ({
    scopeItemId: i + 1,
    scopeName: `Sound Wall - STC 32 - ${16 + i * 4} ft - Freestanding`,
    title: `Sound Wall STC 32, section ${i + 1}`,
    description: lorem.repeat(3),
    internalDescription: 'North and west sides',
    optional: i === 4,
    hideService: false,
    detailed: i % 2 === 0,
    quantity: 20 + i,
    order: i,
  })),
  notes: Array.from({ length: 8 }, (_, i) => ({ note: `Note ${i + 1}: ${lorem}`, custom: i > 4, order: i })),
  attachments: [],
};

async function generate() {
  const doc = proposalDocument(proposal, {
    date: new Date(),
    office: {
      name: 'Denver',
      address: '4410 Brighton Blvd',
      city: 'Denver',
      state: 'CO',
      zipCode: '80216',
      phoneNumber: '(303) 555-0140',
    },
    jobName: 'Hawkins 14-22 Pad – sound wall',
    jobNumber: 'FB-1001',
    accountName: 'Copperline Resources',
    contact: { firstName: 'Dana', lastName: 'Whitfield' },
    location: {
      locationName: 'Midland Field Office',
      address1: '300 N Loraine St',
      address2: '',
      city: 'Midland',
      state: 'TX',
      zip: '79701',
    },
    signer: { firstName: 'Grant', lastName: 'Holloway', positionTitle: 'Account Executive' },
    attachments,
  });
  const { bytes, pageCount } = await renderPdfCounted(doc, {
    append: attachments.map((a) => a.bytes),
    footerLabel: 'FB-1001 · RFQ-2231',
  });
  createHash('sha256').update(bytes).digest('hex');
  return { bytes, pageCount };
}

for (let i = 0; i < WARMUP; i++) await generate();
const times = [];
const cpu = [];
let last;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const used = process.cpuUsage();
  last = await generate();
  times.push(performance.now() - start);
  const { user, system } = process.cpuUsage(used);
  cpu.push((user + system) / 1000);
}
const { pageCount } = await readPdf(last.bytes);
if (pageCount !== last.pageCount) throw new Error(`counted ${last.pageCount} pages, the file has ${pageCount}`);
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const pctOf = (list, p) =>
  Math.round(list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] * 10) / 10;
const pct = (p) => pctOf(times, p);
const result = {
  date: today(),
  commit: commit(),
  machine: machine(),
  runs: RUNS,
  warmup: WARMUP,
  attachments: { count: attachments.length, pagesEach: 10 },
  pageCount,
  bytes: last.bytes.length,
  /** Wall-clock time of one generation. */
  ms: { min: pct(0.01), p50: pct(50), p95: pct(95), max: pct(100) },
  /** CPU time of the process for one generation (user + system; includes the garbage collector). */
  cpuMs: { p50: pctOf(cpu, 50), p95: pctOf(cpu, 95) },
  /** Other work on the machine while measuring: the wall-clock figures grow with it. */
  loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
  budgetMs: BUDGET_MS,
};
// On a machine busy with other work the wall clock measures the queue for a core, not this code: the
// budget is then judged on CPU time (the wall-clock figures are recorded all the same).
result.judgedBy = result.loadAverage[0] < result.machine.cpus ? 'wall-clock p95' : 'CPU p95 (machine busy)';
result.withinBudget = (result.judgedBy.startsWith('wall') ? result.ms.p95 : result.cpuMs.p95) <= BUDGET_MS;
if (process.env.PROPOSAL_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PROPOSAL_PDF_OUT, last.bytes);
const file = writeResult('proposal', result);
console.log(
  `proposal PDF (${pageCount} pages, ${Math.round(last.bytes.length / 1024)} KB, 3 × 10 merged pages): p50 ${result.ms.p50} ms, p95 ${result.ms.p95} ms, max ${result.ms.max} ms; CPU p50 ${result.cpuMs.p50} ms, p95 ${result.cpuMs.p95} ms; load ${result.loadAverage[0]} (budget ${BUDGET_MS} ms on ${result.judgedBy}: ${result.withinBudget ? 'within' : 'OVER'}) -> ${file}`,
);
process.exitCode = result.withinBudget ? 0 : 1;
