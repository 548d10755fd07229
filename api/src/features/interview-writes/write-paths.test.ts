import { describe, expect, it } from 'vitest';
import type { MediaHistory } from '#contracts/history';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import fs from 'node:fs';
import { call, fullPayload, mediaPayload, participantPayload, segmentPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { expectOutletsAgree, type OutletState } from './outlets.test-support.ts';

// Every write path of an interview leaves the outlets that publish it in agreement
// (docs/architecture.md "One write path").

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });

async function send<T = Media>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await call<T>(t.server, method, path, { ...(json === undefined ? {} : { json }), ...admin() });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.body;
}

/** A public video made through the wizard, as the starting point of most paths. */
const publicVideo = (title: string) => send('POST', apiPaths.media.full, fullPayload({ title }));
const archived = (id: number) => send('PATCH', apiPaths.media.visibility(id), { visibility: 'archived' });
const importSheet = async (csv: string) => {
  const res = await call(t.server, 'POST', apiPaths.admin.import, { raw: csv, headers: { ...t.admin, 'content-type': 'text/csv' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const ohmsFixture = fs.readFileSync(new URL('../ohms/fixtures/legacy-sync.xml', import.meta.url), 'utf8');

interface WritePath {
  name: string;
  /** Makes the video the write acts on (or nothing, for a create) and returns its id. */
  arrange?: () => Promise<number>;
  /** The write itself; returns the id it wrote (a create's new id). */
  act: (id: number) => Promise<number>;
  expected: OutletState;
}

const paths: WritePath[] = [
  {
    name: 'create alone, public',
    act: async () => (await send('POST', apiPaths.media.list, mediaPayload({ title: 'Created public' }))).id,
    expected: { state: 'public', title: 'Created public' },
  },
  {
    name: 'create alone, archived',
    act: async () => (await send('POST', apiPaths.video.create, mediaPayload({ visibility: 'archived' }))).id,
    expected: { state: 'never' },
  },
  {
    name: 'wizard create',
    act: async () => (await publicVideo('Wizard created')).id,
    expected: { state: 'public', title: 'Wizard created' },
  },
  {
    name: 'wizard save, new title',
    arrange: async () => (await publicVideo('Wizard before')).id,
    act: async (id) => (await send('PUT', apiPaths.media.fullDetail(id), fullPayload({ title: 'Wizard after' }))).id,
    expected: { state: 'public', title: 'Wizard after' },
  },
  {
    name: 'save alone, archived',
    arrange: async () => (await publicVideo('Saved alone')).id,
    act: async (id) => (await send('PUT', apiPaths.media.detail(id), mediaPayload({ visibility: 'archived' }))).id,
    expected: { state: 'withdrawn' },
  },
  {
    name: 'save alone, published from archived',
    arrange: async () => (await send('POST', apiPaths.media.list, mediaPayload({ visibility: 'archived' }))).id,
    act: async (id) => (await send('PUT', apiPaths.media.detail(id), mediaPayload({ title: 'Published later' }))).id,
    expected: { state: 'public', title: 'Published later' },
  },
  {
    name: 'segments replaced',
    arrange: async () => (await publicVideo('Segments replaced')).id,
    act: async (id) => {
      await send('PUT', `${apiPaths.segments.replace}?media=${id}`, [segmentPayload(1, { title: 'Only part' })]);
      return id;
    },
    expected: { state: 'public', title: 'Segments replaced' },
  },
  {
    name: 'segment created',
    arrange: async () => (await publicVideo('Segment created')).id,
    act: async (id) => {
      await send('POST', apiPaths.segments.create, segmentPayload(3, { media: id }));
      return id;
    },
    expected: { state: 'public', title: 'Segment created' },
  },
  {
    name: 'segment deleted',
    arrange: async () => (await publicVideo('Segment deleted')).id,
    act: async (id) => {
      const [first] = (await send('GET', apiPaths.media.detail(id))).segments;
      expect((await call(t.server, 'DELETE', apiPaths.segments.detail(first!.id), admin())).status).toBe(204);
      return id;
    },
    expected: { state: 'public', title: 'Segment deleted' },
  },
  {
    name: 'participants replaced',
    arrange: async () => (await publicVideo('Participants replaced')).id,
    act: async (id) => {
      await send('PUT', `${apiPaths.participants.replace}?media=${id}`, [participantPayload(2, { first_name: 'Itto' })]);
      return id;
    },
    expected: { state: 'public', title: 'Participants replaced' },
  },
  {
    name: 'visibility archived',
    arrange: async () => (await publicVideo('Visibility archived')).id,
    act: async (id) => (await archived(id)).id,
    expected: { state: 'withdrawn' },
  },
  {
    name: 'visibility public again',
    arrange: async () => (await archived((await publicVideo('Visibility public again')).id)).id,
    act: async (id) => (await send('PATCH', apiPaths.media.visibility(id), { visibility: 'public' })).id,
    expected: { state: 'public', title: 'Visibility public again' },
  },
  {
    name: 'bulk visibility archived',
    arrange: async () => (await publicVideo('Bulk archived')).id,
    act: async (id) => {
      await send('POST', apiPaths.video.bulkUpdateStatus, { videoIds: [id], status: 'archived' });
      return id;
    },
    expected: { state: 'withdrawn' },
  },
  {
    name: 'admin metadata',
    arrange: async () => (await publicVideo('Metadata')).id,
    act: async (id) => (await send('PATCH', apiPaths.video.metadata(id), { featured: true, tags: ['weaving'] })).id,
    expected: { state: 'public', title: 'Metadata' },
  },
  {
    name: 'delete',
    arrange: async () => (await publicVideo('Deleted')).id,
    act: async (id) => {
      expect((await call(t.server, 'DELETE', apiPaths.media.detail(id), admin())).status).toBe(204);
      return id;
    },
    expected: { state: 'withdrawn' },
  },
  {
    name: 'bulk delete',
    arrange: async () => (await publicVideo('Bulk deleted')).id,
    act: async (id) => {
      await send('POST', apiPaths.video.bulkDelete, { videoIds: [id] });
      return id;
    },
    expected: { state: 'withdrawn' },
  },
  {
    name: 'trash restore',
    arrange: async () => {
      const { id } = await publicVideo('Back from the trash');
      await send('POST', apiPaths.video.bulkDelete, { videoIds: [id] });
      return id;
    },
    act: async (id) => {
      expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(id), admin())).status).toBe(204);
      return id;
    },
    expected: { state: 'public', title: 'Back from the trash' },
  },
  {
    name: 'trash purge (deleted for good)',
    arrange: async () => {
      const { id } = await publicVideo('Gone for good');
      await send('POST', apiPaths.video.bulkDelete, { videoIds: [id] });
      return id;
    },
    act: async (id) => {
      expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(id), admin())).status).toBe(204);
      return id;
    },
    expected: { state: 'withdrawn' },
  },
  {
    name: 'History restore of an earlier title',
    arrange: async () => {
      const { id } = await publicVideo('Title of version 1');
      await send('PUT', apiPaths.media.fullDetail(id), fullPayload({ title: 'Title now' }));
      return id;
    },
    act: async (id) => (await send('POST', apiPaths.admin.historyRestore(id, 1))).id,
    expected: { state: 'public', title: 'Title of version 1' },
  },
  {
    name: 'History restore of a public version of an archived video',
    arrange: async () => (await archived((await publicVideo('Public in version 1')).id)).id,
    act: async (id) => (await send('POST', apiPaths.admin.historyRestore(id, 1))).id,
    expected: { state: 'public', title: 'Public in version 1' },
  },
  {
    name: 'OHMS import (archived)',
    act: async () => {
      const res = await call<Media>(t.server, 'POST', apiPaths.admin.ohmsImport, {
        raw: ohmsFixture,
        headers: { ...t.admin, 'content-type': 'application/xml' },
      });
      expect(res.status).toBe(201);
      return res.body.id;
    },
    expected: { state: 'never' },
  },
  {
    name: 'spreadsheet import, a new title and archived',
    arrange: async () => (await publicVideo('Before the sheet')).id,
    act: async (id) => {
      await importSheet(`id,title,visibility\r\n${id},After the sheet,archived\r\n`);
      return id;
    },
    expected: { state: 'withdrawn' },
  },
  {
    name: 'spreadsheet import, a new public interview',
    act: async () => {
      const before = new Set(
        (await send<{ results: { id: number }[] }>('GET', `${apiPaths.media.list}?page_size=100`)).results.map((v) => v.id),
      );
      await importSheet('id,title,visibility\r\n,Made by the sheet,public\r\n');
      const after = (await send<{ results: { id: number }[] }>('GET', `${apiPaths.media.list}?page_size=100`)).results;
      return after.find((v) => !before.has(v.id))!.id;
    },
    expected: { state: 'public', title: 'Made by the sheet' },
  },
];

