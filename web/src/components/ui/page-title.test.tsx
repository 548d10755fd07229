import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp } from '../../testing/test-utils.tsx';
import { PageTitle } from './page-title.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const head = () => ({
  title: document.title,
  titles: document.querySelectorAll('title').length,
  descriptions: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')).map((m) => m.content),
  canonical: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((l) => l.href),
  alternates: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')).map((l) => `${l.hreflang} ${l.href}`),
  structured: document.querySelectorAll('script[type="application/ld+json"]').length,
});

describe('PageTitle', () => {
  it('keeps one title, description, canonical URL and one alternate per language as pages change', () => {
    // What the server wrote for the first page (a video), which the app then leaves.
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="Old"><link rel="canonical" href="/old">' +
      '<script type="application/ld+json" data-path="/archive/1">{}</script>';
    const origin = window.location.origin;
    const { rerender } = renderApp(<PageTitle title="Archive" description="Every interview" canonical />, {
      url: '/archive?lng=en&search=cedar',
    });
    expect(head()).toEqual({
      title: 'Archive – Atlas',
      titles: 1,
      descriptions: ['Every interview'],
      canonical: [`${origin}/archive?lng=en`],
      alternates: [`en ${origin}/archive?lng=en`, `ar ${origin}/archive?lng=ar`, `x-default ${origin}/archive`],
      structured: 0,
    });
    rerender(<PageTitle title="Videos" />);
    expect(head()).toEqual({ title: 'Videos – Atlas', titles: 1, descriptions: [], canonical: [], alternates: [], structured: 0 });
  });

  it('follows the language: Arabic title and canonical URL', async () => {
    await i18n.changeLanguage('ar');
    renderApp(<PageTitle title="الخريطة" description="خريطة" canonical />, { url: '/map?lng=ar' });
    expect(head().title).toBe('الخريطة – أطلس');
    expect(head().canonical).toEqual([`${window.location.origin}/map?lng=ar`]);
    await i18n.changeLanguage('en');
  });

  it('on the language-neutral address (hreflang x-default), that address is the canonical URL', async () => {
    await i18n.changeLanguage('ar');
    renderApp(<PageTitle title="الخريطة" description="خريطة" canonical />, { url: '/map' });
    expect(head().canonical).toEqual([`${window.location.origin}/map`]);
    await i18n.changeLanguage('en');
  });
});

// Each screen names the tab the reader sees (public and admin alike); layouts hold no page of their own.
describe('every screen', () => {
  const screens = import.meta.glob<string>('../../app/routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });
  const pages = Object.entries(screens).filter(([file]) => !file.endsWith('.test.tsx') && !file.endsWith('/layout.tsx'));

  it.each(pages.map(([file]) => file))('%s renders a PageTitle', (file) => {
    expect(screens[file]).toContain('<PageTitle');
  });

  it('finds the screens', () => {
    expect(pages.length).toBeGreaterThan(15);
  });
});
