// Vite builds the browser bundle (dist/client) and the prerender bundle (dist/server); see scripts/prerender.ts.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './vite/catalog-plugin';
import { compileHintsPlugin } from './vite/compile-hints-plugin';

// PARTYBOX_CATALOG_DIR lets the size benchmark build against a generated copy of the catalog.
export default defineConfig({
  plugins: [react(), catalogPlugin(process.env.PARTYBOX_CATALOG_DIR), compileHintsPlugin()],
  // No modulepreload polyfill: every browser the store supports preloads modules natively (the prerendered page's
  // loader adds the preload links itself, see scripts/deferred-scripts.ts).
  build: { outDir: 'dist/client', emptyOutDir: true, assetsInlineLimit: 0, manifest: true, modulePreload: { polyfill: false } },
  // Workspace packages ship TypeScript source, so the prerender bundle must include them.
  ssr: { noExternal: [/^@partybox\//] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
});
