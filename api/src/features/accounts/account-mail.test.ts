import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { UserCreated } from '#contracts/accounts';
import { call } from '../../../test/http.ts';
import { linkToken, login, STAFF_PASSWORD } from '../../../test/staff.ts';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';

// A real SMTP server, started here, receives what Atlas sends (docs/behaviour.md §500).
const received: ParsedMail[] = [];
const waiters: (() => void)[] = [];
let smtp: SMTPServer;
let server: TestServer;
let admin: Record<string, string>;

/** The next mail to arrive (or one already there beyond `count`). */
async function mailNumber(count: number): Promise<ParsedMail> {
  while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
  return received[count - 1]!;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  server = await startTestServer({
    seed: 'none',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    smtpFrom: 'Atlas <archive@example.org>',
    publicUrl: 'https://atlas.example.org',
  });
  admin = await adminHeaders(server);
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('links sent by email when SMTP_URL is set', () => {
  it('emails the invitation with its link, which then sets the password', async () => {
    const created = await call<UserCreated>(server, 'POST', '/api/admin/users/', {
      headers: admin,
      json: { username: 'amina', role: 'transcriber', email: 'amina@example.org' },
    });
    expect(created.body).toMatchObject({ emailed: true });
    expect(created.body.invitation_url).toMatch(/^https:\/\/atlas\.example\.org\/atlas-control\/invitation\//);
    const mail = await mailNumber(1);
    expect(mail.to).toMatchObject({ text: 'amina@example.org' });
    expect(mail.from).toMatchObject({ text: '"Atlas" <archive@example.org>' });
    expect(mail.text).toContain(created.body.invitation_url);
    expect(mail.text).toContain('amina');

    expect(
      (await call(server, 'POST', `/api/u/invitations/${linkToken(created.body.invitation_url)}/`, { json: { password: STAFF_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await login(server, 'amina')).status).toBe(200);
  });

  it('emails a reset link; an account without an email gets its link shown only', async () => {
    const users = (await call<{ results: { id: number; username: string }[] }>(server, 'GET', '/api/admin/users/', { headers: admin })).body
      .results;
    const amina = users.find((u) => u.username === 'amina')!;
    const reset = await call<{ invitation_url: string; emailed: boolean }>(server, 'POST', `/api/admin/users/${amina.id}/reset/`, {
      headers: admin,
    });
    expect(reset.body.emailed).toBe(true);
    const mail = await mailNumber(2);
    expect(mail.subject).toBe('Reset your Atlas password');
    expect(mail.text).toContain(reset.body.invitation_url);

    const silent = await call<UserCreated>(server, 'POST', '/api/admin/users/', {
      headers: admin,
      json: { username: 'no-mail', role: 'viewer' },
    });
    expect(silent.body.emailed).toBe(false);
    expect(received).toHaveLength(2);
  });
});
