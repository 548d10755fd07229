import { tokenRuns } from '#contracts/search-text';
import type { QueryTerm } from './search-engine.ts';

/**
 * The forms of a term to look for as substrings of the metadata: a form holding another form is
 * left out, as every text holding it holds the other (the Arabic "الماء" and its stem "ماء": only
 * "ماء" is looked for). Each form left out is a pass over the index saved, and on PostgreSQL a
 * `LIKE` over every hit: at 50,000 videos the two forms of "الدارجة" cost two trigram lookups of
 * 25,000 rows each. Words of the body are matched whole, and keep every form.
 */
export function substringForms(term: QueryTerm): string[] {
  const forms = [...new Set(term.alternatives)];
  return forms.filter((form) => !forms.some((other) => other !== form && form.includes(other)));
}

/** Suffixes are cut to this many characters, as the index's terms and a query's words are (search-query.ts). */
const MAX_SUFFIX = 100;
/** The metadata groups and their bits (docs/decisions.md §76: a 4, b 2, c 1). */
const GROUP_BITS = [
  ['a', 4],
  ['b', 2],
  ['c', 1],
] as const;

/**
 * PostgreSQL's exact metadata index of a video (docs/decisions.md §2550): every suffix of every word of its metadata
 * groups (runs of letters and digits of the normalised text as stored, not normalised again), each once with the bits
 * of the groups holding it. A query word, itself such a run, is a substring of a group exactly when it begins one of
 * the group's suffixes.
 */
export function headWords(heads: { a: string; b: string; c: string }): { terms: string[]; groups: number[] } {
  const bits = new Map<string, number>();
  for (const [group, bit] of GROUP_BITS) {
    for (const word of tokenRuns(heads[group])) {
      const chars = [...word];
      for (let i = 0; i < chars.length; i += 1) {
        const suffix = chars.slice(i, i + MAX_SUFFIX).join('');
        bits.set(suffix, (bits.get(suffix) ?? 0) | bit);
      }
    }
  }
  return { terms: [...bits.keys()], groups: [...bits.values()] };
}
