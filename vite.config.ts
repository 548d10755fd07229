import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintPlugin } from './scripts/first-paint-plugin.ts';
import { pageHeadPlugin } from './scripts/page-head-plugin.ts';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), firstPaintPlugin(import.meta.dirname), pageHeadPlugin(import.meta.dirname)],
  build: {
    outDir: process.env.ATLAS_WEB_DIST ?? '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The admin kit is one chunk, which every admin screen loads with the layout: left to itself the bundler makes
        // a chunk of each kit module two screens share, and the app's table of what each lazy screen needs (in the
        // chunk every page loads, the home page's included) grows with each (docs/decisions.md §904).
        codeSplitting: { groups: [{ name: 'admin-kit', test: /web\/src\/features\/admin\/kit\//, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
