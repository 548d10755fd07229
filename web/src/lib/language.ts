import { LANGUAGES, type AppLanguage } from '#contracts/constants';

/** Anything that looks like markup, a script or a URL scheme: never a language code (docs/behaviour.md §5). */
const INJECTION = /[<>"'`(){};=\\/]|script|javascript:|data:|vbscript:|on\w+=/i;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/**
 * Maps a detected value (`ar-MA`, `en_US`, `ar`) to a language the app supports, or null.
 * Values that look like script injection are refused outright, whatever they contain.
 */
export function toAppLanguage(value: unknown): AppLanguage | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 35 || INJECTION.test(trimmed) || !LANGUAGE_TAG.test(trimmed)) return null;
  const base = trimmed.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as AppLanguage) : null;
}
