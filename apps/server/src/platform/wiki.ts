import type { WikiResult } from '@fieldbook/contract';

/** The firm's DokuWiki, reached over its remote API. */
export interface WikiClient {
  search(query: string): Promise<WikiResult[]>;
  /** The public URL of a page when it exists, otherwise null. */
  pageUrl(pageId: string): Promise<string | null>;
}
