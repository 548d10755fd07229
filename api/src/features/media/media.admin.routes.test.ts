import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { call, fullPayload, mediaPayload, participantPayload, segmentPayload } from '../../../test/http.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer();

const as = (headers: Record<string, string>) => ({ headers });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload(overrides), ...as(t.admin) });
  expect(res.status).toBe(201);
  return res.body;
};
const rowCount = async (table: 'segments' | 'participants' | 'transcripts' | 'media_topics' | 'media', mediaId?: number) => {
  const db = t.server.app.database.db;
  const column = table === 'media' ? 'id' : 'media_id';
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (mediaId !== undefined) query = query.where(column, '=', mediaId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('admin routes without a token', () => {
  const routes: [string, string, unknown?][] = [
    ['POST', '/api/v/media/', mediaPayload()],
    ['POST', '/api/v/video/', mediaPayload()],
    ['PUT', '/api/v/media/1/', mediaPayload()],
    ['DELETE', '/api/v/media/1/'],
    ['PATCH', '/api/v/media/1/visibility/', { visibility: 'archived' }],
    ['PATCH', '/api/v/video/1/metadata/', { views: 1 }],
    ['POST', '/api/v/video/bulk-update-status/', { videoIds: [1], status: 'archived' }],
    ['POST', '/api/v/video/bulk-delete/', { videoIds: [1] }],
    ['POST', '/api/v/media/full/', fullPayload()],
    ['PUT', '/api/v/media/1/full/', fullPayload()],
    ['GET', '/api/v/segments/?media=1'],
    ['POST', '/api/v/segments/', [{ ...segmentPayload(1), media: 1 }]],
    ['PUT', '/api/v/segments/bulk-update/?media=1', []],
    ['PUT', '/api/v/segments/replace/?media=1', []],
    ['DELETE', '/api/v/segments/bulk-delete/?media=1'],
    ['DELETE', '/api/v/segments/1/'],
    ['GET', '/api/v/participants/?media=1'],
    ['POST', '/api/v/participants/', { ...participantPayload(1), media: 1 }],
    ['PUT', '/api/v/participants/bulk_update/?media=1/', []],
    ['PUT', '/api/v/participants/replace/?media=1', []],
    ['DELETE', '/api/v/participants/bulk-delete/?media=1'],
    ['DELETE', '/api/v/participants/1/'],
    ['GET', '/api/msg/message/'],
    ['PATCH', '/api/msg/message/1/', { read: true }],
    ['DELETE', '/api/msg/message/1/'],
  ];

  it.each(routes)('%s %s answers 401 and changes nothing', async (method, path, json) => {
    const before = await rowCount('media');
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of attempts) {
      const res = await call(t.server, method, path, { json, headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'authentication_required', message: expect.any(String) });
    }
    expect(await rowCount('media')).toBe(before);
  });

  it('refuses a refresh token used as an access token', async () => {
    const login = await call<{ refresh: string }>(t.server, 'POST', '/api/u/login/', {
      json: { username: 'admin', password: 'correct horse battery staple' },
    });
    const res = await call(t.server, 'DELETE', '/api/v/media/1/', as({ authorization: `Bearer ${login.body.refresh}` }));
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v/media/ and /api/v/video/', () => {
  it.each(['/api/v/media/', '/api/v/video/'])('%s creates a video and answers 201 with it', async (path) => {
    const res = await call<Media>(t.server, 'POST', path, { json: mediaPayload({ title: `Created at ${path}` }), ...as(t.admin) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: `Created at ${path}`,
      visibility: 'public',
      region: { name: 'Ifrane', latitude: 33.5, longitude: -5.1 },
      topics: [{ name: 'Weaving' }],
      places: ['Tizguite'],
      original_language: 'Tamazight',
      youtubeid: 'dQw4w9WgXcQ',
      segments: [],
      participants: [],
    });
    expect(res.body.transcripts).toEqual([{ id: expect.any(Number), language: 'English', text: 'The full transcript.' }]);
    const read = await call<Media>(t.server, 'GET', `/api/v/media/${res.body.id}/`);
    expect(read.body.title).toBe(`Created at ${path}`);
  });

  it('applies the defaults of the saved media payload', async () => {
    const res = await call<Media>(t.server, 'POST', '/api/v/media/', { json: { title: 'Only a title' }, ...as(t.admin) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ visibility: 'public', restriction: 'none', region: null, interview_date: null, topics: [] });
  });

  it('keeps whether the admin marked the URL as a media file (docs/decisions.md §50); unmarked by default', async () => {
    const url = 'https://media.example.org/stream/interview-12';
    const marked = await call<Media>(t.server, 'POST', '/api/v/media/', { json: mediaPayload({ url, media_file: true }), ...as(t.admin) });
    expect(marked.body).toMatchObject({ url, media_file: true, youtubeid: null });
    expect((await call<Media>(t.server, 'GET', `/api/v/media/${marked.body.id}/`)).body.media_file).toBe(true);
    const updated = await call<Media>(t.server, 'PUT', `/api/v/media/${marked.body.id}/`, { json: mediaPayload({ url }), ...as(t.admin) });
    expect(updated.body.media_file).toBe(false);
    const refused = await call(t.server, 'POST', '/api/v/media/', { json: mediaPayload({ media_file: 'yes' }), ...as(t.admin) });
    expect(refused.status).toBe(400);
  });

  it('rejects a missing title with the form message', async () => {
    const res = await call<{ message: string; errors: { message: string }[] }>(t.server, 'POST', '/api/v/media/', {
      json: mediaPayload({ title: '  ' }),
      ...as(t.admin),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.message)).toContain('Title is required.');
  });
});

describe('PUT /api/v/media/{id}/', () => {
  it('updates the video and keeps its segments and participants', async () => {
    const video = await create();
    const res = await call<Media>(t.server, 'PUT', `/api/v/media/${video.id}/`, {
      json: mediaPayload({ title: 'Renamed', topics: ['Songs', 'Weaving'] }),
      ...as(t.admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Renamed');
    expect(res.body.topics).toEqual([{ name: 'Songs' }, { name: 'Weaving' }]);
    expect(res.body.segments).toHaveLength(2);
    expect(res.body.participants).toHaveLength(2);
    expect(res.body.guest).toBe('Gil Guest');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call(t.server, 'PUT', '/api/v/media/999999/', { json: mediaPayload(), ...as(t.admin) });
    expect(res).toMatchObject({ status: 404, body: { message: 'Video not found' } });
  });
});

describe('DELETE /api/v/media/{id}/', () => {
  it('deletes the video into the trash: gone for staff too, its segments, participants, transcripts and links kept for a restore', async () => {
    const video = await create();
    const before = await Promise.all(
      (['segments', 'participants', 'transcripts', 'media_topics'] as const).map((table) => rowCount(table, video.id)),
    );
    expect(before[0]).toBe(2);
    const res = await call(t.server, 'DELETE', `/api/v/media/${video.id}/`, as(t.admin));
    expect(res.status).toBe(204);
    expect((await call(t.server, 'GET', `/api/v/media/${video.id}/`, as(t.admin))).status).toBe(404);
    // docs/decisions.md §1902: the rows wait in place; deleting for good (the trash's) removes them.
    expect(
      await Promise.all((['segments', 'participants', 'transcripts', 'media_topics'] as const).map((table) => rowCount(table, video.id))),
    ).toEqual(before);
    expect((await call(t.server, 'DELETE', `/api/v/media/${video.id}/`, as(t.admin))).status).toBe(404);
  });
});

describe('visibility and metadata', () => {
  it('PATCH visibility archives a video, hiding it from the public, and back', async () => {
    const video = await create();
    const archived = await call<Media>(t.server, 'PATCH', `/api/v/media/${video.id}/visibility/`, {
      json: { visibility: 'archived' },
      ...as(t.admin),
    });
    expect(archived).toMatchObject({ status: 200, body: { id: video.id, visibility: 'archived' } });
    expect((await call(t.server, 'GET', `/api/v/media/${video.id}/`)).status).toBe(404);
    await call(t.server, 'PATCH', `/api/v/media/${video.id}/visibility/`, { json: { visibility: 'public' }, ...as(t.admin) });
    expect((await call(t.server, 'GET', `/api/v/media/${video.id}/`)).status).toBe(200);
    expect(
      (await call(t.server, 'PATCH', `/api/v/media/${video.id}/visibility/`, { json: { visibility: 'hidden' }, ...as(t.admin) })).status,
    ).toBe(400);
    expect(
      (await call(t.server, 'PATCH', '/api/v/media/999999/visibility/', { json: { visibility: 'public' }, ...as(t.admin) })).status,
    ).toBe(404);
  });

  it('PATCH metadata updates only the given fields and returns the video', async () => {
    const video = await create();
    const res = await call<Media>(t.server, 'PATCH', `/api/v/video/${video.id}/metadata/`, {
      json: { likes: 7, tags: ['craft', 'wool'], featured: true },
      ...as(t.admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ views: 0, likes: 7, comments: 0, category: '', tags: ['craft', 'wool'], featured: true });
    const again = await call<Media>(t.server, 'PATCH', `/api/v/video/${video.id}/metadata/`, {
      json: { category: 'Culture' },
      ...as(t.admin),
    });
    expect(again.body.metadata).toMatchObject({ likes: 7, category: 'Culture', featured: true });
    expect((await call(t.server, 'PATCH', `/api/v/video/${video.id}/metadata/`, { json: { likes: -1 }, ...as(t.admin) })).status).toBe(400);
    expect((await call(t.server, 'PATCH', '/api/v/video/999999/metadata/', { json: { likes: 1 }, ...as(t.admin) })).status).toBe(404);
  });

  it('bulk-update-status sets several videos and skips unknown ids', async () => {
    const [a, b] = [await create(), await create()];
    const res = await call(t.server, 'POST', '/api/v/video/bulk-update-status/', {
      json: { videoIds: [a.id, b.id, 999999, 2_147_483_648], status: 'archived' },
      ...as(t.admin),
    });
    expect(res).toMatchObject({ status: 200, body: { updated: 2 } });
    const { body } = await call<MediaPage>(t.server, 'GET', '/api/v/media/?visibility=archived&page_size=100', as(t.admin));
    expect(body.results.map((m) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(
      (await call(t.server, 'POST', '/api/v/video/bulk-update-status/', { json: { videoIds: [], status: 'public' }, ...as(t.admin) }))
        .status,
    ).toBe(400);
  });

  it('bulk-delete removes several videos', async () => {
    const [a, b] = [await create(), await create()];
    const res = await call(t.server, 'POST', '/api/v/video/bulk-delete/', { json: { videoIds: [a.id, b.id, 999999] }, ...as(t.admin) });
    expect(res).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect((await call(t.server, 'GET', `/api/v/media/${a.id}/`, as(t.admin))).status).toBe(404);
    expect((await call(t.server, 'GET', `/api/v/media/${b.id}/`, as(t.admin))).status).toBe(404);
  });
});

describe('the atomic full save (POST /api/v/media/full/, PUT /api/v/media/{id}/full/)', () => {
  it('creates a video with segments and participants, admin sees phones', async () => {
    const video = await create({ title: 'Full create' });
    expect(video.segments.map((s) => s.title)).toEqual(['Part 1', 'Part 2']);
    expect(video.participants.map((p) => [p.role, p.phone])).toEqual([
      [1, '+212 600 000 001'],
      [2, '+212 600 000 002'],
    ]);
    expect(video).toMatchObject({ host: 'Hana Host', guest: 'Gil Guest' });
  });

  it('replaces everything on PUT and answers 404 for an unknown id', async () => {
    const video = await create();
    const payload = {
      media: mediaPayload({ title: 'Replaced' }),
      segments: [segmentPayload(1, { title: 'Only part' })],
      participants: [participantPayload(2)],
    };
    const res = await call<Media>(t.server, 'PUT', `/api/v/media/${video.id}/full/`, { json: payload, ...as(t.admin) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: video.id, title: 'Replaced', host: null, guest: 'Gil Guest' });
    expect(res.body.segments.map((s) => s.title)).toEqual(['Only part']);
    expect((await call(t.server, 'PUT', '/api/v/media/999999/full/', { json: payload, ...as(t.admin) })).status).toBe(404);
  });

  it('rejects an invalid part with 400 before anything is written', async () => {
    const before = await rowCount('media');
    const payload = fullPayload();
    payload.segments[1] = segmentPayload(2, { start_time: '1:00' });
    const res = await call(t.server, 'POST', '/api/v/media/full/', { json: payload, ...as(t.admin) });
    expect(res.status).toBe(400);
    expect(await rowCount('media')).toBe(before);
  });

  it('leaves the previous video intact when the database rejects a participant', async () => {
    const video = await create({ title: 'Before the failed save' });
    await addRejectTrigger(t.server);
    try {
      const payload = fullPayload({ title: 'After the failed save' });
      payload.participants[1] = participantPayload(2, { first_name: 'Rejected' });
      const update = await call<{ message: string }>(t.server, 'PUT', `/api/v/media/${video.id}/full/`, { json: payload, ...as(t.admin) });
      expect(update.status).toBeGreaterThanOrEqual(400);
      expect(update.body.message).toEqual(expect.any(String));

      const after = await call<Media>(t.server, 'GET', `/api/v/media/${video.id}/`, as(t.admin));
      // The detail also says whether Atlas holds the recording (`stream`); a save's answer does not.
      expect(after.body).toEqual({ ...video, stream: null });

      const mediaBefore = await rowCount('media');
      const createRes = await call(t.server, 'POST', '/api/v/media/full/', { json: payload, ...as(t.admin) });
      expect(createRes.status).toBeGreaterThanOrEqual(400);
      expect(await rowCount('media')).toBe(mediaBefore);
    } finally {
      await dropRejectTrigger(t.server);
    }
  });
});

/** A database-side refusal zod cannot see: inserting a participant named "Rejected" fails. */
async function addRejectTrigger(s: TestServer): Promise<void> {
  const { db, dialect } = s.app.database;
  if (dialect === 'sqlite') {
    await sql`create trigger reject_participant before insert on participants
      when new.first_name = 'Rejected' begin select raise(abort, 'participant rejected'); end`.execute(db);
  } else {
    await sql`create function reject_participant() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Rejected' then raise exception 'participant rejected' using errcode = '23514'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger reject_participant before insert on participants
      for each row execute function reject_participant()`.execute(db);
  }
}

async function dropRejectTrigger(s: TestServer): Promise<void> {
  const { db, dialect } = s.app.database;
  if (dialect === 'sqlite') {
    await sql`drop trigger reject_participant`.execute(db);
  } else {
    await sql`drop trigger reject_participant on participants`.execute(db);
    await sql`drop function reject_participant()`.execute(db);
  }
}
