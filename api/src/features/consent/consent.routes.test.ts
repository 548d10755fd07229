import { describe, expect, it } from 'vitest';
import type { Consent, ConsentOverview, ConsentStatus } from '#contracts/consent';
import { CONSENT_FORM_MAX_BYTES } from '#contracts/constants';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('signed release form of Gil Guest\n%%EOF\n')]);
const RELEASE = { scope: 'public', signed_on: '2024-03-01', valid_until: null, conditions: 'No surnames of children' };

const createArchived = async () =>
  (await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ visibility: 'archived' }), headers: t.admin })).body;
const overview = async (id: number) =>
  (await call<ConsentOverview>(t.server, 'GET', apiPaths.admin.consents(id), { headers: t.admin })).body;
const guestOf = (o: ConsentOverview) => o.participants.find((p) => p.role === 2)!;
const putRelease = (id: number, participant: number, json: unknown) =>
  call<Consent & { code?: string }>(t.server, 'PUT', apiPaths.admin.participantConsent(id, participant), { json, headers: t.admin });
const putForm = (consent: number, body: Buffer, type = 'application/pdf') =>
  fetch(`${t.server.url}${apiPaths.admin.consentForm(consent)}?name=Gil%20release.pdf`, {
    method: 'PUT',
    headers: { authorization: t.admin.authorization!, 'content-type': type },
    body: new Uint8Array(body),
  });

describe('releases of an interview', () => {
  it('lists every participant with its release and what the narrator lacks', async () => {
    const video = await createArchived();
    const before = await overview(video.id);
    expect(before.policy).toBe('warn');
    expect(before.participants.map((p) => [p.first_name, p.consent])).toEqual([
      ['Hana', null],
      ['Gil', null],
    ]);
    expect(before.missing).toEqual([{ first_name: 'Gil', last_name: 'Guest', reason: 'no_release' }]);

    const saved = await putRelease(video.id, guestOf(before).id, RELEASE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...RELEASE,
      media: video.id,
      first_name: 'Gil',
      allows_public: true,
      form: null,
      updated_by: 'admin',
    });
    expect((await overview(video.id)).missing).toEqual([]);

    const research = await putRelease(video.id, guestOf(before).id, { ...RELEASE, scope: 'research' });
    expect(research.body).toMatchObject({ id: saved.body.id, scope: 'research', allows_public: false });
    expect((await overview(video.id)).missing).toEqual([{ first_name: 'Gil', last_name: 'Guest', reason: 'not_public_scope' }]);
    const expired = await putRelease(video.id, guestOf(before).id, { ...RELEASE, valid_until: '2024-12-31' });
    expect(expired.body.allows_public).toBe(false);
    expect((await overview(video.id)).missing[0]!.reason).toBe('expired');

    const status = await call<ConsentStatus>(t.server, 'GET', `${apiPaths.admin.consentStatus}?ids=${video.id},999999`, {
      headers: t.admin,
    });
    expect(status.body).toEqual({ policy: 'warn', results: [{ media: video.id, consent_missing: true }] });
  });

  it('answers 400 with a code for a bad release and keeps the one there', async () => {
    const video = await createArchived();
    const guest = guestOf(await overview(video.id)).id;
    await putRelease(video.id, guest, RELEASE);
    const bad: unknown[] = [
      { ...RELEASE, scope: 'everyone' },
      { ...RELEASE, signed_on: '2024-02-30' },
      { ...RELEASE, valid_until: '2024-01-01' },
      { ...RELEASE, extra: true },
      { scope: 'public' },
    ];
    for (const json of bad) {
      const res = await putRelease(video.id, guest, json);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(guestOf(await overview(video.id)).consent).toMatchObject(RELEASE);
    expect((await putRelease(video.id, 999_999, RELEASE)).status).toBe(404);
    expect((await call(t.server, 'GET', apiPaths.admin.consents(video.id))).status).toBe(401);
  });

  it('keeps the signed form, checked by its content and size', async () => {
    const video = await createArchived();
    const consent = (await putRelease(video.id, guestOf(await overview(video.id)).id, RELEASE)).body;
    const stored = await putForm(consent.id, PDF);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as Consent).form).toMatchObject({
      name: 'Gil-release.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });

    const download = await fetch(`${t.server.url}${apiPaths.admin.consentForm(consent.id)}`, {
      headers: { authorization: t.admin.authorization! },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Gil-release.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    // A page named and declared a PDF is not one; nor is an empty file or one over the limit.
    const disguised = await putForm(consent.id, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as { code: string }).code).toBe('invalid_consent_form');
    expect((await putForm(consent.id, Buffer.alloc(0))).status).toBe(400);
    const huge = await putForm(consent.id, Buffer.concat([PDF, Buffer.alloc(CONSENT_FORM_MAX_BYTES)]));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');
    expect((await putForm(consent.id, PDF, 'text/html')).status).toBe(415);
    expect(guestOf(await overview(video.id)).consent!.form).toMatchObject({ size: PDF.length });

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('scan')]);
    expect(((await (await putForm(consent.id, png, 'application/octet-stream')).json()) as Consent).form!.content_type).toBe('image/png');
  });

  it('shows a release left without its participant after a rename, and deletes it', async () => {
    const video = await createArchived();
    const consent = (await putRelease(video.id, guestOf(await overview(video.id)).id, RELEASE)).body;
    const renamed = fullPayload({ visibility: 'archived' });
    renamed.participants[1] = { ...renamed.participants[1]!, first_name: 'Gilbert' };
    expect((await call(t.server, 'PUT', apiPaths.media.fullDetail(video.id), { json: renamed, headers: t.admin })).status).toBe(200);
    const after = await overview(video.id);
    expect(guestOf(after).consent).toBeNull();
    expect(after.unmatched.map((c) => c.id)).toEqual([consent.id]);
    expect((await call(t.server, 'DELETE', apiPaths.admin.consent(consent.id), { headers: t.admin })).status).toBe(204);
    expect((await overview(video.id)).unmatched).toEqual([]);
    expect((await call(t.server, 'DELETE', apiPaths.admin.consent(consent.id), { headers: t.admin })).status).toBe(404);
  });
});

