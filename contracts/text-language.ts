/** Arabic script, as in the web app's transcript direction check. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /\p{L}/u;

/**
 * The language tag of one of the archive's own values (titles, names, places): Arabic when its
 * first letter is Arabic script, English otherwise, the two languages the archive writes in.
 * Used for xml:lang in OAI-PMH and the en/ar language maps of IIIF.
 */
export function textLanguage(value: string): 'ar' | 'en' {
  const first = STRONG.exec(value.slice(0, 2000))?.[0];
  return first && ARABIC_SCRIPT.test(first) ? 'ar' : 'en';
}

/**
 * A BCP 47 tag for a language label (English, Arabic, الدارجة المغربية, Tamazight, French …), or
 * null when the label names none of them. Darija is tagged `ar` as the archive treats it.
 */
export function languageTagOf(label: string): string | null {
  const name = label.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/(arab|darij|عرب|دارج)/.test(name)) return 'ar';
  if (/(french|francais|فرنس)/.test(name)) return 'fr';
  if (/(english|anglais|انجليز|انكليز)/.test(name)) return 'en';
  if (/(tamazight|amazigh|berber|tachelhit|tarifit|امازيغ|تمازيغت)/.test(name)) return 'tzm';
  if (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(name)) return name;
  return null;
}
