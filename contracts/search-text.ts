/**
 * Search text normalisation shared by the server (search index and queries) and the detail
 * page's in-page transcript search, so both treat the same spellings as equal.
 *
 * Rules: Unicode compatibility forms folded (NFKD), combining marks removed (Latin accents,
 * Arabic tashkeel, hamza above/below), tatweel and invisible format characters removed,
 * alef forms أ إ آ ٱ → ا, alef maqsura ى → ي, taa marbuta ة → ه, Arabic-Indic digits → 0-9,
 * lower case, whitespace runs collapsed to one space and trimmed.
 *
 * Normalisation is defined per code point (plus the whitespace collapse) so that every
 * character of the output maps back to a character of the input: `findTextMatches` relies on it.
 */

/** Arabic letters and a few Latin letters that NFKD does not decompose. */
const FOLD: Readonly<Record<string, string>> = {
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0672': '\u0627', // ٲ alef with wavy hamza above → ا
  '\u0673': '\u0627', // ٳ alef with wavy hamza below → ا
  '\u0675': '\u0627', // ٵ high hamza alef → ا
  '\u0649': '\u064A', // ى alef maqsura → ي
  '\u06CC': '\u064A', // ی farsi yeh → ي
  '\u06D2': '\u064A', // ے yeh barree → ي
  '\u0629': '\u0647', // ة taa marbuta → ه
  '\u06C0': '\u0647', // ۀ heh with yeh above → ه
  '\u06C1': '\u0647', // ہ heh goal → ه
  '\u06D5': '\u0647', // ە ae → ه
  '\u06A9': '\u0643', // ک keheh → ك
  '\u03C2': '\u03C3', // ς final sigma → σ (per-code-point lower case cannot see word ends)
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Combining marks, tatweel, and invisible format characters (ZWNJ, ZWJ, bidi marks, soft hyphen),
 * as a regex character class: the server's snippet matcher allows them between letters.
 */
export const REMOVED_CHARS = '[\\p{M}\\u0640\\u00AD\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069\\uFEFF]';
const REMOVED = new RegExp(REMOVED_CHARS, 'gu');
const SPACE = /\s/u;
/** Characters that make up a word when highlighting whole words (docs/behaviour.md §5). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_\u0640\u200C\u200D]/u;

const cache = new Map<string, string>();

function foldCodePoint(char: string): string {
  const cached = cache.get(char);
  if (cached !== undefined) return cached;
  let out = '';
  for (const part of char.normalize('NFKD').replace(REMOVED, '').toLowerCase()) {
    const code = part.codePointAt(0) ?? 0;
    if (code >= 0x0660 && code <= 0x0669) out += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) out += String(code - 0x06f0);
    else out += FOLD[part] ?? part;
  }
  // A decomposition may expose more marks (e.g. NFKD of a presentation form): strip again.
  out = out.replace(REMOVED, '');
  if (cache.size < 4096) cache.set(char, out);
  return out;
}

interface MappedText {
  text: string;
  /** For each UTF-16 unit of `text`, the UTF-16 index of the source character in the input. */
  starts: number[];
  /** For each UTF-16 unit of `text`, the UTF-16 index just past the source character. */
  ends: number[];
}

function normalizeMapped(input: string): MappedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let pendingSpace = -1;
  let index = 0;
  for (const char of input) {
    const end = index + char.length;
    if (SPACE.test(char)) {
      if (text.length > 0 && pendingSpace < 0) pendingSpace = index;
    } else {
      const folded = foldCodePoint(char);
      if (folded.length > 0) {
        if (pendingSpace >= 0) {
          text += ' ';
          starts.push(pendingSpace);
          ends.push(pendingSpace + 1);
          pendingSpace = -1;
        }
        text += folded;
        for (let i = 0; i < folded.length; i += 1) {
          starts.push(index);
          ends.push(end);
        }
      }
    }
    index = end;
  }
  return { text, starts, ends };
}

