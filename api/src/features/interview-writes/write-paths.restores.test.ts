import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { connectDatabase } from '../../db/connect.ts';
import { createBackup, restoreBackup } from '../backup/backup.service.ts';
import { expectOutletsAgree } from './outlets.test-support.ts';

// Restores (History, trash, a backup) are writes like any other: they go through the one write path
// (docs/architecture.md "One write path"), so OAI-PMH follows them like the public API.

const t = useTestServer({ seed: 'none' });

async function publicVideo(title: string): Promise<Media> {
  return (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title }), headers: t.admin })).body;
}
async function send<T = Media>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await call<T>(t.server, method, path, { ...(json === undefined ? {} : { json }), headers: t.admin });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.body;
}
const admin = () => ({ headers: t.admin });
const archived = (id: number) =>
  call(t.server, 'PATCH', apiPaths.media.visibility(id), { json: { visibility: 'archived' }, headers: t.admin });

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

describe('a backup restore (outside the server)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-write-paths-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves a running server on the restored database in agreement at once', async () => {
    const shown = await publicVideo('Kept in the backup');
    const withdrawn = await publicVideo('Withdrawn before the backup');
    await archived(withdrawn.id);
    const file = path.join(dir, 'archive.atlas.gz');
    await createBackup({ ...t.server.app.database, close: async () => {} }, file);

    const other = await startTestServer({ seed: 'none' });
    try {
      // Its caches hold the empty archive until the restore tells them otherwise.
      await expectOutletsAgree(other, shown.id, { state: 'never' }, 'before the restore');
      const handle = await connectDatabase(other.config.databaseUrl);
      try {
        await restoreBackup(handle, file, { force: true });
      } finally {
        await handle.close();
      }
      await expectOutletsAgree(other, shown.id, { state: 'public', title: 'Kept in the backup' }, 'restored public video');
      await expectOutletsAgree(other, withdrawn.id, { state: 'withdrawn' }, 'restored withdrawn video');
    } finally {
      await other.close();
    }
  });
});
