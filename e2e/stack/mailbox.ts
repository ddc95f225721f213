import { readdirSync } from 'node:fs';

/** The mail files (one JSON each, named in arrival order) the shared mail sink has written so far. */
export function mailFiles(): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

let earlier = new Set<string>();

/**
 * Called as each story starts: mail that arrived before it (from earlier stories, an earlier try of
 * the same story, or the other worker) is not its own. A worker runs one story at a time.
 */
export function storyStarts() {
  earlier = new Set(mailFiles());
}

/** The mail files that arrived since the current story started. */
export const newMailFiles = () => mailFiles().filter((f) => !earlier.has(f));
