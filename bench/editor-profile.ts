// Reads V8's sampling profile (CDP Profiler) taken while keys were typed: which functions the page's script spent its
// time in, per key (bench/editor.bench.ts --trace). Minified names are what the bundle calls them; the file and column
// lead back to the source.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions with the most self time, in ms per key, as table lines. */
export function describeProfile(raw: unknown, keys: number, top = 15): string[] {
  const profile = raw as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`.trim();
    // A sample's time is the gap to the next one (V8 gives the gap before it).
    self.set(name, (self.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const rows = [...self.entries()].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
  const script = rows.filter(([name]) => !name.startsWith('(')).reduce((sum, [, ms]) => sum + ms, 0);
  return [
    `Script's self time: ${(script / keys).toFixed(2)} ms per key in functions, besides ${rows
      .filter(([name]) => name.startsWith('('))
      .map(([name, ms]) => `${name} ${(ms / keys).toFixed(2)}`)
      .join(', ')}`,
    '',
    '| function (self time) | ms per key |',
    '| --- | ---: |',
    ...rows
      .filter(([name]) => !name.startsWith('('))
      .slice(0, top)
      .map(([name, ms]) => `| \`${name}\` | ${(ms / keys).toFixed(2)} |`),
  ];
}
