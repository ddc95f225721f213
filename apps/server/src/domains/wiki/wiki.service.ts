import type { Ctx } from '../../platform/context.ts';

/** Placeholder until the DokuWiki client lands: reports the wiki as not configured. */
export async function search(ctx: Ctx, query: string) {
  if (!ctx.wiki || !query.trim()) return { result: [], configured: !!ctx.wiki };
  return { result: await ctx.wiki.search(query), configured: true };
}

export async function helpLink(ctx: Ctx, route: string): Promise<string | null> {
  if (!ctx.wiki) return null;
  return ctx.wiki.pageUrl(route);
}
