import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDay, type MediaAccessInput } from '#contracts/access';
import type { Media, MapLocation } from '#contracts/media';
import type { MediaFileList } from '#contracts/media-files';
import { apiPaths, standardPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import { makeVideo, sampleDir, tusUpload, waitUntil } from '../../../test/media-samples.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { mayShowRecord, readerFor } from './access-rule.ts';
import { accessTime, accessToday } from './access-time.ts';
import { createInterview, fakeWebDist, type OutletName, outlets, setAccess } from './access.test-support.ts';
import { outsideTrash, bodyOpen, filesView, recordShown } from './read-model.ts';

// Every public outlet agrees with the read model (access/read-model.ts): for interviews in every state of
// visibility and access, what the read model says the public may see (its SQL predicates and its decisions on
// a row, which must agree with each other) is what each outlet shows: lists, detail, search, facets, pages and
// their JSON-LD, sitemap, OAI-PMH, IIIF, map, posters, plays, captions, the detail's stream and HLS.

const web = fakeWebDist();
const dir = sampleDir();
const realNow = accessTime.now;
afterAll(() => {
  accessTime.now = realNow;
  web.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});
const t = useTestServer({ seed: 'none', webDist: web.dir });
const admin = () => ({ headers: t.admin });

const DAY_MS = 86_400_000;
const tomorrow = accessDay(new Date(Date.now() + DAY_MS));
const passage = { start_time: '00:00:00', end_time: '00:00:01', reason: "at the narrator's request", until: null };

interface State {
  visibility: 'public' | 'archived';
  access: MediaAccessInput;
  trashed?: true;
}
/** Every state the read model tells apart; `seal_lapsed` opens when the test moves the day past tomorrow. */
const states: Record<string, State> = {
  open: { visibility: 'public', access: { access: 'open' } },
  passage_withheld: { visibility: 'public', access: { access: 'open', redactions: [passage] } },
  on_request: { visibility: 'public', access: { access: 'on_request' } },
  sealed: { visibility: 'public', access: { access: 'sealed', sealed_until: '2099-01-01' } },
  seal_lapsed: { visibility: 'public', access: { access: 'sealed', sealed_until: tomorrow } },
  archived_open: { visibility: 'archived', access: { access: 'open' } },
  archived_on_request: { visibility: 'archived', access: { access: 'on_request' } },
  trashed: { visibility: 'public', access: { access: 'open' }, trashed: true },
};
type StateName = keyof typeof states;

const wordsOf = (name: string) => {
  const key = name.replaceAll('_', '');
  return { titleWord: `rmtitle${key}`, openWord: `rmopen${key}`, secretWord: `rmsecret${key}` };
};
const ids = new Map<StateName, number>();
const originals = new Map<StateName, number>();
const files = async (id: number) => (await call<MediaFileList>(t.server, 'GET', apiPaths.admin.mediaFiles(id), admin())).body;

beforeAll(async () => {
  const video = await makeVideo(dir, { width: 160, height: 120, seconds: 1 });
  for (const [name, state] of Object.entries(states)) {
    const id = await createInterview(t.server, t.admin, wordsOf(name), state.visibility);
    ids.set(name, id);
    await tusUpload(t.server, t.admin, video, { filename: path.basename(video), media_id: String(id) });
  }
  for (const [name, id] of ids) {
    const list = await waitUntil(
      () => files(id),
      (l) => l.results.length > 0 && l.results.every((f) => f.status === 'ready'),
      120_000,
    );
    originals.set(name, list.results.find((f) => f.role === 'original')!.id);
  }
  for (const [name, state] of Object.entries(states)) {
    expect((await setAccess(t.server, t.admin, ids.get(name)!, state.access)).status).toBe(200);
    if (state.trashed) expect((await call(t.server, 'DELETE', apiPaths.media.detail(ids.get(name)!), admin())).status).toBe(204);
  }
  // The day after tomorrow: the lapsed seal has opened by itself (the access clock settles it on the next request).
  const later = Date.now() + 2 * DAY_MS;
  accessTime.now = () => later;
  await fetch(`${t.server.url}${apiPaths.site}`);
}, 240_000);

/** What the read model says of each interview: its SQL form and its decisions on the row, which must agree. */
async function readModel() {
  const { db } = t.server.app.database;
  const all = [...ids.values()];
  const today = accessToday();
  const shown = (
    await db
      .selectFrom('media')
      .select('id')
      .where('id', 'in', all)
      .where((eb) => recordShown(eb))
      .execute()
  ).map((r) => r.id);
  const open = (
    await db
      .selectFrom('media')
      .select('id')
      .where('id', 'in', all)
      .where((eb) => bodyOpen(eb, today))
      .execute()
  ).map((r) => r.id);
  // Rows are read outside the trash, as every outlet reads the row it decides on (docs/decisions.md §1902).
  const rows = await db
    .selectFrom('media')
    .select(['id', 'visibility', 'access', 'sealed_until', 'redactions'])
    .where('id', 'in', all)
    .where((eb) => outsideTrash(eb))
    .execute();
  const publicReader = readerFor('public');
  expect(
    rows
      .filter((r) => mayShowRecord(r, publicReader))
      .map((r) => r.id)
      .sort(),
  ).toEqual([...shown].sort());
  expect(
    rows
      .filter((r) => filesView(r, publicReader, today) !== null)
      .map((r) => r.id)
      .sort(),
  ).toEqual([...open].sort());
  return new Map(
    [...ids].map(([name, id]) => {
      const row = rows.find((r) => r.id === id);
      const view = row ? filesView(row, publicReader, today) : null;
      return [name, { record: shown.includes(id), body: open.includes(id), fullSet: view !== null && view.ranges.length === 0 }];
    }),
  );
}

const recordOutlets: OutletName[] = [
  'list',
  'detail',
  'searchMetadata',
  'facets',
  'page',
  'sitemap',
  'oaiList',
  'oaiGet',
  'iiif',
  'poster',
];
const bodyOutlets: OutletName[] = ['searchTranscript', 'transcriptVtt'];

describe('the read model', () => {
  it('is what every public outlet shows, for every state of visibility and access', async () => {
    const expected = await readModel();
    // The read model tells every state apart as intended.
    expect(Object.fromEntries(expected)).toEqual({
      open: { record: true, body: true, fullSet: true },
      passage_withheld: { record: true, body: true, fullSet: false },
      on_request: { record: true, body: false, fullSet: false },
      sealed: { record: true, body: false, fullSet: false },
      seal_lapsed: { record: true, body: true, fullSet: true },
      archived_open: { record: false, body: false, fullSet: false },
      archived_on_request: { record: false, body: false, fullSet: false },
      trashed: { record: false, body: false, fullSet: false },
    });
    const collection = await (await fetch(`${t.server.url}${standardPaths.iiifCollection}`)).text();
    const map = (await call<MapLocation[]>(t.server, 'GET', apiPaths.media.locations)).body;
    for (const [name, id] of ids) {
      const model = expected.get(name)!;
      const outlet = outlets(t.server, wordsOf(name));
      for (const which of recordOutlets) expect((await outlet[which](id)).found, `${name}: ${which}`).toBe(model.record);
      for (const which of bodyOutlets) expect((await outlet[which](id)).found, `${name}: ${which}`).toBe(model.body);
      expect(collection.includes(standardPaths.iiifManifest(id)), `${name}: IIIF collection`).toBe(model.record);
      expect(
        map.some((m) => m.id === String(id)),
        `${name}: map`,
      ).toBe(model.record);
      const page = await outlet.page(id);
      expect(page.text.includes('application/ld+json') && page.text.includes('VideoObject'), `${name}: JSON-LD`).toBe(model.record);
      const play = await call(t.server, 'POST', apiPaths.media.view(id));
      expect(play.status, `${name}: play`).toBe(model.record ? 200 : 404);

      // The recording: the detail's stream and the full set's playlist only where the read model gives the files.
      const detail = await call<Media>(t.server, 'GET', apiPaths.media.detail(id));
      if (model.record) {
        expect(detail.body.transcripts.length > 0, `${name}: detail's transcripts`).toBe(model.body);
        if (model.fullSet) expect(detail.body.stream, `${name}: detail's stream`).not.toBeNull();
        else if (detail.body.stream) expect(detail.body.stream.hls, `${name}: the public set`).toMatch(/\/s[0-9a-f]{10}\/master\.m3u8/);
        if (!model.body) expect(detail.body.stream, `${name}: no stream`).toBeNull();
      }
      const master = await fetch(`${t.server.url}${apiPaths.media.stream(id, originals.get(name)!, 'master.m3u8')}`);
      await master.arrayBuffer();
      expect(master.status, `${name}: HLS full set`).toBe(model.fullSet ? 200 : 404);
    }
  }, 120_000);

  it('shows staff every interview that exists', async () => {
    for (const [name, id] of ids) {
      const res = await call<Media>(t.server, 'GET', apiPaths.media.detail(id), admin());
      expect(res.status, name).toBe(states[name]!.trashed ? 404 : 200);
    }
  });
});
