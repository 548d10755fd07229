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
