import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { firstPaintPlugin } from './scripts/first-paint-plugin.ts';
import { pageHeadPlugin } from './scripts/page-head-plugin.ts';
import { reactOnPreact } from './scripts/react-runtime.ts';

/** The chunk of a staff screen (`web/src/app/routes/admin/`), as `chunkFileNames` names it. */
const STAFF_SCREEN = /^assets\/staff-/;

export default defineConfig({
  root: 'web',
  resolve: { alias: reactOnPreact },
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    firstPaintPlugin(import.meta.dirname),
    pageHeadPlugin(import.meta.dirname),
    // Each file of the browser's build beside its brotli (quality 11) and gzip (level 9) copies, which the server sends
    // as they are: nothing compressed per request, and smaller than what a per-request compressor can afford
    // (docs/decisions.md §2600). The server's own bundle is read from disk, never sent.
    {
      ...compression({ include: /\.(html|css|js|json|geojson|svg|md)$/, logLevel: 'silent' }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
  ],
  build: {
    outDir: process.env.ATLAS_WEB_DIST ?? '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The app's table of what each lazy screen needs ships with every page, the home page's included: staff screens are
    // left out of it and fetch their imports once they load, one round trip later (docs/decisions.md §2100).
    modulePreload: { resolveDependencies: (file, deps) => (STAFF_SCREEN.test(file) ? [] : deps) },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /\/web\/src\/app\/routes\/admin\//.test(chunk.facadeModuleId)
            ? 'assets/staff-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // The admin kit is one chunk, which every admin screen loads with the layout: left to itself the bundler makes
        // a chunk of each kit module two screens share, and the app's table of what each lazy screen needs (in the
        // chunk every page loads, the home page's included) grows with each (docs/decisions.md §904).
        // Pages that gather interviews (collections, places, people) show the archive's cards without its queries: kept
        // with them, the cards stay the home page's one chunk (docs/decisions.md §2100); their pictures are in `page-kit`
        // (scripts/chunk-groups.ts, docs/decisions.md §2502).
        codeSplitting: {
          groups: [
            // What the app needs on every page, one file; the contracts read with zod, another (docs/decisions.md §2502).
            {
              name: chunkGroups('web/src/main.tsx', 'web/src/boot.ts'),
              debugName: 'main, contracts, page-kit',
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'admin-kit', test: /web\/src\/features\/admin\/kit\//, includeDependenciesRecursively: false },
            // A form's library and its schema's loader, one file for the public forms (contact, an access request); the
            // schema and zod come when the form is first checked (docs/decisions.md §2621).
            {
              name: 'form-kit',
              test: /(\/node_modules\/react-hook-form\/|web\/src\/lib\/lazy-zod-resolver\.ts$)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'video-grid',
              test: /(web\/src\/(features\/videos\/(api\/get-videos|components\/video-(grid|card|chips|thumbnail)|highlight-snippet)|lib\/archive-filters|components\/ui\/skeleton)\.tsx?|\/infiniteQueryOptions\.js)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'records',
              test: /web\/src\/(features\/(collections|places|people)\/|locales\/(records-namespace\.ts|(en|ar)\/records\.json))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
