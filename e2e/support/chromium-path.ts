/** Debian's Chromium, or CHROME_PATH. Apart from browser.ts so `npm test`'s set-up need not load playwright. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}
