// @ts-expect-error parse-prometheus-text-format ships no types; its one function is typed below.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { apiPaths, standardPaths } from '#contracts/paths';
import { useTestServer } from '../../test/use-test-server.ts';

interface MetricFamily {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string }[];
}
const parse = parsePrometheusTextFormat as (text: string) => MetricFamily[];

const TOKEN = 'a-metrics-token-of-some-length';

// Prometheus metrics for a scraper holding METRICS_TOKEN (docs/deploy.md "Metrics"), read with a parser of the text format.
describe('metrics with METRICS_TOKEN', () => {
  const t = useTestServer({ metricsToken: TOKEN, nodeName: 'atlas-test-1' });
  const metrics = () => fetch(`${t.server.url}${standardPaths.metrics}`, { headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers only the bearer of the token', async () => {
    expect((await fetch(`${t.server.url}${standardPaths.metrics}`)).status).toBe(401);
    const wrong = await fetch(`${t.server.url}${standardPaths.metrics}`, {
      headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('authentication_required');
  });

  it('counts requests by route pattern and status, their durations and the caches, every series named after the node', async () => {
    for (let i = 0; i < 3; i += 1) await (await fetch(`${t.server.url}${apiPaths.media.detail(1)}`)).arrayBuffer();
    await (await fetch(`${t.server.url}${apiPaths.media.detail(999_999)}`)).arrayBuffer();
    const answer = await metrics();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    const families = new Map(parse(text).map((family) => [family.name, family]));
    const requests = families.get('atlas_http_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    const detail = (status: string) =>
      requests.metrics.find((m) => m.labels?.route === '/api/v/media/:id/' && m.labels.status === status && m.labels.method === 'GET');
    expect(detail('200')?.value).toBe('3');
    expect(detail('404')?.value).toBe('1');
    const durations = families.get('atlas_http_request_duration_seconds')!;
    expect(durations.type).toBe('HISTOGRAM');
    // The parser keeps a histogram's buckets but not its labels when `le` comes first, as prom-client writes it: the
    // count is read from the text.
    expect(text).toMatch(
      /^atlas_http_request_duration_seconds_count\{node="atlas-test-1",method="GET",route="\/api\/v\/media\/:id\/"\} 4$/m,
    );
    const lookups = families.get('atlas_cache_lookups_total')!.metrics;
    expect(Number(lookups.find((m) => m.labels?.cache === 'read' && m.labels.result === 'hit')?.value)).toBeGreaterThanOrEqual(2);
    expect(
      families
        .get('atlas_ingest_jobs')!
        .metrics.map((m) => m.labels?.status)
        .sort(),
    ).toEqual(['done', 'failed', 'queued', 'running']);
    expect(families.get('atlas_fixity_last_check_timestamp_seconds')!.metrics[0]!.value).toBe('0');
    expect(families.has('atlas_nodejs_gc_duration_seconds')).toBe(true);
    for (const family of families.values()) {
      if (family.type === 'HISTOGRAM') continue;
      for (const metric of family.metrics) expect(metric.labels?.node).toBe('atlas-test-1');
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  const t = useTestServer();
  it('are not served', async () => {
    const answer = await fetch(`${t.server.url}${standardPaths.metrics}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.headers.get('content-type')).not.toMatch(/^text\/plain/);
  });
});
