import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { connectDatabase } from '../../db/connect.ts';
import { createBackup, restoreBackup } from '../backup/backup.service.ts';
import { expectOutletsAgree } from './outlets.test-support.ts';

// The backup restore is a write of every interview made outside the server (npm run restore):
// it goes through the one write path too (docs/architecture.md "One write path").

const t = useTestServer({ seed: 'none' });

async function publicVideo(title: string): Promise<Media> {
  return (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title }), headers: t.admin })).body;
}
const archived = (id: number) =>
  call(t.server, 'PATCH', apiPaths.media.visibility(id), { json: { visibility: 'archived' }, headers: t.admin });

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
