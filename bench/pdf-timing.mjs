// What the document PDF benches share: a camera-like photo to draw, and timing one document's
// rendering into its result file (bench/results/<kind>-<date>.json) with its budget judged.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { commit, machine, today, writeResult } from './common.mjs';
import { judge, summary, timeRuns } from './timing.mjs';

/** `--runs N` (30 by default): how many renderings are timed after the warm-up. */
export const runsAsked = () => Number(parseArgs({ options: { runs: { type: 'string', default: '30' } } }).values.runs);

/** A JPEG photo with a camera's amount of detail: random noise compresses about as badly as a real scene. */
export async function cameraPhoto(seed, width, height) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (x >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Times `generate` (a renderPdf of one document) `runs` times after 3 warm-up renderings, writes the
 * result as `kind` with `document` (what the bench's document holds), keeps the last PDF at the path
 * in `outEnv` when that variable is set, prints a line, and sets the exit code 1 over `budgetMs`.
 */
export async function benchPdf({ kind, label, generate, readPdf, runs, budgetMs, document, outEnv }) {
  const warmup = 3;
  const timed = await timeRuns(generate, { runs, warmup });
  const last = timed.last;
  const { pageCount } = await readPdf(last);
  const result = {
    date: today(),
    commit: commit(),
    machine: machine(),
    runs,
    warmup,
    document,
    pageCount,
    bytes: last.length,
    ms: timed.ms,
    cpuMs: timed.cpuMs,
  };
  Object.assign(result, judge(result, result.machine.cpus, budgetMs));
  if (process.env[outEnv]) writeFileSync(process.env[outEnv], last);
  const file = writeResult(kind, result);
  console.log(`${label} (${pageCount} pages, ${Math.round(last.length / 1024)} KB): ${summary(result)} -> ${file}`);
  process.exitCode = result.withinBudget ? 0 : 1;
}
