import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { ACCESS_COOKIE } from '../contracts/constants.ts';
import { apiPaths } from '../contracts/paths.ts';
import { type TestServer, startTestServer } from '../api/test/test-server.ts';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { TAKEOVER_PROFILES, type TakeoverTiming, launchBenchBrowser, measureTakeover } from './takeover.ts';

// `npm run bench:web [-- --url=http://host:8080 --pages=/,/map --langs=en --save=dir]` (manual, never part of npm test).
// Lighthouse 12 (mobile preset: simulated Slow 4G and a 4x slower CPU) drives Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded) over the public pages in English
// and Arabic, and prints scores, LCP, TBT, CLS, bytes and the gzip size of the JavaScript each page loaded, then
// each JavaScript file the home page loads in each language. Without --url it builds the web app if stale and serves the sample
// archive itself; PLATFORM_PASSWORD turns the access gate on, and the run passes it like a visitor.
// Every host other than the site is unreachable, so the scores measure our own pages.
// Targets (docs/decisions.md §63, §210 and §1022): performance >= 95, the other categories 100, CLS 0.00, LCP <= 2.0 s,
// home JS <= 150 KB gzip in each language. Then, in a real browser (bench/takeover.ts), how long each page looks finished
// but is not yet the app's: first contentful paint to the app's takeover, on a desktop and a phone profile, three loads
// each (--takeover-runs=N; --skip=lighthouse or --skip=takeover runs one part); targets (docs/decisions.md §1024): at
// most 150 ms on the desktop, 800 ms on the phone.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = process.env.PLATFORM_PASSWORD ?? '';
const HOME_JS_BUDGET = 150 * 1024;
/** The third parties the CSP names; blocked by pattern so they leave no network record. */
const THIRD_PARTY = ['*youtube.com*', '*youtube-nocookie.com*', '*ytimg.com*', '*openstreetmap.org*'];

interface Row {
  page: string;
  lang: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
  /** The page's JavaScript, gzipped here at the default level (what the server sends without brotli). */
  jsKb: number;
}

async function startServer(): Promise<{ url: string; server?: TestServer }> {
  if (args.url) return { url: args.url.replace(/\/$/, '') };
  await buildWebIfStale();
  const server = await startTestServer({ seed: 'sample', platformPassword: PASSWORD });
  return { url: server.url, server };
}

