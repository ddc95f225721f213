// The results the benchmark scripts wrote (bench/results/<kind>-<date>.json) read back for the summary
// page, and how the page writes a time.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Every result of a kind ('api' or 'bundle'), oldest first. */
export function readResults(kind) {
  let names = [];
  try {
    names = readdirSync(resultsDir).filter((n) => n.startsWith(`${kind}-`) && n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((n) => {
      try {
        return JSON.parse(readFileSync(join(resultsDir, n), 'utf8'));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

export const ms = (v) => (v === undefined || v === null ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));
