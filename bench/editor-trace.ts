// Reads a Chromium trace (browser.startTracing) taken while keys were typed, and says what the page's main thread did
// per key: how many layouts and style recalculations, how many objects each laid out, and the time of each kind of work.
// Counts do not depend on the machine's load, where times do (the brief of bench/editor.bench.ts).

/** What the trace records: the timeline's categories, the frame's, and Blink's own. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'toplevel',
  'v8.execute',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: Record<string, unknown>; elementCount?: number; data?: Record<string, unknown> };
}

export interface KeyWork {
  /** Work by kind on the page's main thread, in ms per key (inclusive of what each contains), the longest first. */
  perKeyMs: [string, number][];
  /** How many times per key each kind ran. */
  perKeyCount: Record<string, number>;
  /** Objects each layout laid out again (dirty) of those in the layout tree (total), averaged over the layouts. */
  layoutObjects: { dirty: number; total: number };
  /** Elements each style recalculation visited, averaged. */
  styleElements: number;
}

/** The page's main thread: the renderer's `CrRendererMain` with the most events (iframes of other sites have their own). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; n: number } | null = null;
  for (const m of mains) {
    const n = events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
    if (!best || n > best.n) best = { pid: m.pid, tid: m.tid, n };
  }
  return best && { pid: best.pid, tid: best.tid };
}

export function summariseTrace(json: string, keys: number): KeyWork {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = mainThread(events);
  const time = new Map<string, number>();
  const count: Record<string, number> = {};
  let dirty = 0;
  let total = 0;
  let layouts = 0;
  let styleElements = 0;
  let styles = 0;
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.dur === undefined) continue;
    time.set(e.name, (time.get(e.name) ?? 0) + e.dur / 1000);
    count[e.name] = (count[e.name] ?? 0) + 1;
    if (e.name === 'Layout' && e.args?.beginData) {
      layouts++;
      dirty += Number(e.args.beginData.dirtyObjects ?? 0);
      total += Number(e.args.beginData.totalObjects ?? 0);
    }
    if (e.name === 'UpdateLayoutTree') {
      styles++;
      styleElements += Number(e.args?.elementCount ?? e.args?.beginData?.elementCount ?? 0);
    }
  }
  const perKeyMs = [...time.entries()].map(([name, ms]) => [name, ms / keys] as [string, number]).sort((a, b) => b[1] - a[1]);
  return {
    perKeyMs,
    perKeyCount: Object.fromEntries(Object.entries(count).map(([name, n]) => [name, n / keys])),
    layoutObjects: { dirty: layouts ? dirty / layouts : 0, total: layouts ? total / layouts : 0 },
    styleElements: styles ? styleElements / styles : 0,
  };
}

/** The summary as lines for the bench's output. */
export function describeKeyWork(work: KeyWork, top = 18): string[] {
  const n = (name: string) => (work.perKeyCount[name] ?? 0).toFixed(2);
  return [
    `per key: Layout ${n('Layout')} times (${work.layoutObjects.dirty.toFixed(0)} dirty of ${work.layoutObjects.total.toFixed(0)} objects each), ` +
      `UpdateLayoutTree ${n('UpdateLayoutTree')} times (${work.styleElements.toFixed(0)} elements each), Paint ${n('Paint')}, ` +
      `PrePaint ${n('PrePaint')}`,
    '',
    '| main-thread work (inclusive) | ms per key | times per key |',
    '| --- | ---: | ---: |',
    ...work.perKeyMs.slice(0, top).map(([name, ms]) => `| ${name} | ${ms.toFixed(2)} | ${n(name)} |`),
  ];
}
