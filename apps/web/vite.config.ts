import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { installableShell } from './pwa.config.ts';

/**
 * Mantine's CSS by component: the module holding a component's class names (`<Name>.module.mjs`)
 * imports that component's stylesheet, so each chunk carries the CSS of the components it uses and a
 * lazy screen brings its own, instead of every page waiting for all of Mantine's 250 kB before the
 * first paint. A component's module imports the components it builds on first, so their CSS comes
 * first, as in Mantine's full stylesheet. The sheets are Mantine's layered ones (`@layer mantine`):
 * the application's CSS overrides them whatever order the chunks load in. The global styles: main.tsx.
 */
function mantineCssByComponent(): Plugin {
  // In development the id ends with the dependency's version query (?v=…).
  const classNames = /[\\/]@mantine[\\/](core|dates)[\\/]esm[\\/](?:.*[\\/])?([^\\/?]+)\.module\.mjs(?:\?.*)?$/;
  return {
    name: 'fieldbook:mantine-css-by-component',
    transform(code, id) {
      const m = classNames.exec(id);
      if (!m) return;
      // @mantine/dates ships one stylesheet (30 kB) for all its pickers.
      const sheet = m[1] === 'core' ? `@mantine/core/styles/${m[2]}.layer.css` : '@mantine/dates/styles.layer.css';
      return { code: `import '${sheet}';\n${code}`, map: null };
    },
  };
}

/**
 * Chunks by when they are needed, not by which screens share them. The default split gave every module
 * shared by two lazy screens a chunk of its own: a signed-in screen asked for about 90 files before it
 * painted, and a phone on HTTP/1.1 fetches six at a time, a round trip each. Three groups instead:
 * - `signin`: what the entry imports (the sign-in screen), one file beside the entry;
 * - `frame`: everything the signed-in frame (app/shell/Shell.tsx) imports, which every signed-in screen waits for;
 * - `ui`: the rest of the component libraries the screens build on (not the date pickers, which only
 *   forms need), so a screen brings its own code and data descriptors and little else.
 */
const sharedKit = /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/]/;
// Libraries the kit may bring along: dayjs (7 kB), which shared/ui/format.ts needs and nearly every list uses.
const libraries = /[\\/]node_modules[\\/](?!dayjs[\\/])/;

function chunkGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const frame = new Set<string>();
  const plugin: Plugin = {
    name: 'fieldbook:frame-modules',
    apply: 'build',
    async buildEnd() {
      const shell = await this.resolve('/src/app/shell/Shell.tsx');
      if (!shell) return;
      const closure = (start: string) => {
        const found = new Set<string>();
        const pending = [start];
        while (pending.length) {
          const id = pending.pop() as string;
          if (found.has(id) || frame.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      for (const id of closure(shell.id)) frame.add(id);
      // The screens' shared kit (shared/ui/: crumbs, record links, confirmations, list states…) joins the frame
      // when it needs no other library than the frame's: each screen uses a few of these modules,
      // and as files of a kilobyte or two each they cost a phone on HTTP/1.1 a round trip per six.
      for (const id of this.getModuleIds()) {
        if (!sharedKit.test(id)) continue;
        const needs = closure(id);
        if ([...needs].every((need) => !libraries.test(need))) for (const need of needs) frame.add(need);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'signin', tags: ['$initial'], priority: 3 },
      { name: 'frame', test: (id) => frame.has(id), priority: 2 },
      {
        name: 'ui',
        test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|modals|notifications)|@floating-ui|@tabler|@tanstack|react-remove-scroll|react-textarea-autosize|use-callback-ref|use-sidecar|react-number-format|clsx)[\\/]/,
        priority: 1,
      },
      // The job steps with the jobs' descriptors, which import them: apart (the job page reads the steps
      // alone) they were one more file of 0.3 kB before the home page, the accounts and the job lists.
      { name: 'jobs', test: /[\\/]packages[\\/]contract[\\/]src[\\/](jobs|job-steps)\.ts$/, priority: 1 },
    ],
  };
}

/**
 * A second page beside index.html, index.session.html, which the server sends to a browser holding a
 * session (the hint cookie of shared/api/token.ts): it also asks at once for what a signed-in start needs
 * beyond the entry, the frame (app/shell/Shell.tsx) and the session check's descriptors
 * (shared/session/auth.tsx). Without it a phone requests them only after the entry has downloaded and
 * run; with it they download beside the entry, the longest wait before a signed-in screen paints. The
 * sign-in page (index.html) stays as it is, so the sign-in screen shares its bandwidth with nothing.
 * Once the service worker (pwa.config.ts) controls the browser, no navigation reaches the server: the
 * worker answers every one with the precached index.html and the frame's code comes from its cache with
 * no round trip to save, so this page only speeds up a signed-in start the worker does not yet control
 * (the first visit, or after the site's data was cleared).
 */
function sessionPage(): Plugin {
  const starts = [/[\\/]src[\\/]app[\\/]shell[\\/]Shell\.tsx$/, /[\\/]contract[\\/]src[\\/]authentication\.ts$/];
  return {
    name: 'fieldbook:session-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const wanted = starts.map((start) => chunks.find((chunk) => chunk.moduleIds.some((id) => start.test(id))));
      if (page?.type !== 'asset' || wanted.some((chunk) => !chunk)) return this.error('a start chunk is missing');
      const html = String(page.source);
      const scripts = new Set<string>();
      const sheets = new Set<string>();
      for (const chunk of wanted as Rolldown.OutputChunk[]) {
        for (const file of [chunk.fileName, ...chunk.imports]) if (!html.includes(`/${file}"`)) scripts.add(file);
        for (const file of chunk.viteMetadata?.importedCss ?? []) sheets.add(file);
      }
      // crossorigin as the client's own requests for them (Vite's preload helper), so they are reused;
      // low priority, so the entry, which paints the frame's header, keeps the bandwidth it needs first.
      const links = [
        ...[...scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
        ...[...sheets].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      const source = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'index.session.html', source });
    },
  };
}

const chunks = chunkGroups();

/**
 * The client's own modules, which run nothing at import time that another module relies on (zod-config.ts
 * aside, imported for that alone): declared free of side effects, so a module that imports one part of a
 * slice's public entry (features/…/index.ts) does not bring the entry's other parts into its chunk.
 * Judged by the bundler, each module whose imports have side effects (a contract schema, React) had them
 * too, and a chunk reaching it through an index held it: the opportunities area's chunk held the job
 * page's notes, reminders and history, 14 % more code (bench/screen-chunks.mjs). A module whose exports
 * are used keeps its own top-level statements (router.tsx's preload, token.ts's hint).
 */
const ownModules = /[\\/]apps[\\/]web[\\/]src[\\/](?!shared[\\/]api[\\/]zod-config\.ts$).*\.tsx?$/;

export default defineConfig({
  plugins: [react(), mantineCssByComponent(), chunks.plugin, sessionPage(), installableShell()],
  // Served unbundled in development too, so the plugin above sees each component's module.
  optimizeDeps: { exclude: ['@mantine/core', '@mantine/dates'] },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: ownModules, sideEffects: false }] },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
});
