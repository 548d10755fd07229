import { useDeferredValue, useMemo, useState } from 'react';
import { findTextMatches } from '#contracts/search-text';

export interface TextRange {
  start: number;
  end: number;
}

export interface TranscriptSearch {
  query: string;
  setQuery(query: string): void;
  matches: TextRange[];
  /** index of the current match, -1 when there is none */
  current: number;
  next(): void;
  previous(): void;
}

/**
 * In-page transcript search (docs/behaviour.md §4, §5): whole words containing the term, ignoring case,
 * accents and Arabic letter variants (contracts/search-text.ts); navigation wraps around.
 */
export function useTranscriptSearch(text: string): TranscriptSearch {
  const [query, setQueryState] = useState('');
  // The index belongs to one text: another transcript language starts again at the first match.
  const [position, setPosition] = useState({ text, index: 0 });
  if (position.text !== text) setPosition({ text, index: 0 });
  const index = position.text === text ? position.index : 0;
  const setIndex = (value: number) => setPosition({ text, index: value });
  // Typing stays responsive on long transcripts: matching follows at a lower priority.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => findTextMatches(text, deferredQuery), [text, deferredQuery]);
  const total = matches.length;
  const current = total === 0 ? -1 : Math.min(index, total - 1);
  return {
    query,
    setQuery(value) {
      setQueryState(value);
      setIndex(0);
    },
    matches,
    current,
    next: () => total > 0 && setIndex((current + 1) % total),
    previous: () => total > 0 && setIndex((current - 1 + total) % total),
  };
}
