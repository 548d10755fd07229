import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, storageKeys } from '#contracts/constants';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import { toAppLanguage } from './language.ts';

/**
 * The browser detector, keeping only values that are one of our languages: anything that looks
 * like script injection (in ?lng=, the cookie or storage) is discarded (docs/behaviour.md §5).
 */
class SafeLanguageDetector extends LanguageDetector {
  override detect(order?: Parameters<LanguageDetector['detect']>[0]): string[] {
    const found = super.detect(order);
    const list = Array.isArray(found) ? found : found ? [found] : [];
    return list.map(toAppLanguage).filter((lng) => lng !== null);
  }
}

export const defaultNS = 'common';
/** Namespaces in the main bundle. `video`, `map` and `admin` arrive with their lazy chunks (registerNamespace). */
export const resources = {
  en: { common: enCommon },
  ar: { common: arCommon },
} as const;

/** Sets <html lang dir> from the language (docs/conventions.md RTL). */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

void i18n
  .use(SafeLanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    defaultNS,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      // docs/behaviour.md §9 detection order; the result is cached in local storage
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: storageKeys.language,
      caches: ['localStorage'],
    },
  });

/** Adds a lazily loaded chunk's translations (map, admin) to i18next. */
export function registerNamespace(ns: string, bundles: { en: object; ar: object }): void {
  i18n.addResourceBundle('en', ns, bundles.en, true, true);
  i18n.addResourceBundle('ar', ns, bundles.ar, true, true);
}

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(i18n.resolvedLanguage ?? 'en');

export default i18n;
