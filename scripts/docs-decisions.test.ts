// The decision record stays findable: one file per area under docs/decisions/, each short enough to
// read, each decision dated and tied to the specification section it answers, every section in the
// index, and every file or section the repository names there still existing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const decisionsDir = join(root, 'docs/decisions');
const INDEX = 'README.md';
const MAX_LINES = 800;

const read = (path: string) => readFileSync(path, 'utf8');
const areaFiles = readdirSync(decisionsDir).filter((f) => f.endsWith('.md') && f !== INDEX);

// `*2026-11-22 · document 2 §4*`, `*2026-11-22, amended 2026-11-24 · no section: performance*`.
const DAY = String.raw`\d{4}-\d{2}-\d{2}`;
const dateLine = new RegExp(String.raw`^\*${DAY}(, amended ${DAY}( and ${DAY})*)? · (document \d|no section: ).+\*$`);

const headings = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^#{2,6} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));

// GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered.
const anchors = (text: string) => {
  const seen = new Map<string, number>();
  return new Set(
    headings(text).map((heading) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
};

// What a quoted section name may stand for: a heading or a bold lead ('**Lists at the speed of SQL.**').
const sectionNames = (text: string) =>
  [...headings(text), ...[...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1])].map((name) =>
    name.replace(/\s+/g, ' ').toLowerCase(),
  );

// What .gitignore keeps out of the repository (builds, data, installed packages, test output).
const SKIPPED_DIRS = new Set('node_modules .git .builds dist data .data test-results playwright-report'.split(' '));
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|json|css|html|sql|sh|ya?ml)$|^run$/;
const self = relative(root, import.meta.filename);

const repositoryFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repositoryFiles(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });

// A comment or paragraph read as one line, so a name wrapped onto the next comment line is whole again.
const joinLines = (text: string) => text.replace(/[ \t]*\n[ \t]*(?:\/\/|\*(?!\*)|#)?[ \t]*/g, ' ');

// `docs/decisions/jobs.md "Clone"`, `docs/decisions/inventory.md, "Inventory at scale",
// performance-and-phones.md "Lists a page at a time"`: the path, then the names quoted after it.
const namedSections = (text: string, from: number, file: string) => {
  const named: { file: string; name: string }[] = [];
  const next = /^[,;]?\s*(?:see\s+)?(?:([\w-]+\.md),?\s*)?"([^"]+)"/;
  let rest = text.slice(from);
  for (let m = next.exec(rest); m; m = next.exec(rest)) {
    if (m[1]) file = m[1];
    named.push({ file, name: m[2] });
    rest = rest.slice(m[0].length);
  }
  return named;
};

const problemsIn = (path: string): string[] => {
  const name = relative(root, path);
  const text = joinLines(read(path));
  const problems: string[] = [];
  for (const m of text.matchAll(/docs\/decisions(\.md|\/(?:[\w-]+\.md)?)?(?:#([\w-]+))?/g)) {
    const target = `docs/decisions${m[1] ?? ''}`;
    if (!existsSync(join(root, target))) {
      problems.push(`${name} names ${target}, which does not exist`);
      continue;
    }
    if (!m[1]?.endsWith('.md')) continue;
    if (m[2] && !anchors(read(join(root, target))).has(m[2]))
      problems.push(`${name} names ${target}#${m[2]}, which is no heading there`);
    for (const ref of namedSections(text, m.index + m[0].length, m[1].slice(1))) {
      const file = join(decisionsDir, ref.file);
      const wanted = ref.name.replace(/\s+/g, ' ').toLowerCase();
      if (!existsSync(file)) problems.push(`${name} names docs/decisions/${ref.file}, which does not exist`);
      else if (!sectionNames(read(file)).some((section) => section.includes(wanted)))
        problems.push(`${name} names "${ref.name}", which is no heading or bold lead of docs/decisions/${ref.file}`);
    }
  }
  if (path.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)) {
      const target = m[1] ? resolve(dirname(path), m[1]) : path;
      const inDecisions = target === join(root, 'docs/decisions.md') || target.startsWith(decisionsDir);
      if (!inDecisions) continue;
      if (!existsSync(target)) problems.push(`${name} links to ${relative(root, target)}, which does not exist`);
      else if (m[2] && target.endsWith('.md') && !anchors(read(target)).has(m[2]))
        problems.push(`${name} links to ${relative(root, target)}#${m[2]}, which is no heading there`);
    }
  }
  return problems;
};

describe('docs/decisions', () => {
  it('replaces the single docs/decisions.md', () => {
    expect(existsSync(join(root, 'docs', 'decisions.md'))).toBe(false);
    expect(areaFiles.length).toBeGreaterThan(0);
  });

  it(`keeps every area file at ${MAX_LINES} lines or fewer`, () => {
    const long = areaFiles
      .map((f) => ({ f, lines: read(join(decisionsDir, f)).split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('dates every decision and names the specification section it answers', () => {
    const undated = areaFiles.flatMap((f) => {
      const lines = read(join(decisionsDir, f)).split('\n');
      return lines.flatMap((line, i) => {
        if (!/^#{2,3} /.test(line)) return [];
        const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
        return dateLine.test(next) ? [] : [`${f}: ${line}`];
      });
    });
    expect(undated).toEqual([]);
  });

  it('lists every area file and every section in the index', () => {
    const index = read(join(decisionsDir, INDEX));
    const missing = areaFiles.flatMap((f) =>
      [...anchors(read(join(decisionsDir, f)))]
        .map((anchor) => `${f}#${anchor}`)
        .filter((link) => !index.includes(`](${link})`)),
    );
    expect(missing).toEqual([]);
  });

  it('is named by existing files and sections only, anywhere in the repository', () => {
    const problems = repositoryFiles(root)
      .filter((path) => relative(root, path) !== self)
      .flatMap(problemsIn);
    expect(problems).toEqual([]);
  });
});