/** FOLD's keys and the Arabic-Indic digits, for the whole-string path. */
const FOLD_CHARS = new RegExp(`[${Object.keys(FOLD).join('')}\u0660-\u0669\u06F0-\u06F9]`, 'gu');
const foldChar = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return FOLD[char] ?? char;
};

/**
 * Normalises text for matching: case, accents, tashkeel, tatweel and Arabic letter variants
 * folded. Whole-string operations give the same result as the per-character mapping that
 * `findTextMatches` uses (decomposition only reorders marks, which are removed), but faster.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(REMOVED, '').toLowerCase().replace(FOLD_CHARS, foldChar).replace(/\s+/g, ' ').trim();
}

/** 0 unknown, 1 token character, 2 other: a memo of TOKEN_CHAR per UTF-16 unit (BMP). */
const tokenClass = new Uint8Array(0x10000);
const TOKEN_CHAR = /^[\p{L}\p{N}]$/u;

function isTokenCode(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) ? 1 : 0;
  if (code >= 0xd800 && code <= 0xdbff) {
    const point = text.codePointAt(index) ?? code;
    return TOKEN_CHAR.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
  }
  let known = tokenClass[code]!;
  if (known === 0) {
    known = TOKEN_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
    tokenClass[code] = known;
  }
  return known === 1 ? 1 : 0;
}

/** The normalised words of a text (runs of letters and digits), as the search index stores them. */
export function toSearchTokens(text: string): string[] {
  return tokenRuns(normalizeSearchText(text));
}

/**
 * The runs of letters and digits of text already normalised, as it is (not normalised again): the words a query word,
 * itself such a run, can be a substring of (PostgreSQL's metadata words, docs/decisions.md §2550).
 */
export function tokenRuns(normalized: string): string[] {
  const tokens: string[] = [];
  let start = -1;
  for (let i = 0; i < normalized.length;) {
    const size = isTokenCode(normalized, i);
    if (size > 0) {
      if (start < 0) start = i;
      i += size;
    } else {
      if (start >= 0) tokens.push(normalized.slice(start, i));
      start = -1;
      i += normalized.charCodeAt(i) >= 0xd800 && normalized.charCodeAt(i) <= 0xdbff ? 2 : 1;
    }
  }
  if (start >= 0) tokens.push(normalized.slice(start));
  return tokens;
}

/** Whether the code point ending just before `index` (or starting at it) is a word character. */
function wordCharBefore(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  const size = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? 2 : 1;
  return WORD_CHAR.test(text.slice(index - size, index)) ? size : 0;
}

function wordCharAt(text: string, index: number): number {
  const point = text.codePointAt(index);
  if (point === undefined) return 0;
  const char = String.fromCodePoint(point);
  return WORD_CHAR.test(char) ? char.length : 0;
}

/**
 * Ranges in the original `text` of the whole words containing `query` (docs/behaviour.md §5: "highlights
 * whole words containing the term; special characters are escaped"), ignoring case, accents,
 * tashkeel, tatweel and Arabic letter variants. The query is literal text, never a pattern.
 * Ranges are in order and never overlap; an empty query gives none.
 */
