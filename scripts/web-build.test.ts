// apps/web/scripts/build.mjs: builds into a fresh folder, switches the dist link only when the build is
// complete, and skips the build when the inputs have not changed.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildOnce, inputsHash } from '../apps/web/scripts/build.mjs';

function checkout() {
  const base = mkdtempSync(join(tmpdir(), 'fieldbook-build-'));
  mkdirSync(join(base, 'src'));
  writeFileSync(join(base, 'src/main.tsx'), 'one');
  return base;
}

/** Builds `base` the way npm run build does, with a stand-in for vite that records what it saw. */
function build(base: string, seen: string[]) {
  return buildOnce({
    buildsDir: join(base, '.builds'),
    link: join(base, 'dist'),
    hash: inputsHash(base, ['src']),
    build: (dir: string) => {
      // While building, dist still points at the previous complete build (or does not exist yet).
      seen.push(existsSync(join(base, 'dist')) ? readFileSync(join(base, 'dist/index.html'), 'utf8') : 'none');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), readFileSync(join(base, 'src/main.tsx'), 'utf8'));
    },
  });
}

it('builds once per set of inputs and switches dist only to finished builds', () => {
  const base = checkout();
  const seen: string[] = [];
  expect(build(base, seen)).toBe(true);
  expect(readFileSync(join(base, 'dist/index.html'), 'utf8')).toBe('one');

  // Unchanged sources: no build, dist stays.
  expect(build(base, seen)).toBe(false);
  expect(seen).toEqual(['none']);

  // A changed source: a new build, during which dist still serves the old one.
  writeFileSync(join(base, 'src/main.tsx'), 'two');
  const first = readlinkSync(join(base, 'dist'));
  expect(build(base, seen)).toBe(true);
  expect(seen).toEqual(['none', 'one']);
  expect(readlinkSync(join(base, 'dist'))).not.toBe(first);
  expect(readFileSync(join(base, 'dist/index.html'), 'utf8')).toBe('two');

  // Back to the first sources: its build is still there and is reused.
  writeFileSync(join(base, 'src/main.tsx'), 'one');
  expect(build(base, seen)).toBe(false);
  expect(readlinkSync(join(base, 'dist'))).toBe(first);
});

it('leaves dist as it was when a build fails', () => {
  const base = checkout();
  build(base, []);
  writeFileSync(join(base, 'src/main.tsx'), 'broken');
  expect(() =>
    buildOnce({
      buildsDir: join(base, '.builds'),
      link: join(base, 'dist'),
      hash: inputsHash(base, ['src']),
      build: () => {
        throw new Error('vite failed');
      },
    }),
  ).toThrow('vite failed');
  expect(readFileSync(join(base, 'dist/index.html'), 'utf8')).toBe('one');
});

it('replaces a dist folder left by an older build with the link', () => {
  const base = checkout();
  mkdirSync(join(base, 'dist'));
  writeFileSync(join(base, 'dist/index.html'), 'old');
  build(base, []);
  expect(readlinkSync(join(base, 'dist'))).toMatch(/^\.builds\//);
  expect(readFileSync(join(base, 'dist/index.html'), 'utf8')).toBe('one');
});
