// The search benchmarks' queries and their percentile, shared by bench/search.bench.ts and
// bench/search-rounds.ts (which bench/compare-base.ts copies, with this file, into the checkout it compares).

/** Arabic and Latin words, phrases and forms with and without diacritics, at the generated archive's fixed ranks. */
export const SEARCH_QUERIES = [
  'ahidous',
  'احيدوس',
  'أَحِيدُوس',
  'الماء',
  'ماء',
  'fete',
  'FÊTE',
  'tradition',
  'harvest',
  'weaving',
  'saffron',
  'زعفران',
  'مدرسة',
  'الثقافه',
  'ifrane',
  'azrou ahidous',
  'moha ou hammou',
  'village tradition',
  'ahid',
  'الدارجة',
  // Substrings of the metadata (docs/decisions.md §74): the middle of a name, and terms too short for the trigram index.
  'zrou',
  'ouzz',
  'قاف',
  'fr',
  'لث',
];

/** The p-th percentile of `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
