import { describe, expect, it } from 'vitest';
import { findTextMatches, normalizeSearchText, toSearchTokens } from './search-text';

/** The matched substrings, for readable assertions. */
function matched(text: string, query: string): string[] {
  return findTextMatches(text, query).map(({ start, end }) => text.slice(start, end));
}

describe('normalizeSearchText', () => {
  it.each([
    ['alef with hamza above', 'أحيدوس', 'احيدوس'],
    ['alef with hamza below', 'إسلام', 'اسلام'],
    ['alef with madda', 'آمال', 'امال'],
    ['alef wasla', 'ٱلماء', 'الماء'],
    ['tashkeel', 'الْمَاءُ', 'الماء'],
    ['shadda and tanween', 'مُحَمَّدٌ', 'محمد'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['tatweel', 'الـــمـــاء', 'الماء'],
    ['alef maqsura', 'موسى', 'موسي'],
    ['taa marbuta', 'مدرسة', 'مدرسه'],
    ['Arabic-Indic digits', '١٩٩٥', '1995'],
    ['presentation forms', 'ﻻ', 'لا'],
    ['Latin accents', 'Fête à Ifrane', 'fete a ifrane'],
    ['Latin case', 'AHIDOUS Dance', 'ahidous dance'],
    ['letters without decomposition', 'Straße Œuvre', 'strasse oeuvre'],
    ['whitespace collapsed and trimmed', '  a \n\t b  ', 'a b'],
    ['invisible marks', 'a\u200Fb\u00ADc', 'abc'],
  ])('%s', (_rule, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('makes all spellings of one Arabic word equal', () => {
    const spellings = ['أَحِيدُوس', 'احيدوس', 'إحيدوس', 'آحيدوس', 'ٱحيـــدوس'];
    expect(new Set(spellings.map(normalizeSearchText))).toEqual(new Set(['احيدوس']));
  });

  it('is idempotent', () => {
    const text = 'Fête de الْمَدْرَسَةِ ٱلـكُبْرَى';
    expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
  });
});

describe('toSearchTokens', () => {
  it('splits normalised text into words, dropping punctuation', () => {
    expect(toSearchTokens('«Fête», l’Aïd — الْمَدْرَسَةِ, 1995!')).toEqual(['fete', 'l', 'aid', 'المدرسه', '1995']);
  });

  it('gives no tokens for punctuation only', () => {
    expect(toSearchTokens('*"()": -- !')).toEqual([]);
  });
});

describe('findTextMatches', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(findTextMatches('some text', '')).toEqual([]);
    expect(findTextMatches('some text', '   ')).toEqual([]);
    expect(findTextMatches('', 'x')).toEqual([]);
  });

  it('highlights whole words containing the term, in order', () => {
    expect(findTextMatches('The dancers dance; a dance.', 'danc')).toEqual([
      { start: 4, end: 11 },
      { start: 12, end: 17 },
      { start: 21, end: 26 },
    ]);
  });

  it('ignores case', () => {
    expect(matched('Ahidous AHIDOUS ahidous', 'aHiDoUs')).toEqual(['Ahidous', 'AHIDOUS', 'ahidous']);
  });

  it('ignores Latin accents both ways', () => {
    expect(matched('La fête et les fêtes', 'fete')).toEqual(['fête', 'fêtes']);
    expect(matched('la fete', 'fête')).toEqual(['fete']);
  });

  it('ignores decomposed accents in the text', () => {
    const text = 'une fe\u0302te';
    expect(matched(text, 'fete')).toEqual(['fe\u0302te']);
  });

  it('unifies alef forms', () => {
    expect(matched('رقصة أحيدوس وإحيدوس', 'احيدوس')).toEqual(['أحيدوس', 'وإحيدوس']);
    expect(matched('ٱلماء و آمال', 'امال')).toEqual(['آمال']);
  });

  it('ignores tashkeel in text and query', () => {
    expect(matched('شربنا الْمَاءَ البارد', 'الماء')).toEqual(['الْمَاءَ']);
    expect(matched('شربنا الماء', 'الْمَاء')).toEqual(['الماء']);
  });

  it('ignores tatweel', () => {
    expect(matched('عين الـــمـــاء هنا', 'ماء')).toEqual(['الـــمـــاء']);
  });

  it('treats alef maqsura as yeh', () => {
    expect(matched('قال موسى', 'موسي')).toEqual(['موسى']);
  });

  it('treats taa marbuta as heh', () => {
    expect(matched('في المدرسة', 'مدرسه')).toEqual(['المدرسة']);
  });

  it('treats the query as literal text (special characters escaped)', () => {
    expect(matched('cost (approx.) 5$ or 5.5', '(approx.)')).toEqual(['(approx.)']);
    expect(matched('a.b axb', 'a.b')).toEqual(['a.b']);
    expect(matched('[x] * y', '*')).toEqual(['*']);
  });

  it('matches a phrase across words and expands to whole words', () => {
    expect(matched('the old spring water', 'd spr')).toEqual(['old spring']);
  });

  it('reports each word once even with several hits inside it', () => {
    expect(findTextMatches('aaaa bb aaaa', 'a')).toEqual([
      { start: 0, end: 4 },
      { start: 8, end: 12 },
    ]);
  });

  it('maps ranges back to the original text around multi-unit characters', () => {
    const text = 'ﻻ شيء 😀 Straße lastword';
    expect(matched(text, 'strasse')).toEqual(['Straße']);
    expect(matched(text, 'last')).toEqual(['lastword']);
    expect(matched(text, 'لا')).toEqual(['ﻻ']);
  });

  it('handles long texts quickly', () => {
    const text = 'كلمة word '.repeat(20_000);
    const begin = performance.now();
    expect(findTextMatches(text, 'كلمه')).toHaveLength(20_000);
    expect(performance.now() - begin).toBeLessThan(1_000);
  });
});
