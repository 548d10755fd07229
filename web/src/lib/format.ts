import { LONG_DATE } from './long-date.ts';

// Dates and numbers as people read them, the same way everywhere in a language. Every formatter of the
// site is built here, once per language and style (building one is slow; a list formats hundreds).

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = build()));
  return format;
}

/** A date formatter for a language (undefined: English) and options; `formatLongDate` and the others use it. */
export function dateFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d${language}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language ?? 'en', options));
}

/**
 * A calendar date in the long form ("21 May 2024", "٢١ مايو ٢٠٢٤"). Stored dates are calendar dates
 * (YYYY-MM-DD) or UTC timestamps, so they are shown in UTC: an interview never moves to the day before.
 * Empty gives ''; text that is no date is shown as it is.
 */
export function formatLongDate(value: string | null | undefined, language: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, LONG_DATE).format(date);
}

/** A moment (a save, a deletion, a message) in the reader's time zone, with its time: "Mar 6, 2026, 14:05". */
export function formatDateTime(value: string | Date, language: string | undefined, dateStyle: 'medium' | 'long' = 'medium'): string {
  return dateFormat(language, { dateStyle, timeStyle: 'short' }).format(new Date(value));
}

/** A day in the reader's time zone, without the time ("Mar 6, 2026"; 'long': "March 6, 2026"). */
export function formatDay(value: string | Date, language: string | undefined, dateStyle: 'medium' | 'long' = 'medium'): string {
  return dateFormat(language, { dateStyle }).format(new Date(value));
}

/** A count with the language's digits and grouping ("1,234", "١٬٢٣٤"). */
export function formatNumber(value: number, language: string | undefined): string {
  return cached(`n${language}`, () => new Intl.NumberFormat(language ?? 'en')).format(value);
}
