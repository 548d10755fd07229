import { describe, expect, it, vi } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

// Plays are counted in memory and written once a second (view-counter.ts): they never empty the
// read cache, the shown counts catch up within a few seconds, and a graceful stop writes them.
const t = useTestServer();
const CATCH_UP = { timeout: 8_000, interval: 200 };

describe('recorded plays', () => {
  it('leave cached answers in place, and lists, details and most-watched catch up', async () => {
    const { body: page } = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.recent}?page_size=5`);
    const video = page.results[4]!;
    await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id));
    const cached = t.server.app.caches.answers.size;
    expect(cached).toBeGreaterThanOrEqual(2);

    const plays = 20;
    for (let i = 0; i < plays; i++) {
      const res = await call<{ views: number }>(t.server, 'POST', apiPaths.media.view(video.id));
      expect(res.status).toBe(200);
    }
    expect(t.server.app.caches.answers.size).toBe(cached);

    const views = video.metadata.views + plays;
    await vi.waitFor(async () => {
      const fresh = await call<Media>(t.server, 'GET', apiPaths.media.detail(video.id));
      expect(fresh.body.metadata.views).toBe(views);
      const recent = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.recent}?page_size=5`);
      expect(recent.body.results[4]!.metadata.views).toBe(views);
      const top = await call<MediaPage>(t.server, 'GET', `${apiPaths.media.mostWatched}?page_size=100`);
      const ranked = top.body.results.map((m) => m.metadata.views);
      expect(top.body.results.find((m) => m.id === video.id)?.metadata.views).toBe(views);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    }, CATCH_UP);
  });

  it('are all written by a graceful stop, none lost', async () => {
    const first = await startTestServer({ seed: 'sample' });
    const { body: page } = await call<MediaPage>(first, 'GET', `${apiPaths.media.list}?page_size=1`);
    const video = page.results[0]!;
    for (let i = 0; i < 7; i++) await call(first, 'POST', apiPaths.media.view(video.id));
    await first.stop();
    const reopened = await startTestServer({ databaseUrl: first.config.databaseUrl, seed: 'none' });
    try {
      const { body } = await call<Media>(reopened, 'GET', apiPaths.media.detail(video.id));
      expect(body.metadata.views).toBe(video.metadata.views + 7);
    } finally {
      await reopened.stop();
      await first.close();
    }
  });
});
