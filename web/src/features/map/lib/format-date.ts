/** A YYYY-MM-DD interview date in the reader's language (docs/behaviour.md §2: "date formatted by language"). */
export function formatInterviewDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  // UTC: a date without a time must not move a day in the reader's time zone.
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}
