import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '#contracts/search-text';
import { parseSearchQuery } from '../../features/search/search-query.ts';
import { headWords, substringForms } from './search-terms.ts';

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

describe('headWords', () => {
  // PostgreSQL's metadata words must find exactly what a substring test of each group found (docs/decisions.md §2550).
  const heads = {
    a: normalizeSearchText('İstanbul weddings\nMoha ou Hammou Zayani'),
    b: normalizeSearchText('Azrou\nAït Bouguemez'),
    c: normalizeSearchText('Fête de la cerise, 1998-06-21\nالدارجة المغربية'),
  };
  const groupsOf = (form: string) => {
    const { terms, groups } = headWords(heads);
    return terms.reduce((bits, term, i) => (term.startsWith(form) ? bits | groups[i]! : bits), 0);
  };
  const holding = (form: string) => (heads.a.includes(form) ? 4 : 0) | (heads.b.includes(form) ? 2 : 0) | (heads.c.includes(form) ? 1 : 0);

  it.each(['zrou', 'ou', 'hammou', 'stanbul', 'istanbul', 'is', 'fete', 'ete', '1998', '06', 'دارجه', 'ربي', 'ait', 'zz', 'a', 'e'])(
    'gives %s the groups that hold it as a substring',
    (form) => expect(groupsOf(form)).toBe(holding(form)),
  );
});
