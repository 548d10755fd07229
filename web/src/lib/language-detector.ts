import type { LanguageDetectorModule } from 'i18next';
import { type AppLanguage, storageKeys } from '#contracts/constants';
import { LANGUAGE_COOKIE } from '#contracts/server-render';
import { toAppLanguage } from './language.ts';

/**
 * The browser's language detection (docs/behaviour.md §9: the address's `?lng=`, the cookie, local and session
 * storage, the browser's languages, then `<html lang>`), keeping only values that are one of our languages:
 * anything that looks like script injection is discarded (docs/behaviour.md §5). The language the visitor
 * chooses is kept in local storage and in the cookie the server reads. In place of
 * i18next-browser-languagedetector, whose 2.3 KB gzip were most of what the home page's script was over its
 * budget by (docs/decisions.md §1302): the app reads five places and writes two, always the same.
 */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** A storage's value; null where the browser refuses storage (private modes, blocked cookies). */
function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(storageKeys.language);
  } catch {
    return null;
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect(): AppLanguage[] {
    const found = [
      new URLSearchParams(window.location.search).get('lng'),
      cookie(LANGUAGE_COOKIE),
      stored(() => window.localStorage),
      stored(() => window.sessionStorage),
      ...navigator.languages,
      document.documentElement.lang,
    ];
    return found.map(toAppLanguage).filter((language) => language !== null);
  },
  cacheUserLanguage(language: string): void {
    if (toAppLanguage(language) !== language) return;
    try {
      window.localStorage.setItem(storageKeys.language, language);
    } catch {
      // Storage refused: the cookie still carries the choice.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${language}; expires=${new Date(Date.now() + YEAR_MS).toUTCString()}; path=/; samesite=strict`;
  },
};
