import { describe, expect, it } from 'vitest';
import type { AdminCollection, AdminCollectionList, Collection, CollectionList } from '#contracts/collections';
import type { Media } from '#contracts/media';
import { apiPaths, standardPaths } from '#contracts/paths';
import type { TrashList } from '#contracts/trash';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { setAccess } from '../access/access.test-support.ts';
import { type Xml, oai } from '../oai/oai.test-support.ts';

// Collections over HTTP (docs/behaviour.md §1200): staff curate, the public sees only the members it may see, in their
// curated place, in the API, OAI-PMH and IIIF; bad input changes nothing; the Trash keeps memberships.

const t = useTestServer({ seed: 'none' });
const admin = () => ({ headers: t.admin });

async function create(title: string, visibility: 'public' | 'archived' = 'public'): Promise<number> {
  const res = await call<Media>(t.server, 'POST', apiPaths.media.full, { json: fullPayload({ title, visibility }), ...admin() });
  expect(res.status).toBe(201);
  return res.body.id;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'weaving-lives',
  title: 'Weaving lives',
  title_ar: 'حياة النسيج',
  description: 'Women who weave, in their own words.',
  description_ar: 'نساء ينسجن، بكلماتهن.',
  cover: null,
  media: [],
  ...overrides,
});

const publicDetail = (slug: string, query = '') => call<Collection>(t.server, 'GET', `${apiPaths.collections.detail(slug)}${query}`);
const adminDetail = async (id: number) => (await call<AdminCollection>(t.server, 'GET', apiPaths.admin.collection(id), admin())).body;
const updatedAt = async (id: number) => (await call<Media>(t.server, 'GET', apiPaths.media.detail(id), admin())).body.updated_at;

/** The identifiers of a set's records (none: the answer's error). */
async function setMembers(spec: string): Promise<string[]> {
  const root: Xml = await oai(t.server, `verb=ListIdentifiers&metadataPrefix=oai_dc&set=${spec}`);
  return root.error ? [] : (root.ListIdentifiers.header as Xml[]).map((h) => h.identifier as string);
}
const idOf = (identifier: string) => Number(identifier.split(':').at(-1));

