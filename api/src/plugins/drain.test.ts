import { expect, it } from 'vitest';
import { apiPaths } from '#contracts/paths';
import { useTestServer } from '../../test/use-test-server.ts';

// A stopping node's last seconds (docs/deploy.md "Restarts without a failed request"); the signal and the close are
// server.ts's, run whole in deploy/two-nodes.test.ts.
const t = useTestServer();

it('while draining, says so to the load balancer, still serves visitors, and closes each connection after its answer', async () => {
  expect((await fetch(`${t.server.url}${apiPaths.health}`)).status).toBe(200);
  t.server.app.lifecycle.drain();
  const health = await fetch(`${t.server.url}${apiPaths.health}`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: 'draining' });
  expect(health.headers.get('cache-control')).toBe('no-store');
  const list = await fetch(`${t.server.url}${apiPaths.media.list}`);
  expect(list.status).toBe(200);
  expect(list.headers.get('connection')).toBe('close');
});
