import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A source tree's imports between its own files, read from the sources, for the tests that keep its
 * layers: apps/server/test/imports.test.ts and apps/web/src/app/layers.test.ts.
 */

/** One file importing another: static, type-only and re-exports alike, or `import()` (dynamic). */
export interface ImportEdge {
  from: string;
  to: string;
  dynamic: boolean;
}

/** Every TypeScript file under `dir` (.ts, .tsx), as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const specifier = /(?:\bfrom\s+|(?<dynamic>\bimport\s*\(\s*)|^\s*import\s+)['"](?<path>[^'"]+)['"]/gm;

/** The files each of `files` imports by relative path (packages left out), resolved to absolute paths. */
export function importEdges(files: string[]): ImportEdge[] {
  return files.flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(specifier)]
      .filter((m) => m.groups?.path?.startsWith('.'))
      .map((m) => ({ from, to: resolve(dirname(from), m.groups?.path ?? ''), dynamic: Boolean(m.groups?.dynamic) })),
  );
}

/**
 * The import cycles of a graph: each group of two or more nodes that reach one another (Tarjan's
 * strongly connected components), and each node that imports itself.
 */
export function cycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
