import type { i18n, PostProcessorModule } from 'i18next';

/**
 * The development pseudo-locale (docs/i18n.md): every translated text is shown accented and in
 * brackets, in a right-to-left page, so text that does not come from the locale files (hard-coded,
 * still plain Latin) and layout that ignores the direction both stand out. Only `lib/i18n.ts`
 * uses it, behind `import.meta.env.DEV`, so the production bundle never contains it.
 */

/** The value of `?lng=` that turns the pseudo-locale on (not a language: the detector refuses it). */
const PSEUDO_LANGUAGE = 'pseudo';

const ACCENTED: Record<string, string> = {
  a: 'ȧ',
  b: 'ƀ',
  c: 'ƈ',
  d: 'ḓ',
  e: 'ḗ',
  f: 'ƒ',
  g: 'ɠ',
  h: 'ħ',
  i: 'ī',
  j: 'ĵ',
  k: 'ķ',
  l: 'ŀ',
  m: 'ḿ',
  n: 'ƞ',
  o: 'ǿ',
  p: 'ƥ',
  q: 'ɋ',
  r: 'ř',
  s: 'ş',
  t: 'ŧ',
  u: 'ŭ',
  v: 'ṽ',
  w: 'ẇ',
  x: 'ẋ',
  y: 'ẏ',
  z: 'ẑ',
  A: 'Ȧ',
  B: 'Ɓ',
  C: 'Ƈ',
  D: 'Ḓ',
  E: 'Ḗ',
  F: 'Ƒ',
  G: 'Ɠ',
  H: 'Ħ',
  I: 'Ī',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ŀ',
  M: 'Ḿ',
  N: 'Ƞ',
  O: 'Ǿ',
  P: 'Ƥ',
  Q: 'Ɋ',
  R: 'Ř',
  S: 'Ş',
  T: 'Ŧ',
  U: 'Ŭ',
  V: 'Ṽ',
  W: 'Ẇ',
  X: 'Ẋ',
  Y: 'Ẏ',
  Z: 'Ẑ',
};

/** Markup that <Trans> parses (`<1>`, `</strong>`) and leftover `{{placeholders}}` keep their letters. */
const KEPT = /(<[^>]*>|\{\{[^}]*\}\})/;

/** "Talks" → "[Ŧȧŀķş]": letters accented, markup and placeholders untouched, brackets show the text's ends. */
export function pseudoLocalize(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  return `[${accented}]`;
}

/** Whether this page load shows the pseudo-locale: only on the development server, and only when asked. */
export function pseudoLocaleRequested({ dev, search }: { dev: boolean; search: string }): boolean {
  return dev && new URLSearchParams(search).get('lng') === PSEUDO_LANGUAGE;
}

/** The i18next post-processor applying {@link pseudoLocalize} to every text `t` returns. */
const pseudoPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: PSEUDO_LANGUAGE,
  process: (value: string) => pseudoLocalize(value),
};

/**
 * Turns the pseudo-locale on for an initialised i18next: English texts, post-processed, and a
 * right-to-left direction for every caller of `dir()` (the document, the map, the video page).
 */
export function applyPseudoLocale(instance: i18n): void {
  instance.use(pseudoPostProcessor);
  instance.options.postProcess = [PSEUDO_LANGUAGE];
  instance.dir = () => 'rtl';
  void instance.changeLanguage('en');
}
