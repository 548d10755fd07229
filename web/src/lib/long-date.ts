/**
 * The long form of a calendar date ("21 May 2024"), shown in UTC: stored dates are calendar dates or UTC timestamps, so
 * an interview never moves to the day before. Read by `formatLongDate` (format.ts) and by the entry, which readies the
 * browser's data for it on a slow line (boot.ts, docs/decisions.md §2641): one set of options, so the data readied is
 * the data used.
 */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
