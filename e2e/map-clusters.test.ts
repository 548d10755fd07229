import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import arMap from '../web/src/features/map/locales/ar.json' with { type: 'json' };
import enMap from '../web/src/features/map/locales/en.json' with { type: 'json' };
import { fullPayload } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// A cluster that zooming cannot part (docs/behaviour.md §901): two interviews recorded at the same place,
// beside the sample archive (its own server: the two added interviews would change other files' counts).

const env = useServerAndBrowser();
const SAME_PLACE = { name: 'Timahdite', latitude: 33.2381, longitude: -5.0601 };
const titles = ['Shepherds of Timahdite', 'Market Day in Timahdite'];
const ids: string[] = [];

beforeAll(async () => {
  const headers = await adminHeaders(env.server);
  for (const title of titles) {
    const res = await fetch(`${env.server.url}${apiPaths.media.full}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(fullPayload({ title, region: SAME_PLACE })),
    });
    ids.push(String(((await res.json()) as Media).id));
  }
});

describe('a cluster at one place', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 390],
  ] as const) {
    it(`zooms in by keyboard until it cannot part, then lists its interviews (${lang}, ${width} px)`, async () => {
      const { context, page } = await newPage(env.browser, env.server.url, lang, width);
      await page.goto('/map');
      await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
      const cluster = page.locator(`[data-testid="map-cluster"][data-ids~="${ids[0]}"][data-ids~="${ids[1]}"]`);
      // Each press zooms in; the cluster holding both new interviews stays one, until it says it lists them.
      for (let press = 0; press < 6 && (await cluster.getAttribute('data-action')) === 'zoom'; press += 1) {
        const before = await page.getByTestId('map-canvas').getAttribute('data-view');
        await cluster.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('map-canvas').getAttribute('data-view')).not.toBe(before);
        await cluster.waitFor();
      }
      expect(await cluster.getAttribute('data-action')).toBe('list');
      expect((await cluster.getAttribute('data-ids'))!.split(' ').sort()).toEqual([...ids].sort());
      await cluster.focus();
      await page.keyboard.press('Enter');
      const list = page.getByTestId('map-cluster-list');
      await list
        .getByRole('heading', { name: lang === 'ar' ? arMap.clusterHeading_two : enMap.clusterHeading_other.replace('{{count}}', '2') })
        .waitFor();
      // The list takes the focus, names both interviews, and passes axe with nothing of any impact.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('map-cluster-heading');
      for (const title of titles) await list.getByRole('link', { name: new RegExp(title) }).waitFor();
      expect(await axeViolations(page, { anyImpact: true })).toEqual([]);
      await screenshot(page, `map-cluster-list-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      // The focus is back on the cluster that opened the list.
      expect(await cluster.evaluate((el) => el === document.activeElement)).toBe(true);
      // Choosing one opens its page.
      await cluster.focus();
      await page.keyboard.press('Enter');
      await list.getByRole('link', { name: new RegExp(titles[1]!) }).click();
      await page.waitForURL((url) => url.pathname === `/archive/${ids[1]}`);
      await context.close();
    });
  }
});
