import { describe, expect, it } from 'vitest';
import { toMediaPage } from './get-videos.ts';

describe('toMediaPage (docs/behaviour.md §5 list answers)', () => {
  it('accepts a page object and a bare array', () => {
    expect(toMediaPage({ count: 30, next: 'n', previous: null, results: [] })).toEqual({
      count: 30,
      next: 'n',
      previous: null,
      results: [],
    });
    expect(toMediaPage([])).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses anything else with "Invalid response format"', () => {
    for (const body of [null, {}, { results: 'x' }, 'text', 3]) expect(() => toMediaPage(body)).toThrow('Invalid response format');
  });
});
