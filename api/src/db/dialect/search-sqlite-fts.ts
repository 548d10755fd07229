import type { QueryTerm } from './search-engine.ts';
import { substringForms } from './search-terms.ts';

// FTS5 expression pieces shared by SQLite's word search (search-sqlite.ts) and its phrase search
// (search-sqlite-phrase.ts).

export type Head = 'ha' | 'hb' | 'hc';

/** An FTS5 string literal; terms hold letters and digits only, the quoting is belt and braces. */
export const quote = (form: string) => `"${form.replace(/"/g, '""')}"`;

/** Some query form as a substring of a word of the given metadata groups. */
export function inHeads(terms: QueryTerm[], columns: Head[]): string {
  return `{${columns.join(' ')}} : (${terms.flatMap((t) => substringForms(t).map((f) => `${quote(f)}*`)).join(' OR ')})`;
}
