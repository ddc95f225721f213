// Proposal PDF generation time: `node bench/proposal.mjs [--runs 20]`.
//
// Renders the proposal the server generates (cover letter on the letterhead, 6 scope sections,
// 8 notes, the attachment list) and merges 3 attachments of 10 pages each, exactly as
// POST /Proposal/GeneratePDF does after loading its rows (bytes and the page counts read at upload):
// the document is rendered with pdfmake, the attachments are appended and page-numbered with
// pdf-lib, and the result is hashed (SHA-256). The budget: the 95th percentile at most 300 ms.
// Writes bench/results/proposal-<date>.json. Not a test: it measures, and exits 1 over budget.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { commit, machine, today, writeResult } from './common.mjs';
import { judge, summary, timeRuns } from './timing.mjs';

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

const timed = await timeRuns(generate, { runs: RUNS, warmup: WARMUP });
const last = timed.last;
const { pageCount } = await readPdf(last.bytes);
if (pageCount !== last.pageCount) throw new Error(`counted ${last.pageCount} pages, the file has ${pageCount}`);
const result = {
  date: today(),
  commit: commit(),
  machine: machine(),
  runs: RUNS,
  warmup: WARMUP,
  attachments: { count: attachments.length, pagesEach: 10 },
  pageCount,
  bytes: last.bytes.length,
  ms: timed.ms,
  cpuMs: timed.cpuMs,
};
Object.assign(result, judge(result, result.machine.cpus, BUDGET_MS));
if (process.env.PROPOSAL_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PROPOSAL_PDF_OUT, last.bytes);
const file = writeResult('proposal', result);
console.log(
  `proposal PDF (${pageCount} pages, ${Math.round(last.bytes.length / 1024)} KB, 3 × 10 merged pages): ${summary(result)} -> ${file}`,
);
process.exitCode = result.withinBudget ? 0 : 1;
