import { type Browser, type BrowserContext, type CDPSession, type Page, chromium } from 'playwright-core';

/**
 * How long a page looks finished but ignores the visitor: from its first contentful paint to the app's takeover
 * (`<html data-hydrated>`, web/src/main.tsx), timed in the browser itself, on two profiles (docs/decisions.md §1024).
 * Used by `npm run bench:web`; never part of npm test.
 */
export interface TakeoverProfile {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
  /** Chromium's CPU slow-down (1: none). */
  cpuSlowdown: number;
  /** Network emulation, or none. */
  network: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number } | null;
}

export const TAKEOVER_PROFILES: readonly TakeoverProfile[] = [
  { name: 'desktop', width: 1280, height: 800, cpuSlowdown: 1, network: null },
  {
    name: 'phone',
    width: 390,
    height: 844,
    cpuSlowdown: 4,
    network: { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 },
  },
];

export interface TakeoverTiming {
  fcp: number;
  takeover: number;
  /** takeover − fcp: the time the page ignores taps. */
  gap: number;
  /** The longest task (the Long Tasks API's, 50 ms and more) that started between the paint and the takeover; 0: none. */
  longestTask: number;
}

/**
 * Records, from the document's start, when `data-hydrated` appears (a MutationObserver, not polling), and every long
 * task. A string, not a function: tsx would give a function's inner names a helper the page does not have. The init
 * script runs before the parser has made <html>, so the whole document is watched.
 */
const RECORD_TAKEOVER = `new MutationObserver(() => {
  if (document.documentElement && document.documentElement.hasAttribute('data-hydrated') && window.__takeoverAt === undefined) {
    window.__takeoverAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });`;

/** A fresh context's page on `profile`, the cache off and the network and CPU slowed as the profile says, the takeover's
 * moment recorded as `window.__takeoverAt`; `onCdp` attaches listeners before the network is watched. */
export async function profiledPage(
  browser: Browser,
  profile: TakeoverProfile,
  {
    lang,
    cookie,
    onCdp,
  }: { lang: string; cookie?: { name: string; value: string; url: string } | null; onCdp?: (cdp: CDPSession) => void },
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    locale: lang === 'ar' ? 'ar-MA' : 'en-US',
    isMobile: profile.name === 'phone',
    hasTouch: profile.name === 'phone',
  });
  if (cookie) await context.addCookies([cookie]);
  await context.route(
    (target) => target.hostname !== '127.0.0.1' && target.hostname !== 'localhost',
    (route) => route.abort(),
  );
  await context.addInitScript({ content: RECORD_TAKEOVER });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  onCdp?.(cdp);
  await slowAs(cdp, profile);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

/** Slows a page's network and CPU as `profile` says (the network domain enabled). */
export async function slowAs(cdp: CDPSession, profile: TakeoverProfile): Promise<void> {
  await cdp.send('Network.enable');
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBitsPerSecond / 8,
      uploadThroughput: profile.network.uploadBitsPerSecond / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** Waits until the app has taken over the page (`<html data-hydrated>`), at most a minute. */
export async function waitForTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __takeoverAt?: number }).__takeoverAt !== undefined, null, {
    timeout: 60_000,
    polling: 100,
  });
}

export async function measureTakeover(
  browser: Browser,
  url: string,
  profile: TakeoverProfile,
  { lang, cookie }: { lang: string; cookie: string | null },
): Promise<TakeoverTiming> {
  const [name = '', value = ''] = cookie?.split('=') ?? [];
  const { context, page } = await profiledPage(browser, profile, { lang, cookie: cookie ? { name, value, url } : null });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await waitForTakeover(page);
    const { fcp, takeover, longTasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      takeover: (window as unknown as { __takeoverAt: number }).__takeoverAt,
      longTasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    }));
    const between = longTasks.filter(([start]) => start >= fcp && start <= takeover).map(([, duration]) => duration);
    return { fcp, takeover, gap: takeover - fcp, longestTask: Math.max(0, ...between) };
  } finally {
    await context.close();
  }
}

export function launchBenchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
}
