import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const SOURCES = ['web', 'contracts', 'vite.config.ts', 'package-lock.json', 'scripts/build-web.ts'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds the web app when the build is missing or older than its sources. */
export async function buildWebIfStale(outDir = process.env.ATLAS_WEB_DIST ?? 'dist/web'): Promise<boolean> {
  const index = path.resolve(outDir, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return false;
  // Always the production bundle, also when a test run calls this: Vitest sets NODE_ENV=test,
  // and Vite would then ship React's development build (about 600 kB instead of 400 kB).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), build: { outDir: path.resolve(outDir) }, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}
