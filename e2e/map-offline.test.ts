import { describe, expect, it } from 'vitest';
import enMap from '../web/src/features/map/locales/en.json' with { type: 'json' };
import arMap from '../web/src/features/map/locales/ar.json' with { type: 'json' };
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The map with the tile server unreachable (docs/decisions.md §903): the page says so and shows the
// boundaries and interviews without a base map, asks the tile server once, and logs nothing of its
// own. The one failed request is the browser's line about the probe tile, not the page's.

const env = useServerAndBrowser();
const offlineNote: Record<Lang, string> = { en: enMap.basemapOffline, ar: arMap.basemapOffline };

describe('the map offline', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`(${lang}) shows the offline note, asks the tile server once and logs no error of its own`, async () => {
      // newPage refuses every host but the site's, as an unreachable tile server would.
      const { context, page } = await newPage(env.browser, env.server.url, lang);
      try {
        const errors: string[] = [];
        const failedLoads: string[] = [];
        const tileRequests: string[] = [];
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (message.text().startsWith('Failed to load resource')) failedLoads.push(message.text());
          else errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('request', (request) => {
          if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) tileRequests.push(request.url());
        });
        await page.goto('/map');
        await page.getByText(offlineNote[lang]).waitFor();
        await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
        expect(tileRequests).toHaveLength(1);
        expect(failedLoads.length).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    });
  }
});
