import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccessRequest } from '#contracts/access-requests';
import type { Consent, ConsentOverview } from '#contracts/consent';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { connectDatabase } from '../../db/connect.ts';
import { call, fullPayload } from '../../../test/http.ts';
import { adminHeaders, startTestServer, testDatabaseUrl, type TestServer } from '../../../test/test-server.ts';
import { createBackup, restoreBackup } from '../backup/backup.service.ts';

// A backup carries releases, their signed forms, access requests and their links (docs/decisions.md §400).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-consent-backup-'));
const servers: TestServer[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const drop of drops) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.7\nrelease signed by Gil Guest\n%%EOF\n');

describe('backup and restore of consent and access requests', () => {
  it('restores releases with their forms, and requests whose link still opens the interview', async () => {
    const source = await startTestServer({ seed: 'none' });
    servers.push(source);
    const admin = await adminHeaders(source);
    const video = (await call<Media>(source, 'POST', apiPaths.media.full, { json: fullPayload(), headers: admin })).body;
    const overview = (await call<ConsentOverview>(source, 'GET', apiPaths.admin.consents(video.id), { headers: admin })).body;
    const guest = overview.participants.find((p) => p.role === 2)!;
    const release = { scope: 'public', signed_on: '2024-03-01', valid_until: '2030-12-31', conditions: 'First names only' };
    const consent = (
      await call<Consent>(source, 'PUT', apiPaths.admin.participantConsent(video.id, guest.id), { json: release, headers: admin })
    ).body;
    await fetch(`${source.url}${apiPaths.admin.consentForm(consent.id)}`, {
      method: 'PUT',
      headers: { authorization: admin.authorization!, 'content-type': 'application/pdf' },
      body: new Uint8Array(PDF),
    });
    const asked = { name: 'Salma', email: 'salma@example.org', purpose: 'Thesis' };
    const { id: requestId } = (await call<{ id: number }>(source, 'POST', apiPaths.media.accessRequests(video.id), { json: asked })).body;
    const approved = (
      await call<AccessRequest>(source, 'POST', apiPaths.admin.accessRequestApprove(requestId), { json: { days: 10 }, headers: admin })
    ).body;

    const file = path.join(dir, 'archive.atlas.gz');
    await createBackup({ ...source.app.database, close: async () => undefined }, file);

    const target = testDatabaseUrl();
    drops.push(target.drop);
    const handle = await connectDatabase(target.url);
    await restoreBackup(handle, file);
    await handle.close();
    const restored = await startTestServer({ databaseUrl: target.url, seed: 'none', jwtSecret: source.config.jwtSecret });
    servers.push(restored);
    const restoredAdmin = await adminHeaders(restored);

    const back = (await call<ConsentOverview>(restored, 'GET', apiPaths.admin.consents(video.id), { headers: restoredAdmin })).body;
    expect(back.participants.find((p) => p.role === 2)!.consent).toMatchObject({ ...release, form: { size: PDF.length } });
    const form = await fetch(`${restored.url}${apiPaths.admin.consentForm(consent.id)}`, {
      headers: { authorization: restoredAdmin.authorization! },
    });
    expect(Buffer.from(await form.arrayBuffer()).equals(PDF)).toBe(true);
    const requests = (await call<AccessRequest[]>(restored, 'GET', apiPaths.admin.accessRequests, { headers: restoredAdmin })).body;
    expect(requests).toEqual([
      expect.objectContaining({
        id: requestId,
        ...asked,
        status: 'approved',
        access: expect.objectContaining({ link: approved.access!.link }),
      }),
    ]);
    const token = new URL(approved.access!.link, 'http://x').searchParams.get('access')!;
    const opens = await call<{ unlocked: boolean }>(restored, 'GET', `${apiPaths.media.accessLink(video.id)}?access=${token}`);
    expect(opens.body.unlocked).toBe(true);
  });
});
