import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import { formatTime } from '#contracts/time';
import { adminHeaders } from '../api/test/test-server.ts';
import { call, fullPayload } from '../api/test/http.ts';
import { adminTexts } from './support/admin-texts.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { type Lang, newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

const enAdmin = adminTexts.en;

// Staff making a transcript in Atlas (docs/behaviour.md §700, §701, §703): the editor beside a YouTube-held
// recording, the import that asks for the recording's duration, and the publish step's checklist.
const env = useServerAndBrowser({ publishChecklist: 'require' });
const admin = adminTexts;
const OHMS_OPEN_END = fs.readFileSync('api/src/features/transcripts/fixtures/ohms-open-end.xml', 'utf8');
let headers: Record<string, string>;

/**
 * The IFrame API's part, played by a stand-in: time is whatever the test sets in `__yt.time`. Like the real player it
 * tells a change of state a moment after the call, and notes 'state N' once it has told it: a key pressed before then
 * finds the editor still thinking the player is where it was (a browser handles input before timers).
 */
const FAKE_IFRAME_API = `
window.__yt = { calls: [], time: 0 };
window.YT = { Player: function (element, options) {
  var frame = document.createElement('iframe');
  frame.title = 'fake player';
  element.replaceWith(frame);
  var state = function (code) { setTimeout(function () { options.events.onStateChange({ data: code }); window.__yt.calls.push('state ' + code); }, 0); };
  this.playVideo = function () { window.__yt.calls.push('play'); state(1); };
  this.pauseVideo = function () { window.__yt.calls.push('pause'); state(2); };
  this.seekTo = function (seconds) { window.__yt.calls.push('seek ' + seconds); window.__yt.time = seconds; };
  this.getCurrentTime = function () { return window.__yt.time; };
  this.destroy = function () {};
  setTimeout(function () { options.events.onReady({}); }, 0);
} };
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

/** A video with a host and a guest, and no index unless `segments` says so. */
async function createVideo(overrides: Record<string, unknown>, segments: unknown[] = []): Promise<Media> {
  const answer = await call<Media>(env.server, 'POST', '/api/v/media/full/', { json: { ...fullPayload(overrides), segments }, headers });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function adminPage(lang: Lang = 'en'): Promise<Page> {
  const { page } = await newPage(env.browser, env.server.url, lang);
  page.setDefaultTimeout(10_000);
  await signIn(page, lang);
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
  return page;
}

const ytCalls = (page: Page) => page.evaluate(() => (window as unknown as { __yt: { calls: string[] } }).__yt.calls);

beforeAll(async () => {
  headers = await adminHeaders(env.server);
});

describe('transcript editor', () => {
  it('types, inserts the YouTube player’s time, marks a segment, saves, and the public page shows it', async () => {
    const video = await createVideo({
      title: 'Harvest songs of Tounfite',
      transcript: [{ language: 'English', text: '[00:00:05] Hana Host: Tell me about the harvest.\n\nWe sang in the fields.' }],
    });
    const page = await adminPage();
    await page.goto(`/atlas-control/videos/transcript/${video.id}`);
    await page.getByTitle('fake player').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const second = page.getByRole('textbox', { name: 'Paragraph 2' });
    await second.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Every morning, until noon.');
    await page.getByRole('combobox', { name: 'Speaker of paragraph 2' }).selectOption('Gil Guest');
    await second.press('Escape');
    await expect.poll(() => ytCalls(page)).toEqual(['play', 'state 1']);
    await page.evaluate(() => ((window as unknown as { __yt: { time: number } }).__yt.time = 42.6));
    await second.press('Control+Space');
    await expect.poll(() => ytCalls(page)).toEqual(['play', 'state 1', 'pause', 'state 2']);
    await second.press('Control+j');
    await page.getByRole('button', { name: '00:00:42' }).waitFor();
    await second.press('Control+i');
    const index = page.getByRole('region', { name: 'Index' });
    await index.getByRole('textbox', { name: 'Title 1', exact: true }).fill('Songs in the fields');
    await index.getByRole('textbox', { name: 'Title (Arabic) 1' }).fill('أغاني الحقول');
    await page.getByText('Draft kept in this browser.').waitFor();
    await page.getByRole('button', { name: 'Save transcript and index' }).click();
    await page.getByRole('status').getByText('Saved.', { exact: true }).waitFor();

    const stored = (await call<Media>(env.server, 'GET', `/api/v/media/${video.id}/`)).body;
    expect(stored.transcripts[0]!.text).toBe(
      '[00:00:05] Hana Host: Tell me about the harvest.\n\n[00:00:42] Gil Guest: We sang in the fields. Every morning, until noon.',
    );
    expect(stored.segments.map((s) => [s.title, s.start_time, s.end_time])).toEqual([
      ['Songs in the fields / أغاني الحقول', '00:00:42', '00:10:00'],
    ]);

    await page.goto(`/archive/${video.id}`);
    await page.getByRole('tab', { name: 'Full transcript' }).click();
    await page.getByText('We sang in the fields. Every morning, until noon.', { exact: false }).first().waitFor();
    await page.getByRole('tab', { name: 'Segmented transcript' }).click();
    await page.getByText('Songs in the fields', { exact: false }).first().waitFor();
    await page.context().close();
  });
});

describe('every paragraph in the document (docs/decisions.md §1604)', () => {
  it('puts each of 400 paragraphs in the document and follows playback to one far down the transcript', async () => {
    const text = Array.from(
      { length: 400 },
      (_, i) => `[${formatTime(i * 10)}] ${i % 2 ? 'Gil Guest' : 'Hana Host'}: Passage ${i + 1} of the cedar carvers' songs.`,
    ).join('\n\n');
    const video = await createVideo({
      title: 'A long afternoon of songs',
      duration: '01:10:00',
      transcript: [{ language: 'English', text }],
    });
    const page = await adminPage();
    await page.goto(`/atlas-control/videos/transcript/${video.id}`);
    await page.getByTitle('fake player').waitFor();
    await page.getByRole('checkbox', { name: enAdmin.transcriptEditor.allParagraphs }).check();

    // Every paragraph is in the document, where the browser's find reaches it, and in the browser's own accessibility
    // tree, where a screen reader reaches it: no row is skipped as far from the screen (docs/decisions.md §2561). Far
    // from the screen a paragraph is its text, a text box by role and name, until it is reached (§2580).
    await expect.poll(() => page.locator('[data-paragraph]').count()).toBe(400);
    expect(await page.locator('textarea[data-paragraph]').count()).toBeLessThan(400);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const paragraphBoxes = nodes.filter((node) => node.role?.value === 'textbox' && /^Paragraph \d+$/.test(String(node.name?.value)));
    expect(paragraphBoxes.filter((node) => !node.ignored).length).toBe(400);
    // The far rows' markup (a text box by role, not a field) passes axe as the fields do.
    expect(await axeViolations(page)).toEqual([]);

    // Playing (Esc, focus on the checkbox), the recording reaches paragraph 356 (from 00:59:10): it is marked and
    // scrolled into view.
    await page.evaluate(() => ((window as unknown as { __yt: { time: number } }).__yt.time = 3555));
    await page.keyboard.press('Escape');
    const heard = page.getByRole('list', { name: 'Paragraphs' }).locator('[aria-current="true"]');
    await expect.poll(() => heard.getByRole('textbox').getAttribute('aria-label')).toBe('Paragraph 356');
    await expect
      .poll(async () => {
        const box = await heard.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 900;
      })
      .toBe(true);

    // A paragraph far from the screen is edited from the keyboard: focused (as Tab or a screen reader's Enter does), it
    // becomes its field with the focus in it, the caret at the start.
    const far = page.getByRole('textbox', { name: 'Paragraph 121', exact: true });
    expect(await far.evaluate((element) => element.tagName)).toBe('DIV');
    await far.focus();
    const field = page.locator('textarea[data-paragraph="120"]');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Sung: ');
    await expect.poll(() => field.inputValue()).toBe("Sung: Passage 121 of the cedar carvers' songs.");
    await page.context().close();
  });
});

