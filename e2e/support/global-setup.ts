import fs from 'node:fs';
import { buildWebIfStale } from '../../scripts/build-web.ts';
import { chromiumPath } from './browser.ts';

/** Builds the SPA once for all browser specs and checks Debian's Chromium is there. */
export default async function setup(): Promise<void> {
  if (!fs.existsSync(chromiumPath())) {
    throw new Error(`Chromium not found at ${chromiumPath()}: apt-get install chromium (or set CHROME_PATH).`);
  }
  await buildWebIfStale();
}
