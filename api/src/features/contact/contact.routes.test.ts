import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '#contracts/contact';
import { call } from '../../../test/http.ts';
import { startTestServer } from '../../../test/test-server.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { CONTACT_ADDRESS_LIMIT, TOO_MANY_MESSAGES } from './contact.routes.ts';

const t = useTestServer({ seed: 'none' });

const inbox = async () => (await call<ContactMessage[]>(t.server, 'GET', '/api/msg/message/', { headers: t.admin })).body;
const send = (json: unknown, s = t.server) =>
  call<{ message?: string; errors?: { message: string }[] }>(s, 'POST', '/api/u/contact/', { json });

describe('POST /api/u/contact/', () => {
  it('stores a message (201) that the admin then reads, newest first', async () => {
    const first = await send({ name: ' Amina ', email: 'amina@example.org', message: 'First message' });
    expect(first.status).toBe(201);
    const second = await send({ name: 'Youssef', email: 'y@example.org', subject: 'Hello', message: 'Second message' });
    expect(second.status).toBe(201);
    const messages = await inbox();
    expect(Array.isArray(messages)).toBe(true);
    expect(messages.slice(0, 2)).toMatchObject([
      { name: 'Youssef', email: 'y@example.org', subject: 'Hello', message: 'Second message', read: false },
      { name: 'Amina', email: 'amina@example.org', subject: '', message: 'First message', read: false },
    ]);
    expect(Object.keys(messages[0]!).sort()).toEqual(['created_at', 'email', 'id', 'message', 'name', 'read', 'subject']);
  });

  it('answers 400 with the form messages of docs/behaviour.md §5 and stores nothing', async () => {
    const before = (await inbox()).length;
    const cases: [unknown, string][] = [
      [{ name: '   ', email: 'a@b.co', message: 'x' }, 'Full name is required'],
      [{ name: 'A', email: '', message: 'x' }, 'Email address is required'],
      [{ name: 'A', email: 'a b@c.de', message: 'x' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'ab@cde', message: 'x' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a@b.co', message: '  ' }, 'Message is required'],
    ];
    for (const [json, expected] of cases) {
      const res = await send(json);
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.message)).toContain(expected);
    }
    expect((await send({ name: 'A', email: 'a@b.co', message: 'x', phone: '1' })).status).toBe(400);
    expect((await inbox()).length).toBe(before);
  });
});

describe('the admin inbox', () => {
  it('marks a message read and unread, and deletes it', async () => {
    const created = await send({ name: 'Read me', email: 'r@example.org', message: 'Mark me' });
    expect(created.status).toBe(201);
    const id = (await inbox()).find((m) => m.name === 'Read me')!.id;
    const read = await call<ContactMessage>(t.server, 'PATCH', `/api/msg/message/${id}/`, { json: { read: true }, headers: t.admin });
    expect(read).toMatchObject({ status: 200, body: { id, read: true } });
    const unread = await call<ContactMessage>(t.server, 'PATCH', `/api/msg/message/${id}/`, { json: { read: false }, headers: t.admin });
    expect(unread.body.read).toBe(false);
    expect((await call(t.server, 'PATCH', `/api/msg/message/${id}/`, { json: { read: 'yes' }, headers: t.admin })).status).toBe(400);
    expect((await call(t.server, 'DELETE', `/api/msg/message/${id}/`, { headers: t.admin })).status).toBe(204);
    expect((await inbox()).some((m) => m.id === id)).toBe(false);
    expect((await call(t.server, 'DELETE', `/api/msg/message/${id}/`, { headers: t.admin })).status).toBe(404);
    expect((await call(t.server, 'PATCH', `/api/msg/message/${id}/`, { json: { read: true }, headers: t.admin })).status).toBe(404);
  });

  it('pages with page and page_size', async () => {
    const all = await inbox();
    const page = await call<ContactMessage[]>(t.server, 'GET', '/api/msg/message/?page=2&page_size=1', { headers: t.admin });
    expect(page.body).toEqual([all[1]]);
    expect((await call(t.server, 'GET', '/api/msg/message/?page_size=1000', { headers: t.admin })).status).toBe(400);
  });
});

describe('contact rate limit', () => {
  it('validates first, counts only accepted messages, and answers 429 with a message once an address has sent too many', async () => {
    const limited = await startTestServer({ seed: 'none' });
    try {
      // More bad requests than the limit: each is a 400 and none counts.
      for (let i = 0; i <= CONTACT_ADDRESS_LIMIT.max; i++) {
        expect((await send({ name: '', email: 'not an address', message: '' }, limited)).status).toBe(400);
      }
      const message = { name: 'Student', email: 's@example.org', message: 'Thank you for the archive' };
      for (let i = 0; i < CONTACT_ADDRESS_LIMIT.max; i++) expect((await send(message, limited)).status).toBe(201);
      const refused = await send(message, limited);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_MESSAGES);
      // Still a 400, not a 429, for a bad request once the limit is reached.
      expect((await send({ name: 'x' }, limited)).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