describe.each(['en', 'ar'] as Lang[])('imports that need the recording’s duration (%s)', (lang) => {
  const tx = admin[lang];

  it('the transcript import asks for the duration on duration_required and imports with it', async () => {
    const video = await createVideo({ title: `Weavers without a duration ${lang}`, duration: '', visibility: 'archived' });
    const page = await adminPage(lang);
    await page.goto(`/atlas-control/videos/transcript/${video.id}`);
    const form = page.getByRole('region', { name: tx.transcriptImport.heading });
    await form.getByLabel(tx.transcriptImport.format).selectOption('ohms');
    await form.getByLabel(tx.transcriptImport.paste).fill(OHMS_OPEN_END);
    await form.getByLabel(tx.transcriptImport.language).fill('English');
    await form.getByRole('button', { name: tx.transcriptImport.submit }).click();

    await form.getByText(tx.durationPrompt.asked).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const duration = form.getByLabel(tx.durationPrompt.label);
    await duration.fill('50 minutes');
    await form.getByRole('button', { name: tx.durationPrompt.retry }).click();
    await form.getByText(tx.durationPrompt.invalid).waitFor();
    await duration.fill('00:50:00');
    await form.getByRole('button', { name: tx.durationPrompt.retry }).click();
    await form.getByText(tx.transcriptImport.done).waitFor();
    await page.getByRole('textbox', { name: tx.transcriptEditor.paragraph.replace('{{number}}', '1') }).waitFor();

    const stored = (await call<Media>(env.server, 'GET', `/api/v/media/${video.id}/`, { headers })).body;
    expect(stored.segments.at(-1)?.end_time).toBe('00:50:00');
    await page.context().close();
  });

  it('the OHMS import screen asks for the duration too', async () => {
    const page = await adminPage(lang);
    await page.goto('/atlas-control/videos/import');
    await page
      .getByLabel(tx.ohmsImport.fileLabel)
      .setInputFiles({ name: 'open-end.xml', mimeType: 'application/xml', buffer: Buffer.from(OHMS_OPEN_END) });
    await page.getByRole('button', { name: tx.ohmsImport.submit }).click();
    await page.getByText(tx.durationPrompt.asked).waitFor();
    await page.getByLabel(tx.durationPrompt.label).fill('01:02:03');
    await page.getByRole('button', { name: tx.durationPrompt.retry }).click();
    await page.getByRole('link', { name: tx.ohmsImport.review }).waitFor();
    await page.context().close();
  });
});

