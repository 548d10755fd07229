import { describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { expectOutletsAgree } from './outlets.test-support.ts';

// Every write path of an interview leaves the outlets that publish it in agreement
// (docs/architecture.md "One write path").

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });

async function send<T = Media>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await call<T>(t.server, method, path, { ...(json === undefined ? {} : { json }), ...admin() });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.body;
}

describe('restores keep the publication log', () => {
  it('a version restored from History that was archived is withdrawn from OAI-PMH too', async () => {
    const video = await send('POST', apiPaths.media.full, fullPayload({ title: 'Looms of Tizguite' }));
    await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'archived' });
    await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'public' });
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Looms of Tizguite' }, 'published again');

    // Version 2 is the video as it was while archived (kept when it was published again).
    const restored = await send('POST', apiPaths.admin.historyRestore(video.id, 2));
    expect(restored.visibility).toBe('archived');
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'archived version restored');
  });

  it('a public video restored from the trash is published on OAI-PMH again', async () => {
    const video = await send('POST', apiPaths.media.full, fullPayload({ title: 'Dyers of Azrou' }));
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'deleted');
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Dyers of Azrou' }, 'restored from the trash');
  });
});
