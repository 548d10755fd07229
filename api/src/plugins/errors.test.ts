import { beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { call, fullPayload, mediaPayload, segmentPayload } from '../../test/http.ts';
import { useTestServer } from '../../test/use-test-server.ts';

// Bad input of every kind: always a 4xx with a message, never a 500, and nothing stored changes.
const t = useTestServer({ seed: 'none' });
let video: Media;

beforeAll(async () => {
  video = (await call<Media>(t.server, 'POST', '/api/v/media/full/', { json: fullPayload({ title: 'Untouched' }), headers: t.admin })).body;
});

/** The whole stored archive as the admin sees it, to prove a refused call changed nothing. */
const snapshot = async () => {
  const { body } = await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=100', { headers: t.admin });
  const details = await Promise.all(body.results.map((m) => call<Media>(t.server, 'GET', `/api/v/media/${m.id}/`, { headers: t.admin })));
  return details.map((d) => d.body);
};

async function expectRefused(status: number, method: string, path: string, options: Parameters<typeof call>[3]) {
  const before = await snapshot();
  const res = await call<{ message: string }>(t.server, method, path, options);
  expect(res.status).toBe(status);
  expect(res.body.message).toEqual(expect.any(String));
  expect(res.body.message.length).toBeGreaterThan(0);
  expect(await snapshot()).toEqual(before);
  return res.body.message;
}

describe('bad request bodies', () => {
  it('invalid JSON: 400', async () => {
    const message = await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { raw: '{"title": "x",', headers: t.admin });
    expect(message).toBe('The request body is not valid JSON.');
  });

  it('wrong types: 400 naming the field', async () => {
    const message = await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { json: mediaPayload({ title: 42 }), headers: t.admin });
    expect(message).toContain('title');
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { json: mediaPayload({ topics: 'a, b' }), headers: t.admin });
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, {
      json: mediaPayload({ region: { name: 'X', latitude: 'north', longitude: 1 } }),
      headers: t.admin,
    });
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { json: [mediaPayload()], headers: t.admin });
  });

  it('missing fields: 400', async () => {
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { json: {}, headers: t.admin });
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/full/`, { json: { media: mediaPayload() }, headers: t.admin });
    await expectRefused(400, 'POST', '/api/v/video/bulk-delete/', { json: {}, headers: t.admin });
  });

  it('unknown fields are refused (strict objects): 400', async () => {
    const message = await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, {
      json: mediaPayload({ is_admin: true }),
      headers: t.admin,
    });
    expect(message).toContain('is_admin');
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/full/`, { json: { ...fullPayload(), extra: 1 }, headers: t.admin });
    await expectRefused(400, 'PUT', `/api/v/segments/replace/?media=${video.id}`, {
      json: [{ ...segmentPayload(1), colour: 'red' }],
      headers: t.admin,
    });
  });

  it('prototype poisoning: 400', async () => {
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { raw: '{"title":"x","__proto__":{"admin":true}}', headers: t.admin });
  });

  it('bodies over 2 MB: 413 with a message', async () => {
    const huge = mediaPayload({ description: 'x'.repeat(2 * 1024 * 1024 + 10) });
    const message = await expectRefused(413, 'PUT', `/api/v/media/${video.id}/`, { json: huge, headers: t.admin });
    expect(message).toBe('The request body is too large.');
  });

  it('a body that is not JSON: 415 or 400, never stored', async () => {
    const form = await expectRefused(415, 'PUT', `/api/v/media/${video.id}/`, {
      raw: 'title=x',
      headers: { ...t.admin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toBe('Send the request body as application/json.');
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, {
      raw: '{"title":"x"}',
      headers: { ...t.admin, 'content-type': 'text/plain' },
    });
    await expectRefused(400, 'PUT', `/api/v/media/${video.id}/`, { headers: { authorization: t.admin.authorization! } });
  });

  it('an empty body with a JSON content type is no body (DELETE works)', async () => {
    const doomed = (await call<Media>(t.server, 'POST', '/api/v/media/', { json: mediaPayload(), headers: t.admin })).body;
    const res = await call(t.server, 'DELETE', `/api/v/media/${doomed.id}/`, { raw: '', headers: t.admin });
    expect(res.status).toBe(204);
  });
});

