import { DARIJA_LABEL } from '#contracts/language-label';

// Archive data (titles, names, places) shown inside a page of either language: which language
// and direction a piece of it carries, so screen readers pronounce it in its own voice.

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;

/** The language a text's script says, when the data does not: Arabic script, else Latin as English. */
function scriptLanguage(text: string): 'ar' | 'en' | null {
  const arabic = ARABIC.test(text);
  const latin = LATIN.test(text);
  if (arabic && !latin) return 'ar';
  if (latin && !arabic) return 'en';
  return null;
}

/**
 * `lang`/`dir` for a piece of data on a page in `pageLanguage`: `lang` only when it differs from
 * the page; otherwise (and for mixed-script text) dir="auto", as for all user text.
 */
export function foreignTextProps(text: string, pageLanguage: string, declared?: string): { lang?: string; dir: 'rtl' | 'ltr' | 'auto' } {
  const lang = declared ?? scriptLanguage(text);
  if (lang === null || lang === pageLanguage.slice(0, 2)) return { dir: 'auto' };
  return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
}

/** Stored language names the site translates (`languageNames.*` in common.json), by lower-cased value. */
const LANGUAGE_KEYS: Record<string, string> = {
  english: 'english',
  anglais: 'english',
  french: 'french',
  français: 'french',
  arabic: 'arabic',
  العربية: 'arabic',
  tamazight: 'tamazight',
  amazigh: 'tamazight',
  berber: 'tamazight',
  الأمازيغية: 'tamazight',
  darija: 'darija',
  'moroccan arabic': 'darija',
  'moroccan darija': 'darija',
  [DARIJA_LABEL]: 'darija',
  spanish: 'spanish',
};

/** The `languageNames` key of a stored language name, or null (then shown as stored). */
export function languageKey(value: string): string | null {
  return LANGUAGE_KEYS[value.trim().toLowerCase()] ?? null;
}
