// Facet and sort requests of the archive (docs/decisions.md §87), timed through the HTTP API by search.bench.ts
// on the same synthetic archive. Each URL asks for the facet counts (facets=1), as the archive's
// first page does; values come from bench/search-archive.ts's vocabularies.
// A server keeps facet counts and title orders until the next write (docs/decisions.md §1100), so
// after the warm-up pass these time the kept answers; bench/facet-counts.bench.ts times the counting.

export const FACET_QUERIES: Record<string, string> = {
  'browse + facets': 'facets=1',
  'region (province)': 'facets=1&region=Ifrane%20Province',
  'topic + decade': 'facets=1&topic=Weaving&decade=2000',
  'language + person': 'facets=1&language=Tamazight&person=Fatima%20Itto',
  'search + facets': 'facets=1&search=tradition',
  'search + region + topic': 'facets=1&search=ahidous&region=Azrou&topic=Music',
  'sort oldest + facets': 'facets=1&sort=oldest',
  'sort title (ar) + facets': 'facets=1&sort=title&lang=ar',
};

/**
 * Wall-clock ms of each request, every URL `reps` times after one untimed warm-up pass, and the CPU
 * ms this process spent on it (server and client, when the server runs in this process): on a
 * shared machine the CPU figure does not grow with the other jobs' load as the wall clock does.
 */
export async function timeFacets(
  base: string,
  reps: number,
): Promise<{ all: number[]; cpu: number[]; perQuery: string[]; perQueryCpu: string[] }> {
  let run = 0;
  // A fresh `run` parameter (ignored by the route) makes every request miss the read cache.
  const url = (query: string) => `${base}/api/v/media/?page_size=20&${query}&run=${(run += 1)}`;
  for (const query of Object.values(FACET_QUERIES)) {
    const response = await fetch(url(query));
    if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  const all: number[] = [];
  const cpu: number[] = [];
  const perQuery: string[] = [];
  const perQueryCpu: string[] = [];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
  for (const [name, query] of Object.entries(FACET_QUERIES)) {
    const mine: number[] = [];
    const mineCpu: number[] = [];
    for (let r = 0; r < reps; r += 1) {
      const begin = performance.now();
      const cpuBegin = process.cpuUsage();
      await (await fetch(url(query))).arrayBuffer();
      mine.push(performance.now() - begin);
      const used = process.cpuUsage(cpuBegin);
      mineCpu.push((used.user + used.system) / 1000);
    }
    all.push(...mine);
    cpu.push(...mineCpu);
    perQuery.push(`${name} ${median(mine)}`);
    perQueryCpu.push(`${name} ${median(mineCpu)}`);
  }
  return { all, cpu, perQuery, perQueryCpu };
}
