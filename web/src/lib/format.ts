/**
 * Dates as people read them, the same way everywhere in a language: the long form
 * ("21 May 2024", "٢١ مايو ٢٠٢٤"). Stored dates are calendar dates (YYYY-MM-DD) or UTC
 * timestamps, so they are shown in UTC: an interview never moves to the day before.
 */
export function formatLongDate(value: string | null | undefined, language: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return longDate(language).format(date);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function longDate(language = 'en'): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format;
}
