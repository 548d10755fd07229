import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// The app's CSP (script-src 'self') refuses page.addScriptTag's inline script; evaluating the
// source through the DevTools protocol is not subject to it, so the real headers stay on.
const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical accessibility violations on the page (axe-core), as "rule: targets";
 * with `{ anyImpact: true }`, violations of every impact (minor and moderate too).
 */
export async function axeViolations(page: Page, { anyImpact = false } = {}): Promise<string[]> {
  // Once per document: a page checked again in another state keeps it (0.1–0.3 s of the browser's CPU each time, measured on a loaded machine).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({ resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
