import { type ReactNode, type Ref, Fragment } from 'react';
import type { TextRange } from '../hooks/use-transcript-search.ts';

interface HighlightedTextProps {
  text: string;
  matches: TextRange[];
  current: number;
  /** Receives the element of the current match (to scroll it into view). */
  currentRef?: Ref<HTMLElement>;
}

/** The text with each match in a <mark>; the current one stands out. */
export function HighlightedText({ text, matches, current, currentRef }: HighlightedTextProps) {
  if (matches.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  matches.forEach((match, i) => {
    if (match.start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, match.start)}</Fragment>);
    const isCurrent = i === current;
    parts.push(
      <mark
        key={`m${i}`}
        ref={isCurrent ? currentRef : undefined}
        data-current={isCurrent ? 'true' : undefined}
        className={isCurrent ? 'rounded-sm bg-amber-800 px-0.5 text-white' : 'rounded-sm bg-amber-200 px-0.5 text-inherit'}
      >
        {text.slice(match.start, match.end)}
      </mark>,
    );
    at = match.end;
  });
  if (at < text.length) parts.push(<Fragment key="tail">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
