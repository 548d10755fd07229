import { LRUCache } from 'lru-cache';
import { normalizeSearchText, pairWords, PROCLITICS, REMOVED_CHARS, toIndexTerms } from '#contracts/search-text';
import type { QueryTerm, SearchQuery } from '../../db/dialect/search-engine.ts';
import { substringForms } from '../../db/dialect/search-terms.ts';
import { MAX_TERM_LENGTH, termMatches } from './search-query.ts';

// Finding the query's words in original text (snippets, match fields) fast enough for long
// transcripts: a regex built from the query finds candidates in the raw text (any accent,
// case, tashkeel, tatweel, letter variant), and each candidate word is then checked exactly,
// the way the index matches (whole token, or prefix for the word being typed).

/** Words of the original text; marks, tatweel and invisible joiners stay inside a word. */
const WORD_CLASS = '[\\p{L}\\p{M}\\p{N}_\\u0640\\u00AD\\u061C\\u200B-\\u200F\\uFEFF]';
const WORD = new RegExp(`${WORD_CLASS}+`, 'gu');
const WORD_CHAR = new RegExp(`^${WORD_CLASS}$`, 'u');
const HAS_WORD = /[\p{L}\p{N}]/u;
/** What normalisation removes, allowed anywhere between the letters of a candidate. */
const IGNORABLE = `${REMOVED_CHARS}*`;
/** Index terms are whole tokens or, for Arabic, tokens without a proclitic: a matching word starts with the form or one. */
const LEADS = new Set(['', ...PROCLITICS]);
/** The longest proclitic, with room for marks and tatweel between its letters. */
const MAX_LEAD = 12;
const WORDS_BEFORE = 8;
const WORDS_AFTER = 16;

const escape = (char: string) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;

/** The UTF-16 units whose variants the candidate regexes know (Latin, Greek, Cyrillic, Arabic). */
const VARIANT_RANGES = [
  [0x20, 0x800],
  [0x1e00, 0x2000],
  [0xfb00, 0xfff0],
] as const;

/** Normalised character → the raw characters of VARIANT_RANGES that normalise to exactly it. */
let variants: Map<string, string[]> | null = null;
function variantsOf(char: string): string[] {
  if (!variants) {
    variants = new Map();
    for (const [from, to] of VARIANT_RANGES) {
      for (let code = from; code < to; code += 1) {
        const raw = String.fromCharCode(code);
        const folded = normalizeSearchText(raw);
        if (folded.length === 1 && folded !== raw) variants.set(folded, [...(variants.get(folded) ?? []), raw]);
      }
    }
  }
  return variants.get(char) ?? [];
}

function candidatePattern(form: string): string {
  return Array.from(form, (c) => `[${[c, ...variantsOf(c)].map(escape).join('')}]`).join(IGNORABLE);
}

/**
 * A test of one UTF-16 unit, asked once per unit and then read from a table (1 yes, 2 no, 0 not asked yet): the
 * matcher asks it of every character of every passage it reads.
 */
function unitTest(test: (code: number) => boolean): (code: number) => boolean {
  const answers = new Uint8Array(0x10000);
  return (code) => {
    let known = answers[code]!;
    if (known === 0) answers[code] = known = test(code) ? 1 : 2;
    return known === 1;
  };
}

/** WORD_CHAR of one unit alone (a lone surrogate is not a word character). */
const isWordUnit = unitTest((code) => WORD_CHAR.test(String.fromCharCode(code)));

/** Whether the UTF-16 unit at `index` is a word character. */
function isWordChar(text: string, index: number): boolean {
  return index >= 0 && index < text.length && isWordUnit(text.charCodeAt(index));
}

const REMOVED_CHAR = new RegExp(`^${REMOVED_CHARS}$`, 'u');

/** Whether the candidate regexes see a unit as normalisation does (see candidatesSeeAll). */
const candidatesSeeUnit = unitTest((code) => {
  const char = String.fromCharCode(code);
  const inRanges = VARIANT_RANGES.some(([from, to]) => code >= from && code < to);
  return REMOVED_CHAR.test(char) || (inRanges && normalizeSearchText(char).length === 1);
});

/**
 * Whether a candidate regex finds every match of `word` (no normalisation needed to tell): each of
 * its units is one normalisation removes (the regexes allow those between letters), or one of
 * VARIANT_RANGES that normalises to one character (a variant the regexes list). Not so for ß → ss,
 * ligatures, letters outside those ranges or beyond the BMP (a surrogate is never in them).
 */