describe('every write path leaves the public API, the sitemap and OAI-PMH in agreement', () => {
  for (const path of paths) {
    it(path.name, async () => {
      const arranged = path.arrange ? await path.arrange() : 0;
      const id = await path.act(arranged);
      await expectOutletsAgree(t.server, id, path.expected, path.name);
    });
  }
});

describe('a write refused midway', () => {
  it('keeps no version, changes no outlet and leaves the update time', async () => {
    const video = await publicVideo('Refused midway');
    const other = await publicVideo('Another video');
    // The second segment belongs to another video: the work throws inside the write (rows locked, the
    // video read for its version), and everything the write path would do after it must not happen.
    const res = await call(t.server, 'PUT', `${apiPaths.segments.bulkUpdate}?media=${video.id}`, {
      json: [
        { ...segmentPayload(1, { title: 'Renamed' }), id: video.segments[0]!.id },
        { ...segmentPayload(1), id: other.segments[0]!.id },
      ],
      ...admin(),
    });
    expect(res.status).toBe(404);
    const after = await send('GET', apiPaths.media.detail(video.id));
    expect(after.updated_at).toBe(video.updated_at);
    expect(after.segments.map((segment) => segment.title)).toEqual(['Part 1', 'Part 2']);
    expect((await send<MediaHistory>('GET', apiPaths.admin.history(video.id))).count).toBe(0);
    await expectOutletsAgree(t.server, video.id, { state: 'public', title: 'Refused midway' }, 'refused write');
  });
});