describe('the history and the trash carry releases and their forms', () => {
  it('brings a deleted release back from the history, form included', async () => {
    const video = await createArchived();
    const consent = (await putRelease(video.id, guestOf(await overview(video.id)).id, RELEASE)).body;
    await putForm(consent.id, PDF);
    expect((await call(t.server, 'DELETE', apiPaths.admin.consent(consent.id), { headers: t.admin })).status).toBe(204);
    const history = (await call<MediaHistory>(t.server, 'GET', apiPaths.admin.history(video.id), { headers: t.admin })).body;
    const withForm = history.results.find((v) => v.snapshot.consents[0]?.form_sha256)!;
    expect(withForm.snapshot.consents[0]).toMatchObject({ first_name: 'Gil', scope: 'public', form_name: 'Gil-release.pdf' });
    const restored = await call(t.server, 'POST', apiPaths.admin.historyRestore(video.id, withForm.version), { headers: t.admin });
    expect(restored.status).toBe(200);
    const back = guestOf(await overview(video.id)).consent!;
    expect(back).toMatchObject({ ...RELEASE, form: { size: PDF.length } });
    const download = await fetch(`${t.server.url}${apiPaths.admin.consentForm(back.id)}`, {
      headers: { authorization: t.admin.authorization! },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('keeps releases with a video in the trash and restores them with it', async () => {
    const video = await createArchived();
    const consent = (await putRelease(video.id, guestOf(await overview(video.id)).id, RELEASE)).body;
    await putForm(consent.id, PDF);
    expect((await call(t.server, 'POST', apiPaths.video.bulkDelete, { json: { videoIds: [video.id] }, headers: t.admin })).status).toBe(
      200,
    );
    expect((await call(t.server, 'GET', apiPaths.admin.consents(video.id), { headers: t.admin })).status).toBe(404);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), { headers: t.admin })).status).toBe(204);
    expect(guestOf(await overview(video.id)).consent).toMatchObject({ ...RELEASE, form: { content_type: 'application/pdf' } });
  });
});
