import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHHELD_TEXT } from '#contracts/constants';
import { formatTime } from '#contracts/time';
import type { TimedParagraph } from '#contracts/transcript-timing';
import type { TextRange } from '../hooks/use-transcript-search.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

interface TimedParagraphViewProps {
  paragraph: TimedParagraph;
  /** playing now: marked with aria-current="time" (never announced: no live region) */
  playing: boolean;
  /** inside the `?t=START-END` range of the link the visitor followed */
  inRange: boolean;
  matches: TextRange[];
  currentMatch: number;
  currentMatchRef?: Ref<HTMLElement>;
  onSeek: (seconds: number) => void;
}

/**
 * A transcript paragraph. With a time it starts with its time as a button (the keyboard way to seek);
 * a click on its text seeks too, unless the visitor was selecting text.
 */
export function TimedParagraphView({
  paragraph,
  playing,
  inRange,
  matches,
  currentMatch,
  currentMatchRef,
  onSeek,
}: TimedParagraphViewProps) {
  const { t } = useTranslation(VIDEO_NS);
  const { start } = paragraph;
  const seekFromText = () => {
    if (start !== null && (window.getSelection()?.isCollapsed ?? true)) onSeek(start);
  };
  const tone = playing ? 'bg-amber-50 ring-1 ring-accent-500' : inRange ? 'bg-brand-50' : '';
  return (
    <p
      data-start={start ?? undefined}
      data-in-range={inRange ? 'true' : undefined}
      aria-current={playing ? 'time' : undefined}
      onClick={start === null ? undefined : seekFromText}
      className={`whitespace-pre-line rounded-md px-2 py-1 ${start === null ? '' : 'cursor-pointer hover:bg-slate-100'} ${tone}`}
    >
      {start !== null ? (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onSeek(start);
          }}
          aria-label={t('transcript.playSegment', { time: formatTime(start) })}
          // 24 × 24 px at least, a finger's target.
          className="me-2 inline-flex min-h-6 min-w-6 items-center rounded bg-brand-100 px-1.5 align-baseline text-xs font-semibold tabular-nums text-brand-800 hover:bg-brand-200"
        >
          <span dir="ltr">{formatTime(start)}</span>
        </button>
      ) : null}
      {paragraph.text === WITHHELD_TEXT ? (
        // A passage withheld from the public (docs/behaviour.md §300): the notice, in the reader's language.
        <em className="text-slate-600">{t('transcript.withheld')}</em>
      ) : (
        <HighlightedText text={paragraph.text} matches={matches} current={currentMatch} currentRef={currentMatchRef} />
      )}
    </p>
  );
}