function candidatesSeeAll(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) if (!candidatesSeeUnit(word.charCodeAt(i))) return false;
  return true;
}

/** Whether `text` is letters A–Z, a–z and digits only: normalisation then only lowers its case (contracts/search-text.ts). */
function isAsciiWord(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const letter = code | 0x20;
    if (!((code >= 0x30 && code <= 0x39) || (code >= 0x41 && letter >= 0x61 && letter <= 0x7a))) return false;
  }
  return text.length > 0;
}

/** What `plain` would change: a marker, a run of white space, or white space other than a space. */
const NOT_PLAIN = /[«»]|\s\s|[^\S ]/;
/** Snippet text may not contain the markers itself: the client reads «…» as a highlight. */
const plain = (gap: string) => (gap !== ' ' && NOT_PLAIN.test(gap) ? gap.replace(/«/g, '“').replace(/»/g, '”').replace(/\s+/g, ' ') : gap);

export interface WordRange {
  start: number;
  end: number;
}

/**
 * The regex finding candidates for some query forms, keyed by the forms space-separated (they
 * hold letters and digits only): building and compiling it was 2.3 % of an uncached search
 * page's CPU profile, a tenth of describing its matches, and a popular query is asked again each
 * time its cached answer expires. Safe to share: it is used from `lastIndex = 0` to the end
 * without awaiting. Bounded by count (a few kilobytes each).
 */
const candidateRegexes = new LRUCache<string, RegExp>({
  max: 1_000,
  // Plain alternatives (no lookbehind) let the regex engine skip quickly to a possible first letter.
  memoMethod: (forms) => new RegExp(forms.split(' ').map(candidatePattern).join('|'), 'gu'),
});

/** Looks for words from a given index on (`lastIndex`); module-wide, as nothing awaits between its uses. */
const WORD_FROM = new RegExp(WORD.source, 'gu');
/** How far a passage reaches past the hit at most, whatever its words (a text without spaces). */
const MAX_REACH_AFTER = 800;
/** How far back a passage first looks for its words before the hit: eight words of usual length. */
const FIRST_REACH_BEFORE = 120;
const MAX_REACH_BEFORE = 400;

/** Whether a UTF-16 unit is half of a surrogate pair: the word regex reads such a pair as one code point. */
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/**
 * The words of `text` in [from, to) (a word ends at `to` at the latest), those starting before `startsBefore`, at most
 * `count`: what WORD finds there, read unit by unit through the table of word units (isWordUnit) instead of a regex
 * match per word (the words of passages were about a twentieth of an uncached search page's CPU, docs/decisions.md
 * §1510). Null when it meets a surrogate, where the regex, which reads code points, must tell.
 */
function scanWords(text: string, from: number, to: number, startsBefore: number, count: number): WordRange[] | null {
  const words: WordRange[] = [];
  let i = from;
  while (words.length < count) {
    for (; i < to && !isWordUnit(text.charCodeAt(i)); i += 1) if (isSurrogate(text.charCodeAt(i))) return null;
    if (i >= to || i >= startsBefore) return words;
    const start = i;
    for (i += 1; i < to && isWordUnit(text.charCodeAt(i)); i += 1);
    if (i < to && isSurrogate(text.charCodeAt(i))) return null;
    words.push({ start, end: i });
  }
  return words;
}

/**
 * Up to `count` words from `start` on, within MAX_REACH_AFTER. Reads only those words: a
 * snippet used to split 1,200 characters around its hit into words, which was a tenth of an
 * uncached search page's CPU profile.
 */
function wordsFrom(text: string, start: number, count: number): WordRange[] {
  const scanned = scanWords(text, start, text.length, start + MAX_REACH_AFTER, count);
  if (scanned) return scanned;
  const words: WordRange[] = [];
  WORD_FROM.lastIndex = start;
  for (let m = WORD_FROM.exec(text); m && m.index < start + MAX_REACH_AFTER; m = WORD_FROM.exec(text)) {
    words.push({ start: m.index, end: m.index + m[0].length });
    if (words.length === count) break;
  }
  return words;
}

/** The words of text.slice(from, end), as WORD finds them in that part alone. */
function wordsWithin(text: string, from: number, end: number): WordRange[] {
  const scanned = scanWords(text, from, end, end, Number.POSITIVE_INFINITY);
  if (scanned) return scanned;
  const part = text.slice(from, end);
  const words: WordRange[] = [];
  WORD_FROM.lastIndex = 0;
  for (let m = WORD_FROM.exec(part); m; m = WORD_FROM.exec(part)) words.push({ start: from + m.index, end: from + m.index + m[0].length });
  return words;
}

