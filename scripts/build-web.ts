import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const SOURCES = ['web', 'contracts', 'vite.config.ts', 'package-lock.json'];

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
  await build({ configFile: path.resolve('vite.config.ts'), build: { outDir: path.resolve(outDir) }, logLevel: 'warn' });
  return true;
}