describe('collections', () => {
  it('shows the public only the members it may see, in the curated order, everywhere', async () => {
    const [open, sealed, onRequest, archived, last] = [
      await create('Open one'),
      await create('Sealed one'),
      await create('On request one'),
      await create('Archived one', 'archived'),
      await create('Last one'),
    ];
    expect((await setAccess(t.server, t.admin, sealed, { access: 'sealed', sealed_until: '2999-01-01' })).status).toBe(200);
    expect((await setAccess(t.server, t.admin, onRequest, { access: 'on_request' })).status).toBe(200);
    const before = await updatedAt(open);
    const order = [last, sealed, onRequest, archived, open];
    const created = await call<{ id: number; slug: string }>(t.server, 'POST', apiPaths.admin.collections, {
      json: body({ media: order, cover: sealed }),
      ...admin(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), slug: 'weaving-lives' });
    // A membership change moves the members' datestamps.
    expect(await updatedAt(open)).not.toBe(before);

    const detail = (await publicDetail('weaving-lives')).body;
    expect(detail).toMatchObject({ slug: 'weaving-lives', title: 'Weaving lives', title_ar: 'حياة النسيج', count: 2 });
    expect(detail.media.map((m) => m.id)).toEqual([last, open]);
    expect(JSON.stringify(detail)).not.toContain('+212');
    // The cover is sealed: the first member the public may see stands for it.
    expect(detail.poster).toContain(apiPaths.media.poster(last));
    expect(detail.iiif).toBe(`${t.server.url}${standardPaths.iiifCuratedCollection('weaving-lives')}`);
    const list = (await call<CollectionList>(t.server, 'GET', apiPaths.collections.list)).body.results;
    expect(list).toEqual([expect.objectContaining({ slug: 'weaving-lives', count: 2, description_ar: 'نساء ينسجن، بكلماتهن.' })]);

    // Staff see every member, hidden ones included, in order.
    const staff = await adminDetail(created.body.id);
    expect(staff.media).toEqual(order);
    expect(staff.cover).toBe(sealed);
    expect(staff.members.map((m) => [m.id, m.visibility, m.access])).toEqual([
      [last, 'public', 'open'],
      [sealed, 'public', 'sealed'],
      [onRequest, 'public', 'on_request'],
      [archived, 'archived', 'open'],
      [open, 'public', 'open'],
    ]);

    // OAI-PMH: the set beside the regions, with its public members only; IIIF likewise.
    const sets: Xml = await oai(t.server, 'verb=ListSets');
    expect((sets.ListSets.set as Xml[]).map((s) => s.setSpec)).toContain('collection:weaving-lives');
    expect((await setMembers('collection:weaving-lives')).map(idOf).sort()).toEqual([open, last].sort());
    const iiif = (await call<{ items: { id: string }[] }>(t.server, 'GET', standardPaths.iiifCuratedCollection('weaving-lives'))).body;
    expect(iiif.items.map((i) => i.id)).toEqual([last, open].map((id) => `${t.server.url}${standardPaths.iiifManifest(id)}`));

    // The seal opens: the member shows in its curated place, its count with it.
    expect((await setAccess(t.server, t.admin, sealed, { access: 'open' })).status).toBe(200);
    expect((await publicDetail('weaving-lives')).body.media.map((m) => m.id)).toEqual([last, sealed, open]);
    expect((await publicDetail('weaving-lives', '?page=2&page_size=2')).body).toMatchObject({ count: 3, next: null });
    expect((await publicDetail('weaving-lives', '?page=2&page_size=2')).body.media.map((m) => m.id)).toEqual([open]);
  });

  it('refuses bad input with a code and saves nothing', async () => {
    const member = await create('A member');
    const before = (await call<AdminCollectionList>(t.server, 'GET', apiPaths.admin.collections, admin())).body;
    const post = (json: unknown) => call<{ code: string }>(t.server, 'POST', apiPaths.admin.collections, { json, ...admin() });
    for (const slug of ['Weaving', 'two--hyphens', '-edge', 'with space', 'بالعربية', '', 'x'.repeat(81)]) {
      const res = await call<{ code: string; errors: { path: string }[] }>(t.server, 'POST', apiPaths.admin.collections, {
        json: body({ slug, media: [member] }),
        ...admin(),
      });
      expect([res.status, res.body.code, [...new Set(res.body.errors.map((e) => e.path))]], slug).toEqual([
        400,
        'validation_failed',
        ['body.slug'],
      ]);
    }
    const unknown = await call<{ code: string; errors: { path: string }[] }>(t.server, 'POST', apiPaths.admin.collections, {
      json: body({ slug: 'unknown-member', media: [member, 999_999] }),
      ...admin(),
    });
    expect([unknown.status, unknown.body.code, unknown.body.errors]).toEqual([
      400,
      'bad_request',
      [{ path: 'media.1', message: expect.any(String) }],
    ]);
    expect((await post(body({ slug: 'cover-outside', media: [member], cover: 999_999 }))).body.code).toBe('bad_request');
    expect((await post(body({ slug: 'strict', extra: 1 }))).status).toBe(400);
    const taken = await post(body({ slug: 'weaving-lives' }));
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict']);
    expect((await call<AdminCollectionList>(t.server, 'GET', apiPaths.admin.collections, admin())).body).toEqual(before);
    expect((await publicDetail('unknown-member')).status).toBe(404);
  });

  it('keeps memberships through the Trash: an interview deleted and restored is back in its place', async () => {
    const [a, b, c] = [await create('First'), await create('Second'), await create('Third')];
    const { id } = (
      await call<{ id: number }>(t.server, 'POST', apiPaths.admin.collections, {
        json: body({ slug: 'three', media: [a, b, c] }),
        ...admin(),
      })
    ).body;
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(b), admin())).status).toBe(204);
    expect((await publicDetail('three')).body.media.map((m) => m.id)).toEqual([a, c]);
    // Staff still see it, in the Trash, and a save of a new order keeps it.
    expect((await adminDetail(id)).members[1]).toMatchObject({ id: b, in_trash: true, title: 'Second' });
    const reordered = await call(t.server, 'PUT', apiPaths.admin.collection(id), {
      json: body({ slug: 'three', media: [c, b, a] }),
      ...admin(),
    });
    expect(reordered.status).toBe(204);
    expect((await call(t.server, 'POST', apiPaths.admin.trashRestore(b), admin())).status).toBe(204);
    expect((await publicDetail('three')).body.media.map((m) => m.id)).toEqual([c, b, a]);

    // A collection goes to the Trash itself, leaves every public answer, and comes back with its members.
    expect((await call(t.server, 'DELETE', apiPaths.admin.collection(id), admin())).status).toBe(204);
    expect((await publicDetail('three')).status).toBe(404);
    expect(await setMembers('collection:three')).toEqual([]);
    const trash = (await call<TrashList>(t.server, 'GET', apiPaths.admin.trash, admin())).body;
    expect(trash.collections).toEqual([expect.objectContaining({ id, slug: 'three', members: 3, deleted_by: 'admin' })]);
    expect((await call(t.server, 'POST', apiPaths.admin.collectionRestore(id), admin())).status).toBe(204);
    expect((await publicDetail('three')).body.media.map((m) => m.id)).toEqual([c, b, a]);

    // Deleted for good, an interview leaves its collections.
    expect((await call(t.server, 'DELETE', apiPaths.media.detail(a), admin())).status).toBe(204);
    expect((await call(t.server, 'DELETE', apiPaths.admin.trashItem(a), admin())).status).toBe(204);
    expect((await adminDetail(id)).media).toEqual([c, b]);
  });
});
