import type { AppLanguage } from '#contracts/constants';

/**
 * The `common` namespace of each language as a chunk of its own (docs/i18n.md, docs/decisions.md §1021): a page
 * fetches its own language's texts, and the other language's only when the visitor switches to it. The entry
 * (boot.ts) starts the page language's fetch beside the app's; lib/i18n.ts adds the texts.
 */
export const commonTexts: Record<AppLanguage, () => Promise<{ default: object }>> = {
  en: () => import('./en/common.json'),
  ar: () => import('./ar/common.json'),
};