/** The last `count` whole words before `end` (within MAX_REACH_BEFORE): a short look back first, a longer one if it found too few. */
function wordsBefore(text: string, end: number, count: number): WordRange[] {
  let words: WordRange[] = [];
  for (const reach of [FIRST_REACH_BEFORE, MAX_REACH_BEFORE]) {
    const from = Math.max(0, end - reach);
    words = wordsWithin(text, from, end);
    // A word cut by the look-back's edge is not shown.
    if (words[0]?.start === from && isWordChar(text, from - 1)) words.shift();
    if (words.length >= count || from === 0) break;
  }
  return words.slice(-count);
}

/** The words of a phrase (in order) from its pair terms: each pair's first word, then the last pair's second. */
function phraseWords(pairs: QueryTerm[]): QueryTerm[] {
  const side = (term: QueryTerm, index: 0 | 1) => [...new Set(term.alternatives.map((a) => pairWords(a)[index]))];
  return [
    ...pairs.map((pair) => ({ alternatives: side(pair, 0), prefix: false })),
    { alternatives: side(pairs[pairs.length - 1]!, 1), prefix: pairs[pairs.length - 1]!.prefix },
  ];
}

/**
 * The matcher of one or more searches (a text, and its Latin place names): reuse it for every hit
 * of a page. Metadata: a field holds a term (word searches) or the whole text (docs/behaviour.md
 * §802). Body: the first word of a word search, or the first place a phrase stands whole.
 */
export class Matcher {
  /** Per term or text, the forms the metadata search looks for as substrings (as both engines do). */
  private readonly substrings: string[][];
  /** Word searches and one-word phrases: any of these terms is a hit. */
  private readonly words: WordMatcher | null;
  /** Phrases of two or more words: the first word's matcher, then the words that must follow. */
  private readonly phrases: { first: WordMatcher; rest: QueryTerm[] }[];
  /** Every word of every search, marked in passages. */
  private readonly marks: WordMatcher;

  constructor(queries: SearchQuery[]) {
    this.substrings = queries.flatMap((q) => (q.byWords ? q.terms.map(substringForms) : [q.text]));
    const wordTerms = queries.filter((q) => q.byWords || !q.pairs).flatMap((q) => q.terms);
    this.words = wordTerms.length ? new WordMatcher(wordTerms) : null;
    this.phrases = queries.flatMap((q) => {
      if (q.byWords || !q.pairs) return [];
      const [first, ...rest] = phraseWords(q.pairs);
      return [{ first: new WordMatcher([first!]), rest }];
    });
    this.marks = new WordMatcher(queries.flatMap((q) => q.terms));
  }

  /** Whether a metadata text, normalised (normalizeSearchText), holds one of the query's forms as a substring, as the metadata search matches. */
  holdsSubstring(normalized: string): boolean {
    return this.substrings.some((forms) => forms.some((form) => normalized.includes(form)));
  }

  /** The first hit, through the candidate regex. */
  firstHit(text: string): WordRange | null {
    return this.earliest(text, (matcher, from) => matcher.firstHit(text, from));
  }

  /** The first hit by reading every word: exact where the regex cannot see (ß → ss, ligatures). */
  scanFirstHit(text: string): WordRange | null {
    return this.earliest(text, (matcher, from) => matcher.scanFirstHit(text, from));
  }

  /** A short passage around `hit` with every word of the searches wrapped in «…»; cuts shown as "…". */
  passage(text: string, hit: WordRange): string {
    return this.marks.passage(text, hit);
  }

  private earliest(text: string, find: (matcher: WordMatcher, from: number) => WordRange | null): WordRange | null {
    if (this.phrases.length === 0) return this.words ? find(this.words, 0) : null;
    const hits = [this.words ? find(this.words, 0) : null, ...this.phrases.map((phrase) => this.phraseHit(text, phrase, find))];
    return hits.reduce<WordRange | null>((best, hit) => (hit && (!best || hit.start < best.start) ? hit : best), null);
  }

  /** The first place the phrase's first word is followed by the rest, word after word. */
  private phraseHit(
    text: string,
    { first, rest }: { first: WordMatcher; rest: QueryTerm[] },
    find: (matcher: WordMatcher, from: number) => WordRange | null,
  ): WordRange | null {
    for (let hit = find(first, 0); hit; hit = find(first, hit.end)) {
      const next = wordsFrom(text, hit.end, rest.length);
      if (next.length === rest.length && next.every((word, i) => wordIs(text.slice(word.start, word.end), rest[i]!))) {
        return { start: hit.start, end: next[next.length - 1]!.end };
      }
    }
    return null;
  }
}

