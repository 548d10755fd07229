import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapLocation, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { saveMediaWithParts } from '../api/src/features/media/media.service.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, navLink, newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The Map journey (docs/decisions.md §58 to §62) on the 32-interview sample archive (27 public, 5 archived), in
// English and Arabic, against the real server and Debian's Chromium. Tiles never load here.

const NO_COORDINATES_TITLE = 'Songs without a place on the map';
const BOUNDARY_REGIONS = { en: ['Ifrane Province', 'Boulemane Province', 'Douars'], ar: ['إقليم إفران', 'إقليم بولمان', 'الدواوير'] };

const env = useServerAndBrowser();
let publicLocations: MapLocation[];
let archivedIds: string[];

async function openMap(lang: Lang, width = 1280): Promise<Page> {
  const { page } = await newPage(env.browser, env.server.url, lang, width);
  await page.goto('/map');
  // The map sets data-rendered once OpenLayers has drawn the loaded vector layers.
  await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
  return page;
}

/**
 * Runs in the page: are there at least `minimum` orange pixels (the highlight #ea580c, outline and
 * translucent fill) on the map canvases, or, for 0, none at all?
 */
function orangePixels(minimum: number): boolean {
  let count = 0;
  for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('.ol-viewport canvas'))) {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    for (let i = 0; i < data.length; i += 4) {
      // Orange: strong red, middling green, almost no blue. (Red markers blended with their white
      // outline keep green equal to blue, so they never pass.)
      if (data[i]! > 200 && data[i + 1]! > 60 && data[i + 1]! < 130 && data[i + 2]! < 60) count += 1;
    }
  }
  return minimum === 0 ? count === 0 : count >= minimum;
}

/** Each region's summary, the part of its disclosure that opens it. */
const regionButtons = (page: Page) => page.locator('[data-testid="region-list"] > li > details > summary');
/** A region's summary once its disclosure is open. */
const openRegion = (page: Page, region: string) => page.locator(`details[open] > [data-region="${region}"]`);
/** The items a visitor sees: those of the open region. */
const shownItems = (page: Page, selector = '[data-item-id]') => page.locator(`${selector}:visible`);

beforeAll(async () => {
  const id = await saveMediaWithParts(env.server.app.writeContext(), null, {
    media: {
      title: NO_COORDINATES_TITLE,
      url: 'https://youtu.be/AbCdEfGhIjK',
      interview_date: '2023-04-09',
      region: { name: 'Timahdite', latitude: null, longitude: null },
    },
    segments: [],
    participants: [{ first_name: 'Itto', last_name: 'Ouhammou', role: 2 }],
  });
  expect(id).not.toBeNull();
  publicLocations = (await (await fetch(`${env.server.url}${apiPaths.media.locations}`)).json()) as MapLocation[];
  const archived = await fetch(`${env.server.url}${apiPaths.media.list}?visibility=archived&page_size=100`, {
    headers: await adminHeaders(env.server),
  });
  archivedIds = ((await archived.json()) as MediaPage).results.map((m) => String(m.id));
});

