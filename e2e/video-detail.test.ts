import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gazetteer } from '#contracts/gazetteer';
import type { Media, MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { findTextMatches } from '#contracts/search-text';
import { formatDuration, parseTime } from '#contracts/time';
import { extractYoutubeId } from '#contracts/youtube';
import { call, mediaPayload } from '../api/test/http.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import arVideo from '../web/src/locales/ar/video.json' with { type: 'json' };
import enVideo from '../web/src/locales/en/video.json' with { type: 'json' };
import { axeViolations } from './support/axe.ts';
import sampleLabels from '../api/src/seed/sample-labels.json' with { type: 'json' };
import { type Lang, newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The Video detail journey (docs/decisions.md §40) on the seeded sample archive, in English and Arabic,
// against the real server and Debian's Chromium. YouTube (script and thumbnails) never loads here.

const AHIDOUS = 'أحيدوس عين اللوح: الصف والبندير';
const CEDAR = 'The Cedar Carvers of Azrou';
const labels = { en: enVideo, ar: arVideo };

const env = useServerAndBrowser();
let ahidous: Media;
let cedar: Media;
let archivedId: number;

async function getMedia(id: number): Promise<Media> {
  return (await (await fetch(`${env.server.url}${apiPaths.media.detail(id)}`)).json()) as Media;
}

beforeAll(async () => {
  const list = (await (await fetch(`${env.server.url}${apiPaths.media.list}?page_size=100`)).json()) as MediaPage;
  const idOf = (title: string) => list.results.find((m) => m.title === title)?.id ?? 0;
  [ahidous, cedar] = await Promise.all([getMedia(idOf(AHIDOUS)), getMedia(idOf(CEDAR))]);
  const archived = await fetch(`${env.server.url}${apiPaths.media.list}?visibility=archived&page_size=100`, {
    headers: await adminHeaders(env.server),
  });
  archivedId = ((await archived.json()) as MediaPage).results[0]!.id;
});

/** The tabs' names as the eye reads them: left to right on English pages, right to left on Arabic ones. */
const tabs = async (page: Page, lang: Lang) => {
  const placed = await page
    .getByRole('tab')
    .evaluateAll((all) => all.map((tab) => ({ name: tab.textContent, x: tab.getBoundingClientRect().x })));
  return placed.sort((a, b) => (lang === 'ar' ? b.x - a.x : a.x - b.x)).map((tab) => tab.name);
};

describe('seed', () => {
  it('holds the videos the journey needs', () => {
    expect(ahidous.transcripts.map((t) => t.language)).toEqual(['English', 'الدارجة المغربية', 'French']);
    expect(cedar.segments.length).toBeGreaterThanOrEqual(3);
    expect(archivedId).toBeGreaterThan(0);
  });
});

/**
 * Stands in for the YouTube IFrame API (a third party, unreachable here): served at the real
 * script address, it records what the page asks of the player. Its clock, `__yt.time`, is where the
 * recording is: a seek moves it, the page reads it, and a test sets it to play on.
 */
const FAKE_IFRAME_API = `
window.__yt = { calls: [], time: 0 };
window.YT = { Player: function (element, options) {
  window.__yt.options = { videoId: options.videoId, host: options.host, playerVars: options.playerVars };
  var frame = document.createElement('iframe');
  frame.title = 'fake player';
  element.replaceWith(frame);
  this.playVideo = function () { window.__yt.calls.push(['play']); setTimeout(function () { options.events.onStateChange({ data: 1 }); }, 0); };
  this.seekTo = function (seconds, ahead) { window.__yt.calls.push(['seek', seconds, ahead]); window.__yt.time = seconds; };
  this.getCurrentTime = function () { return window.__yt.time; };
  this.destroy = function () { window.__yt.calls.push(['destroy']); };
  setTimeout(function () { options.events.onReady({}); }, 0);
} };
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

describe('loading and network failure', () => {
  it('shows loading, then the load error with Try Again, which reloads the page', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const detailPath = `**${apiPaths.media.detail(cedar.id)}`;
    let fail = () => {};
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(detailPath, async (route) => {
      await failed;
      await route.abort('internetdisconnected');
    });
    // Opened from the archive, the app asks for the video itself (a page opened directly comes with its data).
    await page.goto(`/archive?search=${encodeURIComponent(CEDAR)}`);
    await page.locator(`a[href="/archive/${cedar.id}"]`).first().click();
    await page.getByRole('status').filter({ hasText: enVideo.videoDetail.loading }).waitFor();
    fail();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(enVideo.videoDetail.loadError);
    await page.unroute(detailPath);
    await page.getByRole('button', { name: enVideo.videoDetail.tryAgain }).click();
    await page.getByRole('heading', { level: 1, name: enVideo.videoDetail.interviewWith.replace('{{guest}}', 'Lahcen Amzil') }).waitFor();
    await context.close();
  });
});

describe('player with the IFrame API', () => {
  it('loads the API only on play, with no autoplay, controls and no related videos, and seeks for ?t= and segments', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    const requested: string[] = [];
    await page.route('https://www.youtube.com/iframe_api', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API });
    });
    const seconds = parseTime(cedar.segments[1]!.start_time) + 5;
    await page.goto(`/archive/${cedar.id}?t=${seconds}`);
    await page.getByRole('tab', { name: enVideo.tabs.information }).waitFor();
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', CEDAR) }).click();
    await page.getByTitle('fake player').waitFor();
    const yt = () => page.evaluate(() => (window as unknown as { __yt: { calls: unknown[][]; options: object } }).__yt);
    await expect.poll(async () => (await yt()).calls).toEqual([['seek', seconds, true], ['play']]);
    expect((await yt()).options).toEqual({
      videoId: extractYoutubeId(cedar.url),
      host: 'https://www.youtube-nocookie.com',
      playerVars: expect.objectContaining({ autoplay: 0, controls: 1, rel: 0 }),
    });
    expect(requested).toHaveLength(1);
    const last = cedar.segments.at(-1)!;
    await page.getByRole('region', { name: enVideo.details.episodeContent }).getByRole('button', { name: last.title }).click();
    await expect.poll(async () => (await yt()).calls.slice(2)).toEqual([['seek', parseTime(last.start_time), true], ['play']]);
    await context.close();
  });

  it('jumps past a withheld passage of a YouTube recording, which cannot be cut', async () => {
    const headers = await adminHeaders(env.server);
    const title = 'A passage withheld on YouTube';
    const { id } = (await call<Media>(env.server, 'POST', apiPaths.video.create, { headers, json: mediaPayload({ title }) })).body;
    const passage = { start_time: '00:00:10', end_time: '00:00:20', reason: 'Asked by the narrator', until: null };
    const access = await call(env.server, 'PUT', apiPaths.admin.mediaAccess(id), {
      headers,
      json: { access: 'open', redactions: [passage] },
    });
    expect(access.status).toBe(200);
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.route('https://www.youtube.com/iframe_api', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
    );
    await page.goto(`/archive/${id}`);
    await page.getByRole('button', { name: enVideo.player.play.replace('{{title}}', title) }).click();
    await page.getByTitle('fake player').waitFor();
    type Clock = { __yt: { calls: unknown[][]; time: number } };
    const yt = () => page.evaluate(() => (window as unknown as Clock).__yt);
    await expect.poll(async () => (await yt()).calls).toEqual([['play']]);
    // The recording plays into the passage: the page moves it to the passage's end, and it plays on from there.
    await page.evaluate(() => ((window as unknown as Clock).__yt.time = 12));
    await expect.poll(async () => (await yt()).calls.slice(1)).toEqual([['seek', 20, true], ['play']]);
    expect((await yt()).time).toBe(20);
    await context.close();
  });
});

describe.each(['en', 'ar'] as Lang[])('video detail (%s)', (lang) => {
  const tx = labels[lang];
  const tabOrder = [tx.tabs.information, tx.tabs.fullTranscript, tx.tabs.segmentedTranscript];

  it('loads a public video: heading, tabs, details, transcripts with search, segments, no a11y violations', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    await page.goto(`/archive/${ahidous.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(tx.videoDetail.interviewWith.replace('{{guest}}', 'حمو أوعلي'));
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    // docs/behaviour.md §2: tab order reversed in Arabic, i.e. read from the right, the default tab first.
    expect(await tabs(page, lang)).toEqual(tabOrder);
    expect(await page.getByRole('tab', { name: tx.tabs.information }).getAttribute('aria-selected')).toBe('true');

    // Player area: the site's own poster for the video (no video-host request), play button and duration.
    const poster = page.locator(`img[src^="/api/v/media/${ahidous.id}/poster/"]`);
    await poster.waitFor();
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: tx.player.play.replace('{{title}}', AHIDOUS) }).isVisible()).toBe(true);
    expect(await page.getByText(formatDuration(ahidous.duration), { exact: true }).first().isVisible()).toBe(true);

    const panel = page.getByRole('tabpanel');
    const detail = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
    expect(await detail(tx.details.interviewer)).toBe('Youssef Amrani');
    expect(await detail(tx.details.narrator)).toBe('حمو أوعلي');
    // Arabic pages name places in Arabic where the gazetteer knows them (docs/decisions.md §90).
    const places = lang === 'ar' ? ahidous.places.map((place) => gazetteer.arabicName(place) ?? place) : ahidous.places;
    expect(await detail(tx.details.places)).toBe(places.join(tx.details.listSeparator));
    expect(await detail(tx.details.date)).toBe(
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2018-07-22T00:00:00Z')),
    );
    // Latin data on an Arabic page carries lang="en" and its own direction; on English pages dir="auto".
    // Topics read in their Arabic form on Arabic pages (docs/behaviour.md §804).
    const topicName = ahidous.topics[0]!.name;
    const topic = panel.getByText(lang === 'ar' ? sampleLabels.topic[topicName as keyof typeof sampleLabels.topic] : topicName, {
      exact: true,
    });
    expect(await topic.getAttribute('dir')).toBe('auto');
    expect(await topic.getAttribute('lang')).toBeNull();
    const person = panel.getByText('Bassou Ouhrou', { exact: true }).first();
    if (lang === 'ar') expect([await person.getAttribute('dir'), await person.getAttribute('lang')]).toEqual(['ltr', 'en']);
    expect(await axeViolations(page)).toEqual([]);

    // Full transcript: a button per language, each text with its own lang/dir, search with n / total.
    await page.getByRole('tab', { name: tx.tabs.fullTranscript }).click();
    const languages = page.getByRole('group', { name: tx.transcript.languages }).getByRole('button');
    expect(await languages.allTextContents()).toEqual(['English', 'الدارجة المغربية', 'French']);
    const text = page.getByTestId('transcript-text');
    // Arabic pages open on the Arabic-script transcript (docs/behaviour.md §803), English ones on the first.
    expect(await languages.nth(lang === 'ar' ? 1 : 0).getAttribute('aria-pressed')).toBe('true');
    await languages.nth(0).click();
    expect([await text.getAttribute('lang'), await text.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const english = ahidous.transcripts[0]!.text;
    const total = findTextMatches(english, 'ahidous').length;
    expect(total).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: tx.transcript.searchLabel }).fill('ahidous');
    const counter = page.getByTestId('match-counter');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    expect(await text.locator('mark').count()).toBe(total);
    await page.getByRole('button', { name: tx.transcript.previousMatch }).click();
    await expect.poll(() => counter.textContent()).toBe(`${total} / ${total}`);
    await page.getByRole('button', { name: tx.transcript.nextMatch }).click();
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    // The current match scrolls into view inside the transcript box (docs/behaviour.md §4, after 100 ms).
    const current = text.locator('mark[data-current="true"]');
    await expect
      .poll(async () => {
        const [box, mark] = await Promise.all([text.boundingBox(), current.boundingBox()]);
        return Boolean(box && mark && mark.y >= box.y && mark.y + mark.height <= box.y + box.height);
      })
      .toBe(true);
    // The window scrolled with the match; back to the top so the fixed header does not cover the shot.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, `video-detail-${lang}-1280`);

    await languages.nth(1).click();
    expect([await text.getAttribute('lang'), await text.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    await page.getByRole('searchbox').fill('احيدوس');
    const darija = findTextMatches(ahidous.transcripts[1]!.text, 'احيدوس').length;
    expect(darija).toBeGreaterThan(0);
    await expect.poll(() => counter.textContent()).toBe(`1 / ${darija}`);
    expect(await axeViolations(page)).toEqual([]);

    // Segmented transcript: collapsible segments; opening shows description and transcript.
    await page.getByRole('tab', { name: tx.tabs.segmentedTranscript }).click();
    expect(await page.getByRole('searchbox').count()).toBe(0);
    const first = ahidous.segments[0]!;
    const toggle = page.getByRole('tabpanel').getByRole('button', { name: first.title });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(first.description, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, `video-detail-${lang}-390`);
    await context.close();
  });

  it('play with YouTube unreachable records a view, says so and the page stays usable', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    const before = (await getMedia(cedar.id)).metadata.views;
    const viewPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(apiPaths.media.view(cedar.id))) viewPosts.push(r.url());
    });
    await page.goto(`/archive/${cedar.id}`);
    const view = page.waitForResponse((r) => r.url().endsWith(apiPaths.media.view(cedar.id)) && r.request().method() === 'POST');
    await page.getByRole('button', { name: tx.player.play.replace('{{title}}', CEDAR) }).click();
    expect((await view).status()).toBe(200);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(tx.player.scriptError);
    // Plays are counted in memory and written about once a second: the count catches up.
    await vi.waitFor(async () => expect((await getMedia(cedar.id)).metadata.views).toBe(before + 1), { timeout: 8_000, interval: 250 });
    // Still usable: tabs switch, and a retry tries the player again (without a second view).
    await page.getByRole('tab', { name: tx.tabs.fullTranscript }).click();
    expect(await page.getByTestId('transcript-text').isVisible()).toBe(true);
    await page.getByRole('button', { name: tx.player.retry }).click();
    await alert.waitFor();
    // The retry asked for the player again but recorded no second view.
    expect(viewPosts).toHaveLength(1);
    await context.close();
  });

  it('?t= opens on the segment containing that time', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang, 390);
    const target = cedar.segments[2]!;
    const seconds = parseTime(target.start_time) + 30;
    await page.goto(`/archive/${cedar.id}?t=${seconds}`);
    const episode = page.getByRole('region', { name: tx.details.episodeContent });
    const current = episode.locator('button[aria-current="true"]');
    await current.waitFor();
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain(target.title);
    expect(await page.getByRole('tab', { name: tx.tabs.segmentedTranscript }).getAttribute('aria-selected')).toBe('true');
    const open = page.getByRole('tabpanel').getByRole('button', { expanded: true });
    expect(await open.count()).toBe(1);
    expect(await open.textContent()).toContain(target.title);
    const startsAt = tx.player.startsAt.replace('{{time}}', '');
    expect(await page.getByText(startsAt).textContent()).toContain(new Date(seconds * 1000).toISOString().slice(11, 19));
    await context.close();
  });

  it('unknown and archived videos, and a bad id, get a "not found" page that leads back to the archive, with nothing to retry', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, lang);
    for (const id of ['999999', String(archivedId), 'abc', '99999999999']) {
      await page.goto(`/archive/${id}`);
      await page.getByRole('heading', { level: 1, name: tx.videoDetail.videoNotFound }).waitFor();
      expect(await page.title()).toContain(tx.videoDetail.videoNotFound);
      expect(await page.getByRole('button', { name: tx.videoDetail.tryAgain }).count()).toBe(0);
      expect(await page.getByRole('main').getByRole('link', { name: tx.videoDetail.browseArchive }).getAttribute('href')).toBe('/archive');
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `video-detail-${lang}-not-found`);
    await page.getByRole('main').getByRole('link', { name: tx.videoDetail.browseArchive }).click();
    await page.waitForURL((url) => url.pathname === '/archive');
    await context.close();
  });
});
