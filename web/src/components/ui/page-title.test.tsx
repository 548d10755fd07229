import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import i18n from '../../lib/i18n.ts';
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
    document.head.innerHTML = '<title>Old</title><meta name="description" content="Old"><link rel="canonical" href="/old">'
      + '<script type="application/ld+json" data-path="/archive/1">{}</script>';
    const origin = window.location.origin;
    const { rerender } = render(
      <MemoryRouter initialEntries={['/archive?search=cedar']}><PageTitle title="Archive" description="Every interview" canonical /></MemoryRouter>,
    );
    expect(head()).toEqual({
      title: 'Archive – Atlas', titles: 1, descriptions: ['Every interview'], canonical: [`${origin}/archive?lng=en`],
      alternates: [`en ${origin}/archive?lng=en`, `ar ${origin}/archive?lng=ar`, `x-default ${origin}/archive`], structured: 0,
    });
    rerender(<MemoryRouter initialEntries={['/archive?search=cedar']}><PageTitle title="Videos" /></MemoryRouter>);
    expect(head()).toEqual({ title: 'Videos – Atlas', titles: 1, descriptions: [], canonical: [], alternates: [], structured: 0 });
  });

  it('follows the language: Arabic title and canonical URL', async () => {
    await i18n.changeLanguage('ar');
    render(<MemoryRouter initialEntries={['/map']}><PageTitle title="الخريطة" description="خريطة" canonical /></MemoryRouter>);
    expect(head().title).toBe('الخريطة – أطلس');
    expect(head().canonical).toEqual([`${window.location.origin}/map?lng=ar`]);
    await i18n.changeLanguage('en');
  });
});
