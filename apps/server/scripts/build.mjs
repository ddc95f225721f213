#!/usr/bin/env node
// Compiles the server (and the contract it imports) into one JavaScript file, so `npm start` runs
// plain Node instead of compiling TypeScript on every start: apps/server/.builds/<hash of the inputs>/
// main.mjs, which the `dist` link points to once it is complete (the same scheme as the web client's
// build, apps/web/scripts/build.mjs). Unchanged sources reuse the finished build and compile nothing.
// Packages under node_modules stay outside the bundle and are loaded from there as usual.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildOnce, inputsHash } from '../../web/scripts/build.mjs';

const server = fileURLToPath(new URL('..', import.meta.url));
const root = join(server, '../..');
const buildsDir = join(server, '.builds');

/**
 * Every bare import stays external except the workspace's own packages: the contract is TypeScript,
 * which Node cannot load, so it is compiled in.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fieldbook/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` keeps meaning the module's own source file: files found beside the sources
 * (migrations, the PDF fonts, the web client's build) are read from where they are in the checkout.
 * The path is written relative to the bundle, which sits at the same depth as `src/`, so the project
 * folder may move.
 */
const sourceUrls = (bundleDir) => ({
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = relative(bundleDir, args.path).split('\\').join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
});

/** Compiles src/main.ts into `dir`/main.mjs (with its source map). */
export async function compileServer(dir) {
  // The finished build lives in .builds/<hash>/, one level below .builds like this temporary folder.
  const finalDir = join(buildsDir, 'x');
  await build({
    entryPoints: [join(server, 'src/main.ts')],
    outfile: join(dir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages, sourceUrls(finalDir)],
  });
}

/** The compile's inputs: the server's and contract's sources, the lock file, this script and the shared one. */
export const serverInputsHash = () =>
  inputsHash(
    root,
    ['apps/server/src', 'packages/contract/src'],
    ['package-lock.json', 'apps/server/scripts/build.mjs', 'apps/web/scripts/build.mjs', 'tsconfig.base.json'],
  );

/** buildOnce waits for its build synchronously, and esbuild's plugins need the asynchronous API: a child compiles. */
function compileInChild(dir) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--into', dir], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const into = process.argv.indexOf('--into');
  if (into > 0) await compileServer(process.argv[into + 1]);
  else {
    const hash = serverInputsHash();
    const built = buildOnce({ buildsDir, link: join(server, 'dist'), hash, marker: 'main.mjs', build: compileInChild });
    if (!built) console.log(`server unchanged since its last compile (${hash}): using it`);
  }
}
