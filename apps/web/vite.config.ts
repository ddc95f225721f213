import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), mantineCssByComponent()],
  // Served unbundled in development too, so the plugin above sees each component's module.
  optimizeDeps: { exclude: ['@mantine/core', '@mantine/dates'] },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
