import { describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { adminTexts } from './support/admin-texts.ts';
import { signIn } from './support/admin.ts';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// A server whose FFMPEG_PATH names nothing still runs the archive, and the screen where staff upload a
// recording says what is missing instead of offering an upload that would fail (docs/behaviour.md §600).
const env = useServerAndBrowser({ media: { ffmpegPath: '/nonexistent/atlas/bin/ffmpeg' } });
const admin = adminTexts;

describe.each(['en', 'ar'] as Lang[])('recordings without ffmpeg (%s)', (lang) => {
  it('the video form says ffmpeg is missing and how to install it, in place of the drop zone', async () => {
    const headers = await adminHeaders(env.server);
    const { id } = (await call<MediaPage>(env.server, 'GET', `${apiPaths.media.list}?page_size=1`, { headers })).body.results[0]!;
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    page.setDefaultTimeout(20_000);
    await signIn(page, lang);
    await page.goto(`/atlas-control/videos/edit/${id}`);
    await page.getByRole('alert').filter({ hasText: admin[lang].recordings.ffmpegMissing }).waitFor();
    expect(await page.getByLabel(admin[lang].recordings.drop).count()).toBe(0);
    await context.close();
  });
});
