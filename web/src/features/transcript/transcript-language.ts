import { normalizeSearchText } from '#contracts/search-text';

export interface TextLocale {
  /** BCP 47 tag for the `lang` attribute (screen readers, fonts, hyphenation) */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** First strong character of the text: Arabic script reads right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /[\p{L}]/u;

function scriptDirection(text: string): 'ltr' | 'rtl' {
  const first = STRONG.exec(text.slice(0, 2000))?.[0];
  return first && ARABIC_SCRIPT.test(first) ? 'rtl' : 'ltr';
}

/**
 * `lang` and `dir` of a transcript from its language label (English, French, Arabic,
 * الدارجة المغربية, Tamazight …) and, where the label alone cannot tell, its script.
 * Darija is written in Arabic script and tagged `ar` (as the archive treats it);
 * Tamazight is tagged by its script: Latin `tzm-Latn`, Tifinagh `tzm-Tfng`, Arabic `tzm-Arab`.
 */
export function transcriptLocale(label: string, text = ''): TextLocale {
  const name = normalizeSearchText(label);
  if (/(arab|darij|عرب|دارج)/.test(name)) return { lang: 'ar', dir: 'rtl' };
  if (/(french|francais|فرنس)/.test(name)) return { lang: 'fr', dir: 'ltr' };
  if (/(english|anglais|انجليز|انكليز)/.test(name)) return { lang: 'en', dir: 'ltr' };
  if (/(tamazight|amazigh|berber|tachelhit|tarifit|امازيغ|تمازيغت)/.test(name)) {
    if (/[\u2D30-\u2D7F]/.test(text)) return { lang: 'tzm-Tfng', dir: 'ltr' };
    return scriptDirection(text) === 'rtl' ? { lang: 'tzm-Arab', dir: 'rtl' } : { lang: 'tzm-Latn', dir: 'ltr' };
  }
  // Unknown label: let the text decide its direction and leave the language undetermined.
  return { lang: 'und', dir: scriptDirection(text) };
}
