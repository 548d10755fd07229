import i18n, { type CustomTypeOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type AppLanguage, LANGUAGES } from '#contracts/constants';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import { loadArabicPlaceNames } from './arabic-place-names.ts';
import { fetchLanguageData } from './language-data.ts';
import { languageDetector } from './language-detector.ts';
import { applyPseudoLocale, pseudoLocaleRequested } from './pseudo-locale.ts';

const defaultNS = 'common';

/** In the browser; false while the server renders a page (entry-server.tsx gives each request its own instance). */
const inBrowser = typeof document !== 'undefined';

/**
 * The `common` texts there from the start: both languages on the server, which renders either, and in the
 * component tests; none in the browser's build, which fetches the page's own language (loadLanguage) before
 * it draws, and the other one on a switch (docs/decisions.md §1021). The build replaces the condition with
 * a constant, so neither file is in its main bundle.
 */
const bundledCommon = import.meta.env.SSR || import.meta.env.MODE === 'test';
const resources: Resource = bundledCommon ? { en: { common: enCommon }, ar: { common: arCommon } } : {};

/**
 * Sets <html lang dir> from the language (docs/conventions.md RTL). Only what differs (docs/decisions.md §2642): setting either, even to the
 * value it has, makes the browser match every element's `:lang()` and `:dir()` again, 15–20 ms of style work at the
 * takeover on a slow phone, where the server's page already has both right.
 */
function applyDocumentLanguage(language: string): void {
  if (!inBrowser) return;
  const root = document.documentElement;
  const dir = i18n.dir(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

if (inBrowser) i18n.use(languageDetector);
/** Settled once the detector has chosen the language (the browser initialises asynchronously). */
export const i18nReady = i18n.use(initReactI18next).init({
  // On the server the texts are all here at once; each request picks its language on a clone.
  initAsync: inBrowser,
  showSupportNotice: false,
  resources,
  defaultNS,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false }, // React escapes
});

/** Fetches a language's `common` texts unless they are here; a language is drawn only once they are. */
async function loadLanguage(language: AppLanguage): Promise<void> {
  const texts = await fetchLanguageData(language);
  if (i18n.hasResourceBundle(language, defaultNS)) return;
  // The one other place texts are added (see defineNamespace): the main namespace, a language at a time.
  // eslint-disable-next-line no-restricted-syntax
  i18n.addResourceBundle(language, defaultNS, texts, true, true);
}

/** Draws in `language` once its texts are here, and whatever else the change waits for. */
async function showLanguage(language: AppLanguage, alongside?: Promise<void>): Promise<void> {
  await Promise.all([loadLanguage(language), alongside]);
  await i18n.changeLanguage(language);
}

/**
 * Changes the page's language once its texts are here, and on a switch to Arabic the gazetteer's place names
 * (lib/arabic-place-names.ts): the one way the app switches (never changeLanguage alone).
 */
export const switchLanguage = (language: AppLanguage): Promise<void> =>
  showLanguage(language, language === 'ar' ? loadArabicPlaceNames() : undefined);

/**
 * Draws in the language of the page the server rendered, once its texts are here: the place names it shows came
 * with the page (lib/arabic-place-names.ts takePagePlaceNames), so its hydration waits for no gazetteer.
 */
export const startInPageLanguage = (language: AppLanguage): Promise<void> => showLanguage(language);

/** A namespace whose texts travel with a lazy chunk rather than the main bundle. */
export type FeatureNamespace = Exclude<keyof CustomTypeOptions['resources'], typeof defaultNS>;

/**
 * The one way to declare a feature's namespace (docs/i18n.md): called at the top level of the
 * feature's namespace module, so its texts are added when the chunk that imports the module loads.
 * The English texts must be the JSON file that types the keys (types/i18next.d.ts); the Arabic
 * ones are checked against them by `check-locales`. Returns the name, for `useTranslation(NAME)`.
 */
export function defineNamespace<const N extends FeatureNamespace>(
  name: N,
  texts: { en: CustomTypeOptions['resources'][N]; ar: object },
): N {
  // The one place namespaces are added: the lint rule sends every other caller here.
  /* eslint-disable no-restricted-syntax */
  i18n.addResourceBundle('en', name, texts.en, true, true);
  i18n.addResourceBundle('ar', name, texts.ar, true, true);
  /* eslint-enable no-restricted-syntax */
  return name;
}

// Development only: `?lng=pseudo` (docs/i18n.md). Vite replaces the condition with `false` in a
// build, so this and lib/pseudo-locale.ts are left out of the production bundle.
if (import.meta.env.DEV && inBrowser && pseudoLocaleRequested({ dev: true, search: window.location.search })) applyPseudoLocale(i18n);

i18n.on('languageChanged', applyDocumentLanguage);
// Only once a language's texts are here: before that (the browser's build) the server's <html lang dir> stands,
// and main.tsx reads the page's language from it.
if (i18n.resolvedLanguage) applyDocumentLanguage(i18n.resolvedLanguage);

export default i18n;
