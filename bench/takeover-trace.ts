import type { CDPSession } from 'playwright-core';
import { TAKEOVER_PROFILES, launchBenchBrowser, profiledPage, waitForTakeover } from './takeover.ts';

// `npx tsx bench/takeover-trace.ts --url=http://127.0.0.1:8080 --pages=/,/map --langs=en,ar [--profile=phone]`
// (manual, never part of npm test): what one load's first paint to takeover is made of (docs/decisions.md §2502):
// each request with its start and end against the first contentful paint and its bytes on the wire, and the main
// thread's time between the paint and the takeover by kind (compiling, running modules, other script, style and
// layout, idle). One load each, uncached, on the profile of bench/takeover.ts.

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = (args.url ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const profile = TAKEOVER_PROFILES.find((p) => p.name === (args.profile ?? 'phone'))!;

interface Request {
  url: string;
  start: number;
  end: number;
  bytes: number;
  initiator: string;
  /** Chromium's resource type (Document, Stylesheet, Font, Image, Script, Fetch, …). */
  type: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { frame?: string } };
}

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Wall time of the main thread's top-level tasks' children by kind, inside [from, to] (µs of the trace clock). */
function mainThreadKinds(events: TraceEvent[], main: TraceEvent | undefined, from: number, to: number): Record<string, number> {
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= from && e.ts <= to);
  const kinds: Record<string, number> = {};
  const add = (k: string, d: number) => (kinds[k] = (kinds[k] ?? 0) + d / 1000);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  for (const t of tasks) add('busy (all tasks)', t.dur ?? 0);
  const sum = (names: string[]) => onMain.filter((e) => names.includes(e.name)).reduce((s, e) => s + (e.dur ?? 0), 0);
  add('compile', sum(['v8.compile', 'v8.compileModule']));
  add('module evaluation', sum(['v8.evaluateModule']));
  add('style and layout', sum(['UpdateLayoutTree', 'Layout']));
  add('garbage collection', sum(['MinorGC', 'MajorGC']));
  add('idle', to - from - tasks.reduce((s, e) => s + (e.dur ?? 0), 0));
  // What each task spent its time on: its direct children by name.
  const children: Record<string, number> = {};
  const sorted = onMain.filter((e) => e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let task: TraceEvent | undefined;
  let childEnd = 0;
  for (const e of sorted) {
    if (e.name === 'RunTask') {
      task = e;
      childEnd = 0;
      continue;
    }
    if (!task || e.ts >= task.ts + (task.dur ?? 0) || e.ts < childEnd) continue;
    children[e.name] = (children[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    childEnd = e.ts + (e.dur ?? 0);
  }
  for (const [name, ms] of Object.entries(children)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8))
    kinds[`task: ${name}`] = ms;
  return kinds;
}

/**
 * What the page's `load` waited for, which the app's fetch waits for too (web/src/boot.ts, docs/decisions.md §1020): the
 * requests that ended before it, by kind, with their bytes on the wire. Counts and bytes do not depend on the machine's
 * load (docs/decisions.md §2540).
 */
function beforeLoad(label: string, requests: Request[], endedBeforeLoad: (r: Request) => boolean): string {
  const kinds = new Map<string, { count: number; bytes: number }>();
  let count = 0;
  let bytes = 0;
  for (const r of requests.filter(endedBeforeLoad)) {
    const kind = kinds.get(r.type) ?? { count: 0, bytes: 0 };
    kinds.set(r.type, { count: kind.count + 1, bytes: kind.bytes + r.bytes });
    count += 1;
    bytes += r.bytes;
  }
  const byKind = [...kinds].map(([type, k]) => `${type} ${k.count} (${(k.bytes / 1024).toFixed(1)} KB)`).join(', ');
  return `BEFORE LOAD ${label}: ${count} requests, ${(bytes / 1024).toFixed(1)} KB on the wire; ${byKind}`;
}

async function measure(url: string, lang: string): Promise<void> {
  const browser = await launchBenchBrowser(CHROME_PATH);
  try {
    const requests = new Map<string, Request>();
    let origin = 0;
    const { page, cdp } = await profiledPage(browser, profile, {
      lang,
      onCdp: (session) => {
        session.on('Network.requestWillBeSent', (e) => {
          origin ||= e.timestamp;
          const init = e.initiator.url ?? e.initiator.stack?.callFrames?.[0]?.url ?? e.initiator.type;
          requests.set(e.requestId, {
            url: e.request.url,
            start: e.timestamp,
            end: NaN,
            bytes: 0,
            initiator: init,
            type: e.type ?? 'Other',
          });
        });
        session.on('Network.loadingFinished', (e) => {
          const r = requests.get(e.requestId);
          if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
        });
      },
    });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'commit' });
    await waitForTakeover(page);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      takeover: (window as unknown as { __takeoverAt: number }).__takeoverAt,
      timeOrigin: performance.timeOrigin,
    }));
    const events = await collectTrace(cdp);
    const fcpEvent = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
    const navStart = (fcpEvent?.ts ?? 0) - marks.fcp * 1000;
    console.log(
      `\n### ${url} (${profile.name}): FCP ${Math.round(marks.fcp)}, load ${Math.round(marks.load)}, takeover ${Math.round(marks.takeover)}, gap ${Math.round(marks.takeover - marks.fcp)} ms`,
    );
    // Request times against the navigation's start (the first request's timestamp is within a ms of it).
    const rel = (t: number) => Math.round((t - origin) * 1000 - marks.fcp);
    console.log('| file | bytes | start − FCP | end − FCP | initiator |\n|---|---:|---:|---:|---|');
    let after = 0;
    for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
      const name = new URL(r.url).pathname + (new URL(r.url).search.length > 30 ? '?…' : new URL(r.url).search);
      if (r.start * 1000 - origin * 1000 >= marks.fcp) after += r.bytes;
      console.log(
        `| ${name} | ${r.bytes} | ${rel(r.start)} | ${rel(r.end)} | ${r.initiator.replace(base, '').replace(/^.*\/assets\//, '')} |`,
      );
    }
    console.log(`bytes asked for after FCP: ${after}`);
    console.log(beforeLoad(`${new URL(url).pathname} ${lang}`, [...requests.values()], (r) => rel(r.end) + marks.fcp <= marks.load));
    // The app's scripts (all but the entry, which the page's head asks for): when the first was asked for and the last
    // arrived, against the paint; a load-independent view of the network's share of the gap.
    const scripts = [...requests.values()].filter((r) => r.url.endsWith('.js') && r.initiator !== url && rel(r.start) >= 0);
    const firstAsked = Math.min(...scripts.map((r) => rel(r.start)));
    const lastArrived = Math.max(...scripts.map((r) => rel(r.end)));
    const scriptBytes = scripts.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `SUMMARY ${new URL(url).pathname} ${lang}: scripts ${scripts.length}, ${(scriptBytes / 1024).toFixed(1)} KB on the wire, first asked FCP+${firstAsked} ms, last arrived FCP+${lastArrived} ms, takeover FCP+${Math.round(marks.takeover - marks.fcp)} ms`,
    );
    const kinds = mainThreadKinds(events, fcpEvent, navStart + marks.fcp * 1000, navStart + marks.takeover * 1000);
    console.log(
      Object.entries(kinds)
        .map(([k, v]) => `${k}: ${Math.round(v)} ms`)
        .join('; '),
    );
  } finally {
    await browser.close();
  }
}

for (const page of (args.pages ?? '/').split(','))
  for (const lang of (args.langs ?? 'en').split(',')) await measure(`${base}${page}?lng=${lang}`, lang);
