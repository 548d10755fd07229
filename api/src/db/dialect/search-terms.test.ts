import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../features/search/search-query.ts';
import { substringForms } from './search-terms.ts';

describe('substringForms', () => {
  it('looks for an Arabic word with its article only as its stem, which every text holding the word holds', () => {
    const [term] = parseSearchQuery('الماء');
    expect(term!.alternatives.length).toBeGreaterThan(1);
    expect(substringForms(term!)).toEqual(['ماء']);
  });

  it('keeps forms that do not hold one another, once each', () => {
    expect(substringForms({ alternatives: ['azrou', 'ifrane', 'azrou'], prefix: false })).toEqual(['azrou', 'ifrane']);
    expect(substringForms({ alternatives: ['rou', 'azrou', 'zro'], prefix: true })).toEqual(['rou', 'zro']);
  });
});
