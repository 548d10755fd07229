import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '#contracts/media';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// The open standards (docs/decisions.md §93) in the browser: the OHMS import page (English and Arabic), the video page's IIIF and
// OHMS links, and the About page telling harvesters where to look.

const env = useServerAndBrowser();
const FIXTURE = 'api/src/features/ohms/fixtures/legacy-sync.xml';
let headers: Record<string, string>;
const videoCount = async () => ((await (await fetch(`${env.server.url}/api/v/media/?page_size=1`, { headers })).json()) as MediaPage).count;

beforeAll(async () => {
  headers = await adminHeaders(env.server);
});

describe('open standards', () => {
  it('imports an OHMS file as an archived video to review, and refuses an XXE file saving nothing', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await page.goto('/atlas-control/videos');
    await page.getByRole('link', { name: 'Import OHMS XML' }).click();
    await page.getByRole('heading', { name: 'Import an OHMS XML file' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const before = await videoCount();
    await page.getByLabel('OHMS XML file').setInputFiles({
      name: 'xxe.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><ROOT><record><title>&x;</title></record></ROOT>',
      ),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText(/The file was not imported and nothing was saved\. .*DTD or entities/).waitFor();
    expect(await videoCount()).toBe(before);

    await page.getByLabel('OHMS XML file').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('status')
      .getByText('Imported “Shepherds of the high pastures” with 3 segment(s) and 2 transcript(s), as an archived video.')
      .waitFor();
    expect(await videoCount()).toBe(before + 1);
    await screenshot(page, 'ohms-import-en');
    await page.getByRole('link', { name: 'Review the imported video' }).click();
    await page.getByRole('heading', { name: 'Edit Video' }).waitFor();
    expect(
      await page
        .getByLabel(/^Title/)
        .first()
        .inputValue(),
    ).toBe('Shepherds of the high pastures');
    await context.close();
  });

  it('shows the import page in Arabic, right to left', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'ar');
    await page.goto('/atlas-control/login');
    await page.evaluate((token) => {
      sessionStorage.setItem('adminToken', token);
      sessionStorage.setItem('isAuthenticated', 'true');
    }, headers.authorization!.slice('Bearer '.length));
    await page.goto('/atlas-control/videos/import');
    await page.getByRole('heading', { name: 'استيراد ملف OHMS XML' }).waitFor();
    await page.getByRole('button', { name: 'استيراد' }).click();
    await page.getByText('اختر ملف OHMS XML.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the video page links a manifest that loads, and About tells how to harvest', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, 'en');
    await page.goto('/archive/1');
    const manifestLink = page.getByRole('link', { name: 'IIIF manifest' });
    await manifestLink.waitFor();
    const manifest = await fetch(`${env.server.url}${await manifestLink.getAttribute('href')}`);
    expect(((await manifest.json()) as { type: string }).type).toBe('Manifest');
    const ohms = await fetch(`${env.server.url}${await page.getByRole('link', { name: 'Download OHMS XML' }).getAttribute('href')}`);
    expect(await ohms.text()).toContain('<version>5.4</version>');

    await page.goto('/about');
    await page.getByRole('heading', { name: 'Harvest and reuse the archive' }).waitFor();
    await page.getByText(`OAI-PMH 2.0 at ${env.server.url}/oai:`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