describe('publish checklist', () => {
  it('the wizard’s last step lists what is missing, and PUBLISH_CHECKLIST=require refuses publishing with the reason', async () => {
    const video = await createVideo(
      {
        title: 'Untimed interview',
        visibility: 'archived',
        transcript: [{ language: 'English', text: 'Words without any time.' }],
      },
      fullPayload().segments,
    );
    const page = await adminPage();
    await page.goto(`/atlas-control/videos/edit/${video.id}`);
    await page.getByLabel(/^Visibility/).selectOption('public');
    await page.getByRole('tab', { name: 'Participants' }).click();
    const panel = page.getByRole('region', { name: enAdmin.publishChecklist.heading });
    await panel.getByText(enAdmin.publishChecklist.introRequire).waitFor();
    const captions = panel.getByRole('listitem').filter({ hasText: enAdmin.publishChecklist.items.captions });
    expect(await captions.textContent()).toContain(enAdmin.publishChecklist.missing);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page
      .getByRole('alert')
      .getByText(`${enAdmin.publishChecklist.refused} ${enAdmin.publishChecklist.items.captions}.`, { exact: true })
      .waitFor();
    expect((await call<Media>(env.server, 'GET', `/api/v/media/${video.id}/`, { headers })).body.visibility).toBe('archived');
    await page.context().close();
  });
});
