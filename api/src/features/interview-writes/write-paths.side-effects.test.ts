import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contracts/errors';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { InterviewsChanged } from '../../lib/interviews-changed.ts';
import { call, fullPayload, mediaPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { expectOutletsAgree } from './outlets.test-support.ts';

// The side effects the one write path owns (docs/architecture.md "One write path", docs/decisions.md §1810-§1812):
// the publish checklist inside the transaction, whichever route or restore publishes; the update time when what the
// public sees changes beside the row; and one event after each commit. The server runs PUBLISH_CHECKLIST=require;
// videos published before it was set are made with the checklist at `warn` for the moment, as staff would have.

const t = useTestServer({ seed: 'none', publishChecklist: 'require' });
const admin = () => ({ headers: t.admin });
const timed = [{ language: 'English', text: '[00:00:00] The full transcript, with times.' }];

async function send<T = Media>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await call<T>(t.server, method, path, { ...(json === undefined ? {} : { json }), ...admin() });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.body;
}

/** Runs `work` as before PUBLISH_CHECKLIST=require was set. */
async function beforeTheChecklist<T>(work: () => Promise<T>): Promise<T> {
  const database = t.server.app.database;
  database.publishChecklist = 'warn';
  try {
    return await work();
  } finally {
    database.publishChecklist = 'require';
  }
}

/** A public video without captions (its transcript has no times), published before the checklist was required. */
const uncaptioned = (title: string) => beforeTheChecklist(() => send('POST', apiPaths.media.full, fullPayload({ title })));

/** The events of the writes `act` makes. */
async function eventsOf(act: () => Promise<unknown>): Promise<InterviewsChanged[]> {
  const seen: InterviewsChanged[] = [];
  listening = (event) => void seen.push(event);
  try {
    await act();
  } finally {
    listening = null;
  }
  return seen;
}
let listening: ((event: InterviewsChanged) => void) | null = null;
let subscribed = false;
afterEach(() => {
  listening = null;
});
function listen() {
  if (subscribed) return;
  subscribed = true;
  t.server.app.interviewEvents.subscribe((event) => listening?.(event));
}

describe('the publish checklist, inside the write', () => {
  it('refuses a History restore of a version that fails it: 409 publish_checklist, nothing changed', async () => {
    const video = await uncaptioned('Published without captions');
    await send('PATCH', apiPaths.media.visibility(video.id), { visibility: 'archived' });
    // Version 1 is the video as it was published, without captions.
    const res = await call<ApiErrorBody>(t.server, 'POST', apiPaths.admin.historyRestore(video.id, 1), admin());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('publish_checklist');
    expect((await send('GET', apiPaths.media.detail(video.id))).visibility).toBe('archived');
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'refused History restore');
  });

  it('brings a video back from the trash archived, with the checklist items it lacks', async () => {
    const video = await uncaptioned('Trashed without captions');
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    const res = await call<{ held_back: boolean; missing: { item: string }[] }>(
      t.server,
      'POST',
      apiPaths.admin.trashRestore(video.id),
      admin(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ held_back: true, missing: [{ item: 'captions' }] });
    expect((await send('GET', apiPaths.media.detail(video.id))).visibility).toBe('archived');
    await expectOutletsAgree(t.server, video.id, { state: 'withdrawn' }, 'held back from the trash');
  });

  it('lets a video that passes it come back from the trash as it was (204)', async () => {
    const video = await send('POST', apiPaths.media.full, fullPayload({ title: 'Captioned', transcript: timed }));
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(video.id), admin())).status).toBe(204);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(video.id), admin())).status).toBe(204);
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Captioned' }, 'restored captioned');
  });

  it('refuses publishing by any route, bulk too, and rolls the whole write back', async () => {
    const archived = await send('POST', apiPaths.media.list, mediaPayload({ visibility: 'archived' }));
    const passing = await send('POST', apiPaths.media.list, mediaPayload({ visibility: 'archived', transcript: timed }));
    const res = await call<ApiErrorBody>(t.server, 'POST', apiPaths.video.bulkUpdateStatus, {
      json: { videoIds: [passing.id, archived.id], status: 'public' },
      ...admin(),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('publish_checklist');
    for (const id of [archived.id, passing.id]) await expectOutletsAgree(t.server, id, { state: 'never' }, 'bulk refused');
  });
});

describe('what the public sees beside the row', () => {
  it('the public-download switch moves the update time (sitemap and OAI follow); the same value again does not', async () => {
    const video = await send('POST', apiPaths.media.full, fullPayload({ title: 'Downloadable', transcript: timed }));
    await send('PUT', apiPaths.admin.mediaDownloadSetting(video.id), { public_download: true });
    const after = await send('GET', apiPaths.media.detail(video.id));
    expect(after.updated_at > video.updated_at).toBe(true);
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Downloadable' }, 'download switched on');
    await send('PUT', apiPaths.admin.mediaDownloadSetting(video.id), { public_download: true });
    expect((await send('GET', apiPaths.media.detail(video.id))).updated_at).toBe(after.updated_at);
  });
});

describe('interviewsChanged', () => {
  it('is emitted once per committed write, naming what changed; never for a refused one', async () => {
    listen();
    let id = 0;
    const created = await eventsOf(async () => (id = (await send('POST', apiPaths.media.full, fullPayload({ transcript: timed }))).id));
    expect(created).toEqual([{ ids: [id], access: [id], recordings: [id] }]);

    const saved = await eventsOf(() => send('PUT', apiPaths.media.fullDetail(id), fullPayload({ title: 'Renamed', transcript: timed })));
    expect(saved).toEqual([{ ids: [id], access: [], recordings: [] }]);

    const sealed = await eventsOf(() => send('PUT', apiPaths.admin.mediaAccess(id), { access: 'sealed', sealed_until: '2099-01-01' }));
    expect(sealed).toEqual([{ ids: [id], access: [id], recordings: [] }]);

    const deleted = await eventsOf(() => call(t.server, 'DELETE', apiPaths.media.detail(id), admin()));
    expect(deleted).toEqual([{ ids: [id], access: [id], recordings: [id] }]);
    const restored = await eventsOf(() => call(t.server, 'POST', apiPaths.admin.trashRestore(id), admin()));
    expect(restored).toEqual([{ ids: [id], access: [id], recordings: [id] }]);

    const uncaptionedArchived = await send('POST', apiPaths.media.list, mediaPayload({ visibility: 'archived' }));
    const refused = await eventsOf(async () => {
      const res = await call(t.server, 'PATCH', apiPaths.media.visibility(uncaptionedArchived.id), {
        json: { visibility: 'public' },
        ...admin(),
      });
      expect(res.status).toBe(409);
    });
    expect(refused).toEqual([]);
  });
});