/** The cookie a visitor gets by passing the gate, or nothing when the gate is off. */
async function gateCookie(base: string): Promise<string | null> {
  const status = (await (await fetch(`${base}${apiPaths.auth.accessStatus}`)).json()) as { required: boolean };
  if (!status.required) return null;
  if (!PASSWORD) throw new Error('The access gate is on: set PLATFORM_PASSWORD for the run.');
  const res = await fetch(`${base}${apiPaths.auth.access}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${ACCESS_COOKIE}=`));
  if (!res.ok || !cookie) throw new Error(`Passing the access gate failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

async function firstPublicVideoId(base: string, cookie: string | null): Promise<number> {
  const res = await fetch(`${base}${apiPaths.media.list}?page_size=1`, { headers: cookie ? { cookie } : {} });
  const page = (await res.json()) as { results: { id: number }[] };
  if (!page.results[0]) throw new Error('The archive has no public video to measure.');
  return page.results[0].id;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function main(): Promise<void> {
  const { url: base, server } = await startServer();
  const cookie = await gateCookie(base);
  const videoId = await firstPublicVideoId(base, cookie);
  const pages = (args.pages ?? `/,/archive,/archive/${videoId},/map,/ebooks,/about,/contact-us`).split(',');
  const langs = (args.langs ?? 'en,ar').split(',');
  // One request per page first: a server that has just started loads its render module and compiles it on
  // the first page it renders, which a server in use has long done (the first page measured took 0.9 s).
  for (const page of pages)
    for (const lang of langs) await (await fetch(`${base}${page}?lng=${lang}`, { headers: cookie ? { cookie } : {} })).text();
  const host = new URL(base).hostname;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`,
    ],
  });
  const skip = new Set((args.skip ?? '').split(',').filter(Boolean));
  const rows: Row[] = [];
  const homeScripts = new Map<string, { url: string; gzip: number }[]>();
  try {
    for (const page of skip.has('lighthouse') ? [] : pages) {
      for (const lang of langs) {
        const target = `${base}${page}?lng=${lang}`;
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          blockedUrlPatterns: THIRD_PARTY,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        };
        let result = await lighthouse(target, flags);
        // On a loaded machine Chromium now and then records no trace (NO_NAVSTART): measured again, once.
        if (result?.lhr.runtimeError) result = await lighthouse(target, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${target}`);
        const { categories, audits } = result.lhr;
        if (result.lhr.runtimeError) console.warn(`${target}: ${result.lhr.runtimeError.message}`);
        rows.push({
          page,
          lang,
          perf: score(categories.performance?.score),
          a11y: score(categories.accessibility?.score),
          bp: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          kb: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
          jsKb: NaN,
        });
        const scripts = await scriptSizes(audits['network-requests']?.details, cookie);
        rows.at(-1)!.jsKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
        if (page === '/') homeScripts.set(lang, scripts);
        printFailures(target, result.lhr.categories, audits);
        if (args.save) {
          fs.mkdirSync(args.save, { recursive: true });
          fs.writeFileSync(path.join(args.save, `${page.replace(/\W+/g, '_') || 'home'}-${lang}.json`), JSON.stringify(result.lhr));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  try {
    if (!skip.has('lighthouse')) {
      printTable(rows);
      for (const [lang, scripts] of homeScripts) printScripts(lang, scripts);
    }
    if (!skip.has('takeover')) await takeover(base, pages, langs, cookie);
  } finally {
    await server?.close();
  }
}

/**
 * Each page's first paint to takeover, measured `--takeover-runs` times (3) on each profile, alternating pages, with the
 * longest task in between (docs/decisions.md §2611: the browser answers nothing during it).
 */
async function takeover(base: string, pages: string[], langs: string[], cookie: string | null): Promise<void> {
  const runs = Number(args['takeover-runs'] ?? 3);
  const browser = await launchBenchBrowser(CHROME_PATH);
  const timings = new Map<string, TakeoverTiming[]>();
  try {
    for (let run = 0; run < runs; run++)
      for (const profile of TAKEOVER_PROFILES)
        for (const page of pages)
          for (const lang of langs) {
            const timing = await measureTakeover(browser, `${base}${page}?lng=${lang}`, profile, { lang, cookie });
            const key = `${profile.name}|${page}|${lang}`;
            timings.set(key, [...(timings.get(key) ?? []), timing]);
          }
  } finally {
    await browser.close();
  }
  const target = { desktop: 150, phone: 800 } as const;
  console.log(`
First contentful paint to takeover (${runs} loads each; ms: median, then min–max)`);
  console.log(
    '| profile | page | lang | FCP | takeover | gap | gap min–max | target | longest task |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const [key, list] of timings) {
    const [profile = '', page = '', lang = ''] = key.split('|');
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const gaps = list.map((t) => t.gap);
    const limit = target[profile as keyof typeof target];
    const gap = median(gaps);
    console.log(
      `| ${profile} | ${page} | ${lang} | ${Math.round(median(list.map((t) => t.fcp)))} | ${Math.round(median(list.map((t) => t.takeover)))} | ${Math.round(gap)} | ${Math.round(Math.min(...gaps))}–${Math.round(Math.max(...gaps))} | ${gap <= limit ? 'met' : 'MISSED'} (${limit}) | ${Math.round(median(list.map((t) => t.longestTask)))} |`,
    );
  }
}

/** Audits that cost points, so a miss in the table says why. */
function printFailures(
  target: string,
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>,
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>,
): void {
  const failing = new Set<string>();
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
        failing.add(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  if (failing.size > 0) console.log(`${target}\n  ${[...failing].join('\n  ')}`);
}

const gzipSizes = new Map<string, Promise<number>>();

/**
 * A file's bytes, asked again (up to three times) when an attempt fails: a Lighthouse run on a loaded machine can
 * leave kept-alive connections idle until the server closes them, just as they are used again (ECONNRESET); each
 * failure drops its connection, so a later attempt takes another or a new one.
 */
async function fetchBody(url: string, cookie: string | null, attempts = 4): Promise<Buffer> {
  try {
    return Buffer.from(await (await fetch(url, { headers: cookie ? { cookie } : {} })).arrayBuffer());
  } catch (error) {
    if (attempts <= 1) throw error;
    return fetchBody(url, cookie, attempts - 1);
  }
}

/** Every script a page loaded, gzipped here at the default level (what the server sends without brotli); each file once. */
async function scriptSizes(details: unknown, cookie: string | null): Promise<{ url: string; gzip: number }[]> {
  const items = (details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = items.filter(
    (item) => item.resourceType === 'Script' && !THIRD_PARTY.some((p) => item.url.includes(p.replaceAll('*', ''))),
  );
  return Promise.all(
    scripts.map(async (item) => {
      if (!gzipSizes.has(item.url))
        gzipSizes.set(
          item.url,
          fetchBody(item.url, cookie).then((body) => zlib.gzipSync(body).length),
        );
      return { url: new URL(item.url).pathname, gzip: await gzipSizes.get(item.url)! };
    }),
  );
}

function printTable(rows: Row[]): void {
  const header = '| page | lang | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | KB | JS KB gzip |';
  console.log(`\n${header}\n|${'---|'.repeat(11)}`);
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.lang} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(2)} | ${Math.round(r.kb)} | ${r.jsKb.toFixed(1)} |`,
    );
  }
}

function printScripts(lang: string, scripts: { url: string; gzip: number }[]): void {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\nHome page JavaScript, ${lang} (gzip):`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  console.log(
    `  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${HOME_JS_BUDGET / 1024} KB: ${total <= HOME_JS_BUDGET ? 'within' : 'OVER'})`,
  );
}

await main();
