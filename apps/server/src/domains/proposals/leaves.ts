import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { scopeBuilderNodes } from '../../db/schema/index.ts';
import { SCOPE_NAME_SEPARATOR } from '../hand-off/scope.service.ts';

export interface Leaf {
  leafId: number;
  /** The tiers' names root to leaf, joined as a scope item's name is. */
  scopeName: string;
  enabled: boolean;
}

/**
 * The leaves of the scope builder tree (items without children), each with its full name, in tree
 * order: the scope combinations a proposal configuration is written for.
 */
export async function scopeLeaves(tx: Tx): Promise<Leaf[]> {
  const rows = await tx
    .select()
    .from(scopeBuilderNodes)
    .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const out: Leaf[] = [];
  const walk = (parentId: number | null, names: string[], enabled: boolean) => {
    for (const n of children.get(parentId) ?? []) {
      const path = [...names, n.itemName];
      if (children.has(n.id)) walk(n.id, path, enabled && n.enabled);
      else out.push({ leafId: n.id, scopeName: path.join(SCOPE_NAME_SEPARATOR), enabled: enabled && n.enabled });
    }
  };
  walk(null, [], true);
  return out;
}

/** The leaves by id. */
export async function leafNames(tx: Tx): Promise<Map<number, string>> {
  return new Map((await scopeLeaves(tx)).map((l) => [l.leafId, l.scopeName]));
}
