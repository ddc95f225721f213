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

describe('server import graph', () => {
  /**
   * The import cycles among `edges`, each as the files round it: a depth-first walk that meets a file
   * still open on its path. Type-only imports count: they vanish at run time, but a cycle of types
   * still ties two modules so that neither can be read, moved or tested without the other (the layers
   * are a design rule, not a loader's). A file "importing" itself is left out: that is an example in
   * its own doc comment (platform/pdf/index.ts), which the reader sees as text.
   */
  function cyclesIn(graph: { from: string; to: string }[]): string[] {
    const next = new Map<string, string[]>();
    for (const { from, to } of graph) if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const cycles: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === 'open') cycles.push([...path.slice(path.indexOf(to)), to].map(show).join(' → '));
        else if (!state.has(to)) visit(to);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of next.keys()) if (!state.has(file)) visit(file);
    return cycles;
  }

  it('finds a cycle when there is one', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((name) => join(SRC, name));
    const graph = [
      { from: a, to: b },
      { from: b, to: c },
      { from: c, to: a },
    ];
    expect(cyclesIn(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });

  it('has no import cycle among the server files', () => {
    expect(cyclesIn(edges)).toEqual([]);
  });
});
