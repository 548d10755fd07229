import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../e2e/support/chromium-path.ts';

// `npm test` runs this first (pretest): the browser tests need Debian's Chromium, and the README
// promises that `npm ci && npm test` set everything up. Never downloads a browser.

const INSTALL = 'apt-get install -y chromium';

function hasAptGet(): boolean {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((file) => fs.existsSync(file));
}

function aptGet(args: string[]): void {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install Chromium with: ${INSTALL}`);
    process.exit(1);
  }
}

const browser = chromiumPath();
if (!fs.existsSync(browser)) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is ${browser}, which does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log("The browser tests need Chromium: installing Debian's chromium package (apt-get).");
    aptGet(['update', '-qq']);
    aptGet(['install', '-y', '-qq', 'chromium']);
  } else {
    console.error(
      `The browser tests need Chromium. Install it with:\n\n  sudo ${INSTALL}\n\n(or set CHROME_PATH to a Chrome or Chromium binary).`,
    );
    process.exit(1);
  }
}