export function findTextMatches(text: string, query: string): { start: number; end: number }[] {
  const term = normalizeSearchText(query);
  if (term.length === 0 || text.length === 0) return [];
  const mapped = normalizeMapped(text);
  const ranges: { start: number; end: number }[] = [];
  let from = mapped.text.indexOf(term);
  while (from >= 0) {
    let start = mapped.starts[from] ?? 0;
    let end = mapped.ends[from + term.length - 1] ?? text.length;
    for (let step = wordCharBefore(text, start); start > 0 && step > 0; step = wordCharBefore(text, start)) {
      start -= step;
    }
    for (let step = wordCharAt(text, end); end < text.length && step > 0; step = wordCharAt(text, end)) {
      end += step;
    }
    const last = ranges[ranges.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else ranges.push({ start, end });
    // Continue after the expanded word so one word is reported once.
    let next = from + 1;
    while (next < mapped.starts.length && (mapped.starts[next] ?? 0) < end) next += 1;
    from = next < mapped.text.length ? mapped.text.indexOf(term, next) : -1;
  }
  return ranges;
}

/** Arabic proclitic combinations with the article (و+ال, ب+ال, …), longest first. */
const ARTICLE_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
/** Single-letter proclitics: and, with, for, so, like. */
const LETTER_PREFIXES = ['و', 'ب', 'ل', 'ف', 'ك'];
/** Every proclitic an index term may lack; the server's snippet matcher looks for words behind them. */
export const PROCLITICS: readonly string[] = [...ARTICLE_PREFIXES, ...LETTER_PREFIXES];
/** A stem shorter than this is too ambiguous to stand for a word (الله → له). */
const MIN_STEM = 3;

function stripPrefixes(token: string, prefixes: readonly string[]): string[] {
  const out: string[] = [];
  for (const prefix of prefixes) {
    if (token.startsWith(prefix) && token.length - prefix.length >= MIN_STEM) out.push(token.slice(prefix.length));
  }
  return out;
}

/**
 * Forms of a normalised token a query term also accepts: the token without an Arabic
 * definite article and its proclitics (المدرسه, والمدرسه → مدرسه). Includes the token itself.
 */
export function queryVariants(token: string): string[] {
  return [...new Set([token, ...stripPrefixes(token, ARTICLE_PREFIXES)])];
}

/**
 * Terms the search index stores for a text: every normalised token plus, for Arabic words,
 * the stems without article and single-letter proclitics, so `مدرسة` finds `والمدرسة`.
 */
export function toIndexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of toSearchTokens(text)) {
    terms.push(token, ...stripPrefixes(token, ARTICLE_PREFIXES), ...stripPrefixes(token, LETTER_PREFIXES));
  }
  return terms;
}

/**
 * Joins the two words of a pair term: a private-use character, which the index's tokenizer keeps
 * inside a token (FTS5's unicode61 takes private-use characters as token characters) and no
 * visitor's word holds (toSearchTokens keeps letters and digits only), so a pair never equals a word.
 */
const PAIR_JOINER = '\uE000';

/**
 * Begins every pair term (another private-use character), so that no pair starts with a word: a
 * word searched as a prefix (`ahidous*`, `ahidous:*`) then reads that word's own entries in the
 * index, not those of every pair it begins as well (docs/decisions.md §1120).
 */
const PAIR_MARK = '\uE001';

/** The index term of two consecutive words (in that order). */
export const pairTerm = (first: string, second: string) => `${PAIR_MARK}${first}${PAIR_JOINER}${second}`;

/** The two words of a pair term (pairTerm's inverse). */
export function pairWords(pair: string): [string, string] {
  const [first = '', second = ''] = pair.slice(PAIR_MARK.length).split(PAIR_JOINER);
  return [first, second];
}

/**
 * The index's pair terms of a text (docs/behaviour.md §802): each two consecutive words, in each
 * of the forms toIndexTerms gives them (each cut to `maxWord`), as pairTerm makes them. A phrase is found as all of its
 * consecutive pairs, so the index needs no word positions.
 */
export function toIndexPairs(text: string, maxWord = Infinity): string[] {
  const pairs: string[] = [];
  let previous: string[] = [];
  for (const token of toSearchTokens(text)) {
    const forms = [token, ...stripPrefixes(token, ARTICLE_PREFIXES), ...stripPrefixes(token, LETTER_PREFIXES)].map((f) =>
      f.slice(0, maxWord),
    );
    for (const a of previous) for (const b of forms) pairs.push(pairTerm(a, b));
    previous = forms;
  }
  return pairs;
}

/** A word of the "all these words" suggestion has at least this many letters. */
const MIN_SUGGESTED_LETTERS = 3;

/**
 * The words a search offers apart when its whole text finds nothing (docs/behaviour.md §802): its
 * words of three letters or more, as typed, once each; none unless there are two or more.
 */
export function suggestedWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    const token = toSearchTokens(word).join('');
    if ([...token].length < MIN_SUGGESTED_LETTERS || seen.has(token)) continue;
    seen.add(token);
    words.push(word);
  }
  return words.length >= 2 ? words : [];
}
