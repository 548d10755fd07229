import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimedParagraph, parseTimedTranscript } from '#contracts/transcript-timing';
import { useKeepInView } from '../../../lib/keep-in-view.ts';
import { useScrollToMatch } from '../hooks/use-scroll-to-match.ts';
import { useTranscriptSearch } from '../hooks/use-transcript-search.ts';
import { alignTranscripts } from '../align-transcripts.ts';
import type { TranscriptPlayback } from '../playback.ts';
import { blockMatches, inRange, joinBlocks, paragraphAt } from '../timed-text.ts';
import { transcriptLocale } from '../transcript-language.ts';
import type { TranscriptItem } from './full-transcript.tsx';
import { TimedParagraphView } from './timed-paragraph.tsx';
import { TranscriptSearchBox } from './transcript-search-box.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

interface SideBySideProps {
  left: TranscriptItem;
  right: TranscriptItem;
  playback: TranscriptPlayback;
}

/**
 * Two transcripts in two columns, row by row (align-transcripts.ts), each column in its own `lang` and
 * `dir`. One search spans both columns. On phones one column shows at a time, with a switch.
 */
export function SideBySideTranscript({ left, right, playback }: SideBySideProps) {
  const { t } = useTranslation(VIDEO_NS);
  const items = [left, right] as const;
  const parsed = useMemo(() => [parseTimedTranscript(left.text), parseTimedTranscript(right.text)] as const, [left.text, right.text]);
  const rows = useMemo(() => alignTranscripts(parsed[0], parsed[1], playback.segmentStarts), [parsed, playback.segmentStarts]);
  // Search blocks: the left column's paragraphs in reading order, then the right column's.
  const { joined, offsetOf } = useMemo(() => {
    const ordered = [0, 1].flatMap((column) => rows.flatMap((row) => row.cells[column as 0 | 1]));
    const blocks = joinBlocks(ordered.map((p) => p.text));
    return { joined: blocks, offsetOf: new Map<TimedParagraph, number>(ordered.map((p, index) => [p, blocks.offsets[index] ?? 0])) };
  }, [rows]);
  const search = useTranscriptSearch(joined.text);
  const currentRef = useScrollToMatch(search.current, search.matches);
  const containerRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<0 | 1>(0);
  const playing = [parsed[0][paragraphAt(parsed[0], playback.time)], parsed[1][paragraphAt(parsed[1], playback.time)]];
  useKeepInView(containerRef, playing[shown]?.start ?? null, playback.following);
  const locales = items.map((item) => transcriptLocale(item.language, item.text));
  const columnClass = (column: number) => (column === shown ? '' : 'hidden md:block');

  return (
    <>
      <TranscriptSearchBox search={search} />
      <div role="group" aria-label={t('transcript.showColumn')} className="flex gap-2 md:hidden">
        {items.map((item, column) => (
          <button
            key={item.id}
            type="button"
            dir="auto"
            aria-pressed={shown === column}
            onClick={() => setShown(column as 0 | 1)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${shown === column ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            {item.language}
          </button>
        ))}
      </div>
      <div
        ref={containerRef}
        data-testid="side-by-side"
        role="region"
        aria-label={t('transcript.sideBySideOf', { left: left.language, right: right.language })}
        tabIndex={0}
        className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 leading-relaxed text-slate-800"
      >
        <div className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-2">
          {items.map((item, column) => (
            // At the tab panel's second level, as the information tab's sections are.
            <h2
              key={item.id}
              lang={locales[column]!.lang}
              dir={locales[column]!.dir}
              data-column={column}
              className={`text-sm font-semibold text-brand-900 ${columnClass(column)}`}
            >
              {item.language}
            </h2>
          ))}
          {rows.flatMap((row, rowIndex) =>
            row.cells.map((cell, column) => (
              <div
                key={`${rowIndex}-${column}`}
                lang={locales[column]!.lang}
                dir={locales[column]!.dir}
                data-column={column}
                className={`space-y-2 ${columnClass(column)}`}
              >
                {cell.map((paragraph, index) => {
                  const local = blockMatches(search.matches, search.current, offsetOf.get(paragraph) ?? 0, paragraph.text.length);
                  return (
                    <TimedParagraphView
                      key={index}
                      paragraph={paragraph}
                      playing={paragraph === playing[column]}
                      inRange={inRange(paragraph, playback.range)}
                      matches={local.matches}
                      currentMatch={local.current}
                      currentMatchRef={local.current >= 0 ? currentRef : undefined}
                      onSeek={playback.onSeek}
                    />
                  );
                })}
              </div>
            )),
          )}
        </div>
      </div>
    </>
  );
}
