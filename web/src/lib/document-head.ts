import type { AppLanguage } from '#contracts/constants';
import { languageAlternates, pageUrl } from '#contracts/public-pages';

export interface DocumentHead {
  /** The whole <title>, site name included. */
  title: string;
  description?: string;
  /** Public pages: the path whose canonical URL and hreflang alternates the head carries. */
  canonicalPath?: string;
  /**
   * Whether the page's address names its language (`?lng=`): the canonical URL is then that language's page,
   * else the language-neutral one (hreflang x-default), as the server writes it (docs/decisions.md §1012).
   */
  languageInAddress?: boolean;
  language: AppLanguage;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps exactly one title, description and canonical link in the head, and one alternate per
 * language: the server writes them into the HTML of the first page (api/src/features/seo/), and
 * each page the app opens afterwards updates the same elements instead of adding more.
 */
export function applyDocumentHead({ title, description, canonicalPath, languageInAddress = false, language }: DocumentHead): void {
  document.title = title;
  const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  if (description) meta.content = description;
  else meta.remove();

  for (const link of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) link.remove();
  if (canonicalPath !== undefined) {
    const origin = window.location.origin;
    const links = [
      { rel: 'canonical', href: pageUrl(origin, canonicalPath, languageInAddress ? language : undefined) },
      ...languageAlternates(origin, canonicalPath).map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href })),
    ];
    document.head.append(...links.map((attributes) => Object.assign(document.createElement('link'), attributes)));
  }
  // Structured data the server wrote for the first page describes that page only.
  for (const script of document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')) {
    if (script.dataset.path !== window.location.pathname) script.remove();
  }
}
