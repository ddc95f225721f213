import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const wikiResult = z.object({
  /** The page id, such as 'fieldbook:walls:stc-ratings'. */
  id: z.string(),
  url: z.string(),
  /** An HTML snippet from the wiki; the client sanitizes it before display. */
  description: z.string(),
});
export type WikiResult = z.infer<typeof wikiResult>;

export const searchWiki = endpoint({
  method: 'POST',
  path: '/Dokuwiki/SearchWiki',
  access: 'signed-in',
  summary: 'Full-text search of the firm’s DokuWiki.',
  body: z.object({ query: z.string().max(200).default('') }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ result: z.array(wikiResult), configured: z.boolean() }),
  }),
});

export const getRouteHelpLink = endpoint({
  method: 'POST',
  path: '/Dokuwiki/GetRouteHelpLink',
  access: 'signed-in',
  summary: 'The wiki help page of a client route, when the wiki has one.',
  body: z.object({ route: z.string().max(2000).default('/') }),
  response: z.object({ success: z.literal(true), data: z.object({ url: z.string().nullable() }) }),
});

export const wikiEndpoints = { searchWiki, getRouteHelpLink };
