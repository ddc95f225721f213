import { findClientRoute, messages, type WikiResult } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { WikiClient } from '../../platform/wiki.ts';

/** Help pages change rarely, and every navigation asks for one: five minutes keeps the wiki quiet. */
const HELP_TTL_MS = 5 * 60_000;
/** A failed look-up is remembered briefly, so a wiki that is down does not cost every navigation 5 s. */
const HELP_FAILURE_TTL_MS = 30_000;

export async function search(ctx: Ctx, query: string): Promise<{ result: WikiResult[]; configured: boolean }> {
  if (!ctx.wiki) return { result: [], configured: false };
  // The specification does not validate an empty query: it simply finds nothing.
  const q = query.trim();
  if (!q) return { result: [], configured: true };
  try {
    return { result: await ctx.wiki.search(q), configured: true };
  } catch (err) {
    ctx.log.error({ err }, 'wiki search failed');
    throw new AppError(502, messages.wikiUnavailable);
  }
}

/**
 * The help page of a client route: the literal segments of its pattern, lower-cased, under 'help'
 * ('/Admin/UserList' -> 'help:admin:userlist', '/' -> 'help:home'). Null for a route we do not know.
 */
export function helpPageId(route: string): string | null {
  const pattern = findClientRoute(route)?.pattern;
  if (pattern === undefined) return null;
  const words = pattern
    .split('/')
    .filter((s) => s && s !== '*' && !s.startsWith(':'))
    .map((s) => s.toLowerCase());
  return ['help', ...(words.length ? words : ['home'])].join(':');
}

interface Cached {
  url: Promise<string | null>;
  expires: number;
}
/** One cache per client, so apps built on different wikis (as tests do) never share answers. */
const caches = new WeakMap<WikiClient, Map<string, Cached>>();

function cacheOf(wiki: WikiClient): Map<string, Cached> {
  const cache = caches.get(wiki) ?? new Map<string, Cached>();
  caches.set(wiki, cache);
  return cache;
}

/**
 * The URL of a route's help page, or null. Failures answer null and are only logged (the
 * specification: a help-link failure shows nothing). The cache is bounded: ids come from the route table.
 */
export async function helpLink(ctx: Ctx, route: string): Promise<string | null> {
  const id = helpPageId(route);
  if (!ctx.wiki || !id) return null;
  const cache = cacheOf(ctx.wiki);
  const hit = cache.get(id);
  if (hit && hit.expires > Date.now()) return hit.url;
  // The promise itself is cached, so concurrent navigations share one call to the wiki.
  const url = ctx.wiki.pageUrl(id).catch((err: unknown) => {
    ctx.log.warn({ err, pageId: id }, 'wiki help link failed');
    cache.set(id, { url: Promise.resolve(null), expires: Date.now() + HELP_FAILURE_TTL_MS });
    return null;
  });
  cache.set(id, { url, expires: Date.now() + HELP_TTL_MS });
  return url;
}