describe('Map page', () => {
  it('sample data holds what the journey needs', () => {
    expect(publicLocations).toHaveLength(28);
    expect(archivedIds).toHaveLength(5);
  });

  it('does not load OpenLayers, the map chunk or its data on the home page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const isMapAsset = (path: string) => /\/assets\/(map|ol)[-.][^/]*\.(js|css)$|\.geojson$/.test(path);
    expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(requested.filter(isMapAsset)).toEqual([]);
    // The same page does request them once it moves to /map (so the matcher above can fail).
    await page.goto('/map');
    await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
    expect(requested.filter(isMapAsset).length).toBeGreaterThanOrEqual(4);
    expect(requested).not.toContain(apiPaths.media.list);
    await context.close();
  });

  it('comes with its interviews: the list shows them without the browser asking for them', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/map');
    const azrou = publicLocations.filter((l) => l.location.region === 'Azrou').length;
    await expect(page.locator('[data-region="Azrou"]').innerText()).resolves.toContain(`${azrou} interview`);
    expect(asked).not.toContain(apiPaths.media.locations);
    await context.close();
  });

  it('says "Loading regions..." while nothing has arrived, then shows the load errors', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    // Opened directly, the page comes with its interviews (docs/architecture.md "Server rendering"):
    // reached from another page, the browser asks for them, as a visitor following the menu does.
    await page.goto('/about');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdThenAbort = async (route: { abort(): Promise<void> }) => {
      await held;
      await route.abort();
    };
    await page.route('**/*.geojson', holdThenAbort);
    await page.route(`**${apiPaths.media.locations}`, holdThenAbort);
    await navLink(page, 'Map').click();
    await page.getByText('Loading regions...').waitFor();
    release();
    await page.getByText('Failed to load map data').waitFor();
    await page.getByText('Failed to load location data').waitFor();
    await expect(page.getByText('Loading regions...').count()).resolves.toBe(0);
    // The map itself still starts: the canvas is there, only its data is missing.
    // OpenLayers comes in a chunk of its own after the takeover (docs/decisions.md §2501): wait for its canvas.
    await page.locator('.ol-viewport canvas').first().waitFor({ state: 'attached' });
    await context.close();
  });

  describe('in English at 1280 px', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openMap('en');
    });
    afterAll(() => page.context().close());

    it('renders the canvas, the layers and the attribution the boundary data requires', async () => {
      // OpenLayers comes in a chunk of its own after the takeover (docs/decisions.md §2501): wait for its canvas.
      await page.locator('.ol-viewport canvas').first().waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Interview map');
      const attribution = await page.locator('.ol-attribution').innerText();
      expect(attribution).toContain('OpenStreetMap');
      expect(attribution).toContain('ODbL 1.0');
      expect(attribution).toContain('GeoNames');
      expect(attribution).toContain('Haut-Commissariat au Plan');
      const box = await page.getByTestId('map-canvas').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(500);
      await screenshot(page, 'map-en-1280');
    });

    it('lists the regions of the API and of the boundary data, those with interviews first, with counts', async () => {
      const regions = await regionButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-region')));
      const apiRegions = [...new Set(publicLocations.map((l) => l.location.region))];
      expect([...regions].sort()).toEqual([...apiRegions, 'Ifrane Province', 'Boulemane Province', 'Douars'].sort());
      expect(regions.slice(-3)).toEqual(['Ifrane Province', 'Boulemane Province', 'Douars']);
      const azrou = publicLocations.filter((l) => l.location.region === 'Azrou').length;
      await expect(page.locator('[data-region="Azrou"]').innerText()).resolves.toContain(`${azrou} interview`);
      const boulemane = await page.locator('[data-region="Boulemane Province"]').innerText();
      expect(boulemane).toContain('21 places');
      expect(boulemane).toMatch(/· \d+ interviews/);
      await expect(page.locator('[data-region="Douars"]').innerText()).resolves.toContain('142 places');
    });

    it('opens one region at a time and closes it on a second click', async () => {
      const ifrane = page.locator('[data-region="Ifrane Province"]');
      const douars = page.locator('[data-region="Douars"]');
      // The open region is a URL parameter: wait for the list to follow each click.
      await ifrane.click();
      await openRegion(page, 'Ifrane Province').waitFor();
      await expect(shownItems(page, '[data-item-id^="ifrane-"]').count()).resolves.toBe(10);
      await douars.click();
      await openRegion(page, 'Douars').waitFor();
      await expect(openRegion(page, 'Ifrane Province').count()).resolves.toBe(0);
      await expect(shownItems(page, '[data-item-id^="ifrane-"]').count()).resolves.toBe(0);
      await douars.click();
      await openRegion(page, 'Douars').waitFor({ state: 'detached' });
      await expect(page.locator('[data-testid="region-list"] details[open]').count()).resolves.toBe(0);
      // The open region follows the address, so Back and a reload keep it.
      await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBeNull();
    });

    it('lists every public interview, those without coordinates too, and never an archived one', async () => {
      const listed: string[] = [];
      const buttons = await regionButtons(page).all();
      for (const button of buttons) {
        const region = (await button.getAttribute('data-region'))!;
        if (region.match(/Province|Douars/)) continue;
        await button.click();
        await openRegion(page, region).waitFor();
        listed.push(...(await shownItems(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-item-id') ?? ''))));
      }
      expect(listed.sort()).toEqual(publicLocations.map((l) => l.id).sort());
      expect(listed.filter((id) => archivedIds.includes(id))).toEqual([]);
      await page.locator('[data-region="Timahdite"]').click();
      await openRegion(page, 'Timahdite').waitFor();
      const item = page.locator('[data-item-id]', { hasText: NO_COORDINATES_TITLE });
      await expect(item.innerText()).resolves.toContain('Not on the map');
      await expect(item.innerText()).resolves.toContain('Itto Ouhammou');
      await expect(item.innerText()).resolves.toContain('April 9, 2023');
      // Its picture comes from the site itself (a generated poster offline), never the video host.
      const id = (await item.getAttribute('data-item-id'))!;
      await expect(item.locator('img').getAttribute('src')).resolves.toBe(apiPaths.media.poster(id));
      await page.waitForFunction((itemId) => {
        const img = document.querySelector<HTMLImageElement>(`[data-item-id="${itemId}"] img`);
        return img !== null && img.complete && img.naturalWidth > 0;
      }, id);
    });

    it('has no serious or critical accessibility violations', async () => {
      await expect(axeViolations(page)).resolves.toEqual([]);
    });

    it('selects a commune without leaving the page, announces it, and resets the view', async () => {
      await page.locator('[data-region="Ifrane Province"]').click();
      await page.locator('[data-item-id="ifrane-1"]').click();
      await page.locator('[data-item-id="ifrane-1"][aria-current="true"]').waitFor();
      await expect(page.locator('[aria-live="polite"]').innerText()).resolves.toBe('Selected: Azrou');
      expect(new URL(page.url()).pathname).toBe('/map');
      // The commune is drawn orange once the view has zoomed to it (many pixels: a filled polygon).
      await page.waitForFunction(orangePixels, 2_000, { polling: 100 });
      await page.getByRole('button', { name: 'Reset map view' }).click();
      await expect.poll(() => page.locator('[aria-live="polite"]').innerText()).toBe('');
      await page.waitForFunction(orangePixels, 0, { polling: 100 });
    });

    it('keeps the selection in the URL: a reload and Back restore it', async () => {
      await page.goto('/map');
      await page.locator('[data-region="Ifrane Province"]').click();
      await page.locator('[data-item-id="ifrane-1"]').click();
      await page.waitForURL((url) => url.searchParams.get('item') === 'ifrane-1');
      await page.reload();
      await page.locator('[data-testid="map-canvas"][data-rendered="true"]').waitFor();
      await expect(page.locator('[data-item-id="ifrane-1"]').getAttribute('aria-current')).resolves.toBe('true');
      await expect(openRegion(page, 'Ifrane Province').count()).resolves.toBe(1);
      await page.getByRole('button', { name: 'Reset map view' }).click();
      await page.waitForURL((url) => !url.searchParams.has('item'));
      await page.goBack();
      await page.locator('[data-item-id="ifrane-1"][aria-current="true"]').waitFor();
      await page.getByRole('button', { name: 'Reset map view' }).click();
      await page.waitForURL((url) => !url.searchParams.has('item'));
    });

    it('follows the window size', async () => {
      const canvasWidth = () =>
        page
          .locator('.ol-viewport canvas')
          .first()
          .evaluate((c) => Math.round(c.getBoundingClientRect().width));
      await expect(canvasWidth()).resolves.toBe(1280 - 384);
      await page.setViewportSize({ width: 1000, height: 800 });
      // OpenLayers redraws on its next frame after the resize.
      await page.waitForFunction(
        () => Math.round(document.querySelector('.ol-viewport canvas')!.getBoundingClientRect().width) === 1000 - 384,
      );
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('opens the video page when an interview is chosen in the list', async () => {
      const target = publicLocations.find((l) => l.location.region === 'Ifrane')!;
      await page.locator('[data-region="Ifrane"]').click();
      await page.locator(`[data-item-id="${target.id}"]`).click();
      await page.waitForURL(`**/archive/${target.id}`);
    });
  });

  it('opens the video page when its marker is clicked on the map', async () => {
    const page = await openMap('en');
    const target = publicLocations.find((l) => l.location.region === 'Tissaf')!;
    // Web Mercator pixel of the marker at the opening view (fitted to the interviews, docs/behaviour.md §901),
    // which the map publishes as data-view.
    const box = (await page.getByTestId('map-canvas').boundingBox())!;
    await page.locator('[data-testid="map-canvas"][data-view]').waitFor();
    const view = JSON.parse((await page.getByTestId('map-canvas').getAttribute('data-view'))!) as {
      center: [number, number];
      resolution: number;
    };
    const resolution = view.resolution;
    const mercator = ([lon, lat]: [number, number]) => [
      lon * 111_319.490_793_273_6,
      Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 6_378_137,
    ];
    const [cx, cy] = mercator(view.center);
    const [x, y] = mercator(target.location.coordinates!);
    await page.mouse.click(box.x + box.width / 2 + (x! - cx!) / resolution, box.y + box.height / 2 - (y! - cy!) / resolution);
    await page.waitForURL(`**/archive/${target.id}`);
    await page.context().close();
  });

  it('lays out Arabic right to left with the panel on the right, the map unmirrored', async () => {
    const page = await openMap('ar');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('خريطة المقابلات');
    const panel = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const map = (await page.getByTestId('map-canvas').boundingBox())!;
    expect(panel.x).toBeGreaterThan(map.x + map.width - 1);
    await expect(page.getByTestId('map-canvas').getAttribute('dir')).resolves.toBe('ltr');
    await screenshot(page, 'map-ar-1280');
    await expect(page.locator('.ol-attribution').getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.locator('.ol-attribution').innerText()).resolves.toContain('المساهمون في OpenStreetMap');
    const regions = await regionButtons(page).allInnerTexts();
    for (const name of BOUNDARY_REGIONS.ar) expect(regions.some((r) => r.includes(name))).toBe(true);
    await page.locator('[data-region="Ifrane Province"]').click();
    await expect(page.locator('[data-item-id="ifrane-0"]').innerText()).resolves.toContain('عين اللوح');
    await page.locator('[data-region="Ifrane Province"]').click();
    // Interview regions in Arabic from the gazetteer: communes and douars (the HCP census's names).
    await expect(page.locator('[data-region="Azrou"]').innerText()).resolves.toContain('أزرو');
    await expect(page.locator('[data-region="Aït Besri"]').innerText()).resolves.toContain('ايت بسري');
    await expect(page.locator('[data-region="Aït Besri"] [lang="en"]').count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'ar'] as const)(
    'puts a 500 px map above the full-width panel at 390 px, attribution behind a button (%s)',
    async (lang) => {
      const page = await openMap(lang, 390);
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const map = (await page.getByTestId('map-canvas').boundingBox())!;
      expect(map.width).toBeGreaterThan(380);
      expect(map.height).toBeGreaterThanOrEqual(500);
      expect(map.y).toBeLessThan(200);
      expect(heading.y).toBeGreaterThan(map.y + map.height - 1);
      const unfold = page.locator('.ol-attribution button');
      await expect(page.locator('.ol-attribution').getAttribute('class')).resolves.toContain('ol-collapsed');
      await expect(unfold.getAttribute('aria-label')).resolves.toBe(lang === 'en' ? 'Map data sources' : 'مصادر بيانات الخريطة');
      await unfold.click();
      await page.locator('.ol-attribution:not(.ol-collapsed)').waitFor();
      await expect(page.locator('.ol-attribution').innerText()).resolves.toContain('OpenStreetMap');
      await screenshot(page, `map-${lang}-390`);
      await page.context().close();
    },
  );
});
