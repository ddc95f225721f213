import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, sourceFiles } from '../../../../scripts/import-graph.ts';

/**
 * The web client's layers (docs/contributing.md, "The web client's layers"), top to bottom:
 *
 *   main.tsx → app/ → pages/ → features/ → entities/ → shared/
 *
 * A file imports only downward; only main.tsx imports app/, and main.tsx imports nothing else. Above
 * shared/, a folder of a layer is a slice (features/jobs, entities/job), entered from outside only
 * through its index.ts; two features or two pages never import each other, an entity imports another
 * only through that one's index.ts. The router (app/) may name a screen file in a lazy `import()`:
 * that is the routing table. Read from the sources, so a wrong-way import fails here.
 */

/** An import between two files, as paths under src/ with '/' separators. */
interface Edge {
  from: string;
  to: string;
  dynamic: boolean;
}

const ranks = { shared: 1, entities: 2, features: 3, pages: 4, app: 5, main: 6 } as const;
type Layer = keyof typeof ranks;

/** The layer and slice a path lies in ('features/jobs' for features/jobs/notes/X.tsx), or null outside them. */
function placeOf(path: string): { layer: Layer; slice: string } | null {
  if (path === 'main.tsx') return { layer: 'main', slice: 'main' };
  const [top, name, ...rest] = path.split('/');
  if (top === 'app' && name) return { layer: 'app', slice: 'app' };
  if ((top === 'shared' || top === 'entities' || top === 'features' || top === 'pages') && name && rest.length) {
    return { layer: top, slice: `${top}/${name}` };
  }
  return null;
}

/** Why an import breaks the layers, or null when it keeps them. `exists` tells whether a file is there. */
function wrongImport({ from, to, dynamic }: Edge, exists: (path: string) => boolean): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!exists(to)) return 'imports a file that does not exist';
  if (!a || !b) return `imports ${a ? 'a file' : 'from a file'} outside the layers`;
  const isIndex = to === `${b.slice}/index.ts`;
  if (a.slice === b.slice) return isIndex ? 'imports its own slice through its index.ts, not directly' : null;
  if (a.layer === 'main') return b.layer === 'app' ? null : 'main.tsx imports only app/';
  if (b.layer === 'app') return 'only main.tsx imports app/';
  if (ranks[b.layer] > ranks[a.layer]) return `imports upward (${a.layer} → ${b.layer})`;
  if (b.layer === 'shared') return null;
  if (a.layer === b.layer && b.layer !== 'entities') return `a slice of ${b.layer}/ never imports another`;
  if (isIndex) return null;
  // The routing table: the router's lazy import() names each screen's file, one chunk per screen.
  if (a.layer === 'app' && dynamic) return null;
  return `enters ${b.slice} past its index.ts`;
}

/** Every import of `edges` that breaks the layers, as 'from → to: why'. */
function layerViolations(edges: readonly Edge[], exists: (path: string) => boolean): string[] {
  return edges.flatMap((edge) => {
    const why = wrongImport(edge, exists);
    return why ? [`${edge.from} → ${edge.to}: ${why}`] : [];
  });
}

/** The import cycles among files, and among slices (shared/ counted as one: its folders are no business slices). */
function importCycles(edges: readonly Edge[]): string[] {
  const sliceOf = (path: string) => {
    const place = placeOf(path);
    return place?.layer === 'shared' ? 'shared' : (place?.slice ?? path);
  };
  const slices = edges.map((e) => ({ from: sliceOf(e.from), to: sliceOf(e.to) })).filter((e) => e.from !== e.to);
  return [...cycles(edges), ...cycles(slices)].map((group) => group.join(' ⇄ '));
}

const src = fileURLToPath(new URL('..', import.meta.url));
const show = (path: string) => relative(src, path).split(sep).join('/');
const files = new Set(readdirSync(src, { recursive: true, encoding: 'utf8' }).map((f) => f.split(sep).join('/')));
const edges: Edge[] = importEdges(sourceFiles(src))
  // A test may read a helper outside the client (this one does); the client itself never leaves src/.
  .filter((e) => !show(e.to).startsWith('..') || !e.from.endsWith('.test.ts'))
  .map((e) => ({ from: show(e.from), to: show(e.to), dynamic: e.dynamic }));

