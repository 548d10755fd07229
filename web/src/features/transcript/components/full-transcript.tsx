import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasTimeMarkers, parseTimedTranscript } from '#contracts/transcript-timing';
import { useKeepInView } from '../../../lib/keep-in-view.ts';
import { useScrollToMatch } from '../hooks/use-scroll-to-match.ts';
import { useTranscriptSearch } from '../hooks/use-transcript-search.ts';
import { NO_PLAYBACK, type TranscriptPlayback } from '../playback.ts';
import { blockMatches, inRange, joinBlocks, paragraphAt, untimedParagraphs } from '../timed-text.ts';
import { transcriptLocale } from '../transcript-language.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { SideBySideTranscript } from './side-by-side-transcript.tsx';
import { TimedParagraphView } from './timed-paragraph.tsx';
import { TranscriptSearchBox } from './transcript-search-box.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

export interface TranscriptItem {
  id: number;
  language: string;
  text: string;
  /** From a speech-recognition tool; with `corrected` false the page says so (docs/behaviour.md §700). */
  machine_generated?: boolean;
  corrected?: boolean;
}

/** One transcript: plain text, or, when it carries time markers, paragraphs that seek and follow playback. */
function SingleTranscript({ item, playback }: { item: TranscriptItem; playback: TranscriptPlayback }) {
  const { t } = useTranslation(VIDEO_NS);
  const paragraphs = useMemo(
    () => (hasTimeMarkers(item.text) ? parseTimedTranscript(item.text) : untimedParagraphs(item.text)),
    [item.text],
  );
  const joined = useMemo(
    () => (paragraphs ? joinBlocks(paragraphs.map((p) => p.text)) : { text: item.text, offsets: [] }),
    [paragraphs, item.text],
  );
  const search = useTranscriptSearch(joined.text);
  const currentRef = useScrollToMatch(search.current, search.matches);
  const containerRef = useRef<HTMLDivElement>(null);
  const playingIndex = paragraphs ? paragraphAt(paragraphs, playback.time) : -1;
  useKeepInView(containerRef, playingIndex < 0 ? null : playingIndex, playback.following);
  const locale = transcriptLocale(item.language, item.text);
  return (
    <>
      <TranscriptSearchBox search={search} />
      <div
        ref={containerRef}
        lang={locale.lang}
        dir={locale.dir}
        data-testid="transcript-text"
        role="region"
        aria-label={t('transcript.textOf', { language: item.language })}
        // No inner scroll box: the text scrolls with the page (a box inside the page traps the wheel and
        // touch, and on a phone leaves a few lines to read).
        className={`rounded-lg border border-slate-200 bg-slate-50 p-4 leading-relaxed text-slate-800 ${paragraphs ? 'space-y-2' : 'whitespace-pre-line'}`}
      >
        {paragraphs ? (
          paragraphs.map((paragraph, index) => {
            const local = blockMatches(search.matches, search.current, joined.offsets[index] ?? 0, paragraph.text.length);
            return (
              <TimedParagraphView
                key={index}
                paragraph={paragraph}
                playing={index === playingIndex}
                inRange={inRange(paragraph, playback.range)}
                matches={local.matches}
                currentMatch={local.current}
                currentMatchRef={local.current >= 0 ? currentRef : undefined}
                onSeek={playback.onSeek}
              />
            );
          })
        ) : (
          <HighlightedText text={item.text} matches={search.matches} current={search.current} currentRef={currentRef} />
        )}
      </div>
    </>
  );
}

/**
 * The transcript shown first: on a right-to-left (Arabic) page the first one written in Arabic script,
 * when there is one; otherwise the first (docs/behaviour.md §803).
 */
function firstTranscript(transcripts: TranscriptItem[], pageDir: string): TranscriptItem | undefined {
  const rtl = pageDir === 'rtl' ? transcripts.find((item) => transcriptLocale(item.language, item.text).dir === 'rtl') : undefined;
  return rtl ?? transcripts[0];
}

/** Full transcript tab: a button per language, in-page search, and a side-by-side view of two languages. */
export function FullTranscript({ transcripts, playback = NO_PLAYBACK }: { transcripts: TranscriptItem[]; playback?: TranscriptPlayback }) {
  const { t, i18n } = useTranslation(VIDEO_NS);
  const [selectedId, setSelectedId] = useState(() => firstTranscript(transcripts, i18n.dir())?.id);
  const [sideBySide, setSideBySide] = useState(false);
  const selected = transcripts.find((item) => item.id === selectedId) ?? transcripts[0];
  if (!selected) return <p className="text-slate-600">{t('transcript.noTranscript')}</p>;
  const partner = transcripts.find((item) => item.id !== selected.id);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('transcript.languages')} className="flex flex-wrap gap-2">
          {transcripts.map((item) => (
            <button
              key={item.id}
              type="button"
              dir="auto"
              aria-pressed={item.id === selected.id}
              onClick={() => setSelectedId(item.id)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${item.id === selected.id ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
            >
              {item.language}
            </button>
          ))}
        </div>
        {partner ? (
          <button
            type="button"
            aria-pressed={sideBySide}
            onClick={() => setSideBySide(!sideBySide)}
            className="btn-secondary py-1.5 text-sm"
          >
            {t('transcript.sideBySide')}
          </button>
        ) : null}
      </div>
      {selected.machine_generated && !selected.corrected ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t('transcript.machineDraft')}
        </p>
      ) : null}
      {sideBySide && partner ? (
        <SideBySideTranscript key={`${selected.id}-${partner.id}`} left={selected} right={partner} playback={playback} />
      ) : (
        <SingleTranscript item={selected} playback={playback} />
      )}
    </div>
  );
}
