import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatNumber } from './format.ts';

describe('dates and numbers by language', () => {
  // Moved from the map's own formatter: the map, the cards, the video page and the admin share this one.
  it('formats an interview date by language without shifting the day', () => {
    expect(formatLongDate('2022-03-01', 'en')).toBe('March 1, 2022');
    expect(formatLongDate('2022-03-01', 'ar')).toMatch(/مارس/);
    expect(formatLongDate('not a date', 'en')).toBe('not a date');
    expect(formatLongDate(null, 'en')).toBe('');
  });

  it('keeps one formatter per language: languages never mix', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'de')).toBe('1.234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('shows a moment with its time', () => {
    expect(formatDateTime('2026-03-06T12:05:00Z', 'en')).toMatch(/Mar \d, 2026, \d{1,2}:05/);
  });
});