/** Whether a word of original text satisfies a query term, as the index would match it. */
const wordIs = (word: string, term: QueryTerm) => toIndexTerms(word).some((it) => termMatches(term, it.slice(0, MAX_TERM_LENGTH)));

/** One set of query words' matcher (it memoises words). */
class WordMatcher {
  private readonly cache = new Map<string, boolean>();
  private readonly candidates: RegExp;
  /** The first UTF-16 unit of every form: an index term matches a form only if it starts with the form (termMatches). */
  private readonly firstUnits: Set<number>;

  constructor(private readonly terms: QueryTerm[]) {
    const forms = [...new Set(terms.flatMap((t) => t.alternatives))];
    this.candidates = candidateRegexes.memo(forms.join(' '));
    this.firstUnits = new Set(forms.map((form) => (form === '' ? -1 : form.charCodeAt(0))));
  }

  /** Whether a text holds a query word, as the word index would match it (transcripts, segments). */
  matches(text: string): boolean {
    return toIndexTerms(text).some((it) => this.terms.some((t) => termMatches(t, it.slice(0, MAX_TERM_LENGTH))));
  }

  /**
   * A word of ASCII letters and digits is its one index term in lower case (no accent, no Arabic
   * form): it is checked as such, without normalising it (most words of a passage are not hits).
   */
  private wordMatches(word: string): boolean {
    if (isAsciiWord(word) && !this.firstUnits.has(-1)) {
      const term = word.toLowerCase();
      return this.firstUnits.has(term.charCodeAt(0)) && this.terms.some((t) => termMatches(t, term.slice(0, MAX_TERM_LENGTH)));
    }
    let hit = this.cache.get(word);
    if (hit === undefined) {
      // A word the candidate regex sees whole and finds nothing in holds no query form: not normalised.
      hit = candidatesSeeAll(word) && !this.hasCandidate(word) ? false : this.matches(word);
      this.cache.set(word, hit);
    }
    return hit;
  }

  /** Whether the candidate regex finds something in `word` (it may be in the middle of a firstHit: its place is kept). */
  private hasCandidate(word: string): boolean {
    const re = this.candidates;
    const at = re.lastIndex;
    re.lastIndex = 0;
    const found = re.test(word);
    re.lastIndex = at;
    return found;
  }

  /** The first matching word from `from` on, found through the candidate regex. */
  firstHit(text: string, from = 0): WordRange | null {
    const re = this.candidates;
    re.lastIndex = from;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      let start = m.index;
      while (start > m.index - MAX_LEAD && isWordChar(text, start - 1)) start -= 1;
      // A match must start the word, or follow an Arabic proclitic (و, ال, وال…).
      const lead = text.slice(start, m.index);
      // A lead of ASCII letters and digits normalises to itself in lower case: never a proclitic.
      if (!isWordChar(text, start - 1) && (LEADS.has(lead) || (!isAsciiWord(lead) && LEADS.has(normalizeSearchText(lead))))) {
        let end = m.index + m[0].length;
        while (isWordChar(text, end)) end += 1;
        if (this.wordMatches(text.slice(start, end))) return { start, end };
      }
      re.lastIndex = m.index + 1;
    }
    return null;
  }

  /** The first matching word from `from` on by reading every word: exact where the regex cannot see (ß → ss, ligatures). */
  scanFirstHit(text: string, from = 0): WordRange | null {
    for (const m of text.slice(from).matchAll(WORD)) {
      if (this.wordMatches(m[0])) return { start: from + m.index, end: from + m.index + m[0].length };
    }
    return null;
  }

  /** A short passage around `hit` with every matching word wrapped in «…»; cuts shown as "…". */
  passage(text: string, hit: WordRange): string {
    const window = [...wordsBefore(text, hit.start, WORDS_BEFORE), ...wordsFrom(text, hit.start, WORDS_AFTER + 1)];
    const first = window[0]!;
    const last = window[window.length - 1]!;
    const before = text.slice(0, first.start);
    const after = text.slice(last.end);
    let out = HAS_WORD.test(before) ? '… ' : plain(before);
    let cursor = first.start;
    for (const word of window) {
      const value = text.slice(word.start, word.end);
      out += plain(text.slice(cursor, word.start)) + (this.wordMatches(value) ? `«${value}»` : value);
      cursor = word.end;
    }
    out += HAS_WORD.test(after) ? ' …' : plain(after);
    return out.trim();
  }
}