describe('bad ids and queries', () => {
  it('unknown ids: 404; malformed ids: 400', async () => {
    await expectRefused(404, 'PUT', '/api/v/media/999999/', { json: mediaPayload(), headers: t.admin });
    await expectRefused(404, 'DELETE', '/api/v/media/999999/', { headers: t.admin });
    await expectRefused(404, 'DELETE', '/api/v/segments/999999/', { headers: t.admin });
    await expectRefused(400, 'DELETE', '/api/v/media/abc/', { headers: t.admin });
    await expectRefused(400, 'DELETE', '/api/v/media/99999999999999999999/', { headers: t.admin });
    await expectRefused(400, 'DELETE', `/api/v/media/${video.id}%27%20OR%201=1/`, { headers: t.admin });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page_size=0', 'page_size=1000', 'page_size=abc', 'visibility=secret'])(
    'bad pagination ?%s: 400 with a message',
    async (query) => {
      const res = await call<{ message: string }>(t.server, 'GET', `/api/v/media/?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    },
  );

  it('an unknown API path: 404 JSON with a message', async () => {
    const res = await call<{ message: string }>(t.server, 'GET', '/api/v/nothing/');
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringContaining('/api/v/nothing/') } });
  });

  it('numbers out of the database range: a 4xx, not a 500', async () => {
    const res = await call(t.server, 'POST', '/api/v/segments/', {
      json: [{ ...segmentPayload(1), media: video.id, number: 2 ** 40 }],
      headers: t.admin,
    });
    expect(res.status).toBeLessThan(500);
    expect((await call(t.server, 'POST', '/api/v/video/bulk-delete/', { json: { videoIds: [2 ** 40] }, headers: t.admin })).status).toBe(
      200,
    );
    expect((await call(t.server, 'GET', `/api/v/segments/?media=${2 ** 40}`, { headers: t.admin })).status).toBe(400);
  });
});

describe('hostile-looking text is data', () => {
  const SQL = "'; DROP TABLE media; --";
  const HTML = '<script>alert("x")</script><img src=x onerror=alert(1)>';

  it('stores SQL-like and HTML-like strings and returns them verbatim', async () => {
    const res = await call<Media>(t.server, 'POST', '/api/v/media/full/', {
      json: {
        ...fullPayload({ title: SQL, description: HTML, topics: [SQL, HTML], places: [HTML] }),
        participants: [{ first_name: HTML, last_name: SQL, role: 2 }],
      },
      headers: t.admin,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    const { body } = await call<Media>(t.server, 'GET', `/api/v/media/${res.body.id}/`);
    expect(body).toMatchObject({
      title: SQL,
      description: HTML,
      topics: [{ name: SQL }, { name: HTML }],
      places: [HTML],
      guest: `${HTML} ${SQL}`,
    });
    const contact = await call(t.server, 'POST', '/api/u/contact/', { json: { name: SQL, email: 'a@b.co', message: HTML } });
    expect(contact.status).toBe(201);
    const inbox = await call<{ name: string; message: string }[]>(t.server, 'GET', '/api/msg/message/', { headers: t.admin });
    expect(inbox.body[0]).toMatchObject({ name: SQL, message: HTML });
  });

  it('searching for them finds data and leaves every table in place', async () => {
    const res = await call<MediaPage>(t.server, 'GET', `/api/v/media/?search=${encodeURIComponent(SQL)}`);
    expect(res.status).toBe(200);
    for (const term of ["%' OR '1'='1", '\\', '%', '_', '"', '*', 'NEAR(', 'a AND', '()']) {
      expect((await call(t.server, 'GET', `/api/v/media/?search=${encodeURIComponent(term)}`)).status).toBe(200);
    }
    const all = await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=100', { headers: t.admin });
    expect(all.body.results.map((m) => m.title)).toContain('Untouched');
  });
});
