import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { serverEntryFile } from '../contracts/server-render.ts';

const SOURCES = [
  'web',
  'contracts',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-web.ts',
  'scripts/page-head-plugin.ts',
  'scripts/chunk-groups.ts',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const serverEntryOf = (webDist: string) => serverEntryFile(path.resolve(webDist));

const builtAtOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Builds the web app and its server entry when either is missing or older than its sources. */
export async function buildWebIfStale(outDir = process.env.ATLAS_WEB_DIST ?? 'dist/web', { force = false } = {}): Promise<boolean> {
  const builtAt = Math.min(builtAtOf(path.resolve(outDir, 'index.html')), builtAtOf(serverEntryOf(outDir)));
  if (!force && builtAt > Math.max(...SOURCES.map(newestMtime))) return false;
  // Always the production bundle, also when a test run calls this: Vitest sets NODE_ENV=test,
  // and Vite would then ship React's development build (about 600 kB instead of 400 kB).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), build: { outDir: path.resolve(outDir) }, logLevel: 'warn' });
    // The server entry bundles its dependencies, so it runs from wherever the build was written.
    await build({
      configFile: path.resolve('vite.config.ts'),
      build: {
        ssr: path.resolve('web/src/entry-server.tsx'),
        outDir: path.dirname(serverEntryOf(outDir)),
        emptyOutDir: true,
        copyPublicDir: false,
        // One file the server reads once: its size is never downloaded.
        chunkSizeWarningLimit: 10_000,
      },
      ssr: { noExternal: true },
      // React's production build on the server too, whatever NODE_ENV the server runs with.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      logLevel: 'warn',
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}
