import Database from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The wizard's save is one transaction (docs/decisions.md §11): when the database refuses the participants,
// the page says so and the video keeps its title, segments and participants.
const env = useServerAndBrowser();
let headers: Record<string, string>;

/** Makes the database refuse every new participant row, in SQLite or in PostgreSQL. */
async function rejectParticipants(databaseUrl: string): Promise<void> {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const url = new URL(databaseUrl);
    const schema = url.searchParams.get('schema') ?? 'public';
    url.searchParams.delete('schema');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`set search_path to "${schema}"`);
    await client.query(
      `create function reject_participant() returns trigger language plpgsql as $$ begin raise exception 'rejected'; end $$`,
    );
    await client.query(
      'create trigger reject_participants before insert on participants for each row execute function reject_participant()',
    );
    await client.end();
    return;
  }
  const db = new Database(databaseUrl);
  db.exec(`create trigger reject_participants before insert on participants begin select raise(abort, 'rejected'); end`);
  db.close();
}

beforeAll(async () => {
  headers = await adminHeaders(env.server);
});

describe('wizard save', () => {
  it('shows the save failure and leaves the video as it was when the database rejects a step', async () => {
    const before = (await (await fetch(`${env.server.url}/api/v/media/1/`, { headers })).json()) as Media;
    expect(before.participants.length).toBeGreaterThan(0);
    await rejectParticipants(env.server.config.databaseUrl);

    const { context, page } = await newPage(env.browser, env.server.url);
    page.setDefaultTimeout(10_000);
    await signIn(page);

    await page.goto('/atlas-control/videos/edit/1');
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    await page.getByLabel(/^Title/).fill('A title that must not be saved');
    // Room for one more segment after the last one (segments end within the duration).
    await page.getByLabel(/^Duration/).fill('01:02:00');
    await page.getByRole('tab', { name: 'Segments' }).click();
    await page.getByRole('button', { name: 'Add Segment' }).click();
    const last = before.segments.length;
    await page
      .getByLabel(/^Title/)
      .nth(last)
      .fill('A segment that must not be saved');
    await page
      .getByLabel(/^Start Time/)
      .nth(last)
      .fill('01:00:00');
    await page
      .getByLabel(/^End Time/)
      .nth(last)
      .fill('01:01:00');
    await page
      .getByLabel(/^Description/)
      .nth(last)
      .fill('Never stored');
    await page.getByRole('tab', { name: 'Participants' }).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v/media/1/full/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Finish' }).click();
    // The request reached the database (valid form, valid payload) and the database refused it.
    const response = await answer;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(((await response.json()) as { message: string }).message).not.toMatch(/^Invalid request/);

    await page.getByRole('alert').filter({ hasText: 'Failed to save. Please try again.' }).waitFor();
    expect(page.url()).toContain('/atlas-control/videos/edit/1');
    expect(await page.getByRole('button', { name: 'Finish' }).isEnabled()).toBe(true);
    // The typing is still there (and in the draft) for another try.
    await page.getByRole('tab', { name: 'Information' }).click();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('A title that must not be saved');

    const after = (await (await fetch(`${env.server.url}/api/v/media/1/`, { headers })).json()) as Media;
    expect(after.title).toBe(before.title);
    expect(after.segments).toEqual(before.segments);
    expect(after.participants).toEqual(before.participants);
    expect(after.updated_at).toBe(before.updated_at);
    await context.close();
  });
});