describe('the web client keeps its layers', () => {
  it('reads the imports', () => {
    expect(edges).toContainEqual({ from: 'main.tsx', to: 'app/App.tsx', dynamic: false });
    expect(edges.some((e) => e.dynamic && e.from === 'app/router.tsx')).toBe(true);
  });

  it('imports only downward, each slice through its index.ts', () => {
    expect(layerViolations(edges, (path) => files.has(path))).toEqual([]);
  });

  it('has no import cycle among files or slices', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('gives every entity one public entry, index.ts', () => {
    const entities = new Set(
      [...files].map((f) => placeOf(f)).flatMap((p) => (p?.layer === 'entities' ? [p.slice] : [])),
    );
    const missing = [...entities].filter((slice) => !files.has(`${slice}/index.ts`));
    expect(missing).toEqual([]);
  });
});

describe('the layer rule', () => {
  const there = () => true;
  const edge = (from: string, to: string, dynamic = false): Edge => ({ from, to, dynamic });

  it.each([
    ['a shared file importing a feature', edge('shared/ui/Crumbs.tsx', 'features/jobs/index.ts')],
    ['a shared file importing an entity', edge('shared/api/api.ts', 'entities/job/index.ts')],
    ['an entity importing a feature', edge('entities/job/JobTable.tsx', 'features/jobs/index.ts')],
    ['an entity importing a page', edge('entities/job/JobTable.tsx', 'pages/opportunities/OpportunitiesArea.tsx')],
    ['an entity importing another entity’s file', edge('entities/account/AccountForm.tsx', 'entities/office/a.ts')],
    ['a feature importing another feature’s file', edge('features/budgets/X.tsx', 'features/approvals/review/R.tsx')],
    ['a feature importing another feature’s index.ts', edge('features/budgets/X.tsx', 'features/approvals/index.ts')],
    ['a feature importing an entity’s internal file', edge('features/clone/X.tsx', 'entities/job/job.queries.ts')],
    ['a feature importing a page', edge('features/jobs/X.tsx', 'pages/opportunities/job/JobProfileLayout.tsx')],
    ['a page importing a feature’s internal file', edge('pages/opportunities/A.tsx', 'features/calls/CallScreen.tsx')],
    ['a page importing a feature lazily past its index', edge('pages/x/A.tsx', 'features/calls/CallScreen.tsx', true)],
    ['a page importing another page', edge('pages/opportunities/A.tsx', 'pages/accounts/index.ts')],
    ['a feature importing app/', edge('features/jobs/X.tsx', 'app/router.tsx')],
    ['shared importing app/', edge('shared/session/auth.tsx', 'app/shell/Shell.tsx')],
    ['main.tsx importing past app/', edge('main.tsx', 'shared/api/api.ts')],
    ['the router importing a screen file statically', edge('app/router.tsx', 'features/jobs/JobFormScreen.tsx')],
    ['a slice importing its own index.ts', edge('features/jobs/JobFormScreen.tsx', 'features/jobs/index.ts')],
    ['a file outside the layers', edge('ui/Crumbs.tsx', 'shared/ui/RecordLink.tsx')],
  ])('refuses %s', (_, wrong) => {
    expect(layerViolations([wrong], there)).toHaveLength(1);
  });

  it('refuses an import of a slice’s index.ts that does not exist', () => {
    const missing = edge('pages/opportunities/A.tsx', 'features/calls/index.ts');
    expect(layerViolations([missing], (path) => path !== missing.to)).toEqual([
      'pages/opportunities/A.tsx → features/calls/index.ts: imports a file that does not exist',
    ]);
  });

  it.each([
    ['main.tsx importing app/', edge('main.tsx', 'app/App.tsx')],
    ['the router naming a screen file lazily', edge('app/router.tsx', 'features/jobs/JobFormScreen.tsx', true)],
    ['a page importing a feature’s index.ts', edge('pages/opportunities/A.tsx', 'features/calls/index.ts')],
    ['a feature importing an entity’s index.ts', edge('features/clone/X.tsx', 'entities/job/index.ts')],
    ['an entity importing another entity’s index.ts', edge('entities/account/A.tsx', 'entities/office/index.ts')],
    ['anything above importing a shared file', edge('entities/job/JobTable.tsx', 'shared/ui/RecordLink.tsx')],
    ['a shared folder importing another', edge('shared/ui/can-open.ts', 'shared/session/session.queries.ts')],
    ['a slice importing its own files', edge('features/jobs/index.ts', 'features/jobs/notes/JobNoteForm.tsx')],
  ])('allows %s', (_, right) => {
    expect(layerViolations([right], there)).toEqual([]);
  });

  it('finds a cycle among files and among slices', () => {
    const loop = [
      edge('entities/job/index.ts', 'entities/job/a.ts'),
      edge('entities/job/a.ts', 'entities/office/index.ts'),
      edge('entities/office/index.ts', 'entities/office/b.ts'),
      edge('entities/office/b.ts', 'entities/job/index.ts'),
    ];
    expect(importCycles(loop)).toEqual([
      'entities/job/a.ts ⇄ entities/job/index.ts ⇄ entities/office/b.ts ⇄ entities/office/index.ts',
      'entities/job ⇄ entities/office',
    ]);
    expect(importCycles(loop.slice(0, 3))).toEqual([]);
  });
});
