import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importEdges, sourceFiles } from '../../../scripts/import-graph.ts';

/**
 * The server's layers (ARCHITECTURE.md): platform/ and db/ serve the domains and never import them,
 * and no two domain folders import each other (one of them would have to hold what both need, or a
 * neutral module under platform/). Read from the sources, so a new wrong-way import fails here.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const DOMAINS = join(SRC, 'domains');

const inside = (dir: string, path: string) => path.startsWith(dir + sep);
const show = (path: string) => relative(SRC, path).split(sep).join('/');
/** The domain folder a path lies in ('jobs' for domains/jobs/…), or null. */
const domainOf = (path: string) => (inside(DOMAINS, path) ? (relative(DOMAINS, path).split(sep)[0] ?? null) : null);

const edges = importEdges(sourceFiles(SRC));

describe('server imports', () => {
  it('finds the sources it checks', () => {
    expect(edges.some((e) => domainOf(e.from) === 'jobs')).toBe(true);
  });

  it('never import a domain from platform/ or db/', () => {
    const lower = [join(SRC, 'platform'), join(SRC, 'db')];
    const wrongWay = edges
      .filter((e) => lower.some((dir) => inside(dir, e.from)) && inside(DOMAINS, e.to))
      .map((e) => `${show(e.from)} → ${show(e.to)}`);
    expect(wrongWay).toEqual([]);
  });

  it('never import each other between two domain folders', () => {
    const pairs = new Map<string, string>();
    for (const { from, to } of edges) {
      const a = domainOf(from);
      const b = domainOf(to);
      // domains/index.ts and domains/seeds.ts list the areas: they are above every folder.
      if (a && b && a !== b && !a.endsWith('.ts') && !b.endsWith('.ts')) pairs.set(`${a} → ${b}`, show(from));
    }
    const cycles = [...pairs.keys()]
      .filter((key) => {
        const [a, b] = key.split(' → ');
        return a < b && pairs.has(`${b} → ${a}`);
      })
      .map((key) => {
        const [a, b] = key.split(' → ');
        return `${a} ⇄ ${b} (${pairs.get(key)}, ${pairs.get(`${b} → ${a}`)})`;
      });
    expect(cycles).toEqual([]);
  });
});
