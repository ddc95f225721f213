import type { WikiClient } from './wiki.ts';

/** DokuWiki remote API client (to be completed). */
export function createWikiClient(_cfg: { url: string; user?: string; password?: string }): WikiClient {
  throw new Error('not implemented');
}
