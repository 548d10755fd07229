import { describe, expect, it } from 'vitest';
import { splitSnippet } from './highlight-snippet.ts';

describe('splitSnippet', () => {
  it('turns «…» markers into matched parts', () => {
    expect(splitSnippet('the «cedar» forest and «cedars»')).toEqual([
      { text: 'the ', match: false },
      { text: 'cedar', match: true },
      { text: ' forest and ', match: false },
      { text: 'cedars', match: true },
    ]);
  });

  it('keeps text without markers whole, and markup as plain text', () => {
    expect(splitSnippet('<b>no</b> markers')).toEqual([{ text: '<b>no</b> markers', match: false }]);
    expect(splitSnippet('')).toEqual([]);
  });

  it('handles Arabic text and an unclosed marker', () => {
    expect(splitSnippet('غابة «الأرز» في «إفران')).toEqual([
      { text: 'غابة ', match: false },
      { text: 'الأرز', match: true },
      { text: ' في ', match: false },
      { text: 'إفران', match: true },
    ]);
  });
});
