/** A YYYY-MM-DD interview date in the page's language; read in UTC so it never moves a day. */
export function formatInterviewDate(date: string | null, language: string): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date || null;
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}
