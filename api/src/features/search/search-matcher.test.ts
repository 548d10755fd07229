import { describe, expect, it } from 'vitest';
import { Matcher } from './search-matcher.ts';
import { parseSearch, parseSearchQuery } from './search-query.ts';

/** A word search (each word anywhere), as the "all these words" suggestion and one plain word search. */
const matcher = (query: string) => new Matcher([{ terms: parseSearchQuery(query), text: [], pairs: null, byWords: true }]);
const firstWord = (query: string, text: string) => {
  const hit = matcher(query).firstHit(text);
  return hit ? text.slice(hit.start, hit.end) : null;
};

describe('Matcher.firstHit', () => {
  it.each([
    ['fete', 'Une FÊTE, la fête', 'FÊTE'],
    ['fête', 'la fete', 'fete'],
    ['الماء', 'شربنا الْمَاءَ', 'الْمَاءَ'],
    ['ماء', 'عين الـــمـــاء', 'الـــمـــاء'],
    ['مدرسة', 'ذهبنا إلى والمدرسه', 'والمدرسه'],
    ['احيدوس', 'رقصة أَحِيدُوس', 'أَحِيدُوس'],
    ['موسي', 'قال موسى', 'موسى'],
    ['ahid', 'the Ahidous dance', 'Ahidous'],
  ])('%s finds %s', (query, text, word) => {
    expect(firstWord(query, text)).toBe(word);
  });

  it('matches whole words (or the typed prefix), never inside a word', () => {
    expect(firstWord('hidous', 'ahidous hidous')).toBe('hidous');
    expect(firstWord('dance ou', 'you out')).toBe('out');
    expect(firstWord('ou dance', 'you out ou')).toBe('ou');
  });

  it('leaves folds the regex cannot see to the full scan', () => {
    const m = matcher('strasse');
    expect(m.firstHit('die Straße')).toBeNull();
    expect(m.scanFirstHit('die Straße')).toEqual({ start: 4, end: 10 });
  });
});

describe('Matcher on a phrase (docs/behaviour.md §802)', () => {
  const phrase = (query: string, text: string) => {
    const hit = new Matcher([parseSearch(query)]).firstHit(text);
    return hit ? text.slice(hit.start, hit.end) : null;
  };

  it('finds the words together and in order, the last one as typed, and nothing for the words apart', () => {
    expect(phrase('wedding customs', 'customs of a wedding; Wedding Customs here')).toBe('Wedding Customs');
    expect(phrase('wedding cust', 'the wedding, customary')).toBe('wedding, customary');
    expect(phrase('wedding customs', 'customs at the wedding')).toBeNull();
    expect(phrase("zz' OR '1'='1", 'zz or 2 1 1')).toBeNull();
    expect(phrase('المدرسة القديمة', 'ذهبنا إلى والمدرسة القديمة')).toBe('والمدرسة القديمة');
  });

  it('marks a field holding the whole text, not one holding its words apart', () => {
    const m = new Matcher([parseSearch('Wedding customs')]);
    expect(m.holdsSubstring('old wedding customs of azrou')).toBe(true);
    expect(m.holdsSubstring('customs\nwedding')).toBe(false);
  });
});

describe('Matcher.passage', () => {
  it('marks every matching word and shows cuts', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    words[20] = 'Fête';
    words[25] = 'fetes';
    const text = words.join(' ');
    // "fete" is not the last word, so it matches whole words only.
    const m = matcher('fete zz');
    expect(m.passage(text, m.firstHit(text)!)).toBe(`… ${words.slice(12, 20).join(' ')} «Fête» ${words.slice(21, 37).join(' ')} …`);
    const p = matcher('fet');
    expect(p.passage(text, p.firstHit(text)!)).toContain('«Fête» w21 w22 w23 w24 «fetes»');
  });

  it('shows eight whole words before the hit however long they are, and none cut by how far it looked', () => {
    // Words of 30 letters: eight of them reach further back than a short look finds them.
    const long = Array.from({ length: 30 }, (_, i) => `${String.fromCharCode(97 + (i % 26)).repeat(29)}${i % 10}`);
    const text = `${long.join(' ')} Fête ${long.slice(0, 3).join(' ')}`;
    const m = matcher('fete');
    expect(m.passage(text, m.firstHit(text)!)).toBe(`… ${long.slice(22).join(' ')} «Fête» ${long.slice(0, 3).join(' ')}`);
    // One word of 500 letters right before the hit: the passage starts at the hit.
    const wall = `${'x'.repeat(500)} Fête and more`;
    expect(m.passage(wall, m.firstHit(wall)!)).toBe('… «Fête» and more');
  });

  it('finds the hit deep in a long transcript', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i}`);
    words[15_000] = 'Fête';
    const text = words.join(' ');
    const m = matcher('fete');
    expect(m.passage(text, m.firstHit(text)!)).toBe(
      `… ${words.slice(14_992, 15_000).join(' ')} «Fête» ${words.slice(15_001, 15_017).join(' ')} …`,
    );
  });

  it('counts letters beyond the BMP as words, before and after the hit (docs/decisions.md §1510)', () => {
    // Mathematical bold letters (two UTF-16 units each) are letters: eight of them are the words before the hit.
    const bold = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(0x1d400 + i));
    const text = `one two ${bold.slice(0, 8).join(' ')} Fête ${bold.join(' ')} ${bold.join(' ')}`;
    const m = matcher('fete');
    expect(m.passage(text, m.firstHit(text)!)).toBe(
      `… ${bold.slice(0, 8).join(' ')} «Fête» ${[...bold, ...bold].slice(0, 16).join(' ')} …`,
    );
  });

  it('keeps the text whole when it is short', () => {
    const m = matcher('water');
    const text = '"Water," he said.';
    expect(m.passage(text, m.firstHit(text)!)).toBe('"«Water»," he said.');
  });
});
