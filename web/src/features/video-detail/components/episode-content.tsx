import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepInView } from '../../../lib/keep-in-view.ts';
import type { EpisodeSegment } from '../video-view.ts';
import { segmentLength } from '#contracts/time';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

interface EpisodeContentProps {
  segments: EpisodeSegment[];
  activeNumber: number | null;
  onPlay: (segment: EpisodeSegment) => void;
  /** While playback is followed, the active segment is kept in view in the list (docs/decisions.md §53). */
  following?: boolean;
}

/** Side panel list of segments with durations; a click seeks there and plays (docs/behaviour.md §2). */
export function EpisodeContent({ segments, activeNumber, onPlay, following = false }: EpisodeContentProps) {
  const { t } = useTranslation(VIDEO_NS);
  const lengthText = (start: string, end: string) => {
    const { unit, count } = segmentLength(start, end);
    return t(`transcript.${unit}`, { count });
  };
  const listRef = useRef<HTMLOListElement>(null);
  useKeepInView(listRef, activeNumber, following);
  return (
    <section aria-labelledby="episode-content" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="episode-content" className="text-lg font-semibold text-brand-900">
        {t('details.episodeContent')}
      </h2>
      {segments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('transcript.noSegments')}</p>
      ) : (
        <ol ref={listRef} className="mt-3 max-h-[26rem] space-y-1 overflow-y-auto">
          {segments.map((segment) => {
            const active = segment.segmentNumber === activeNumber;
            return (
              <li key={segment.segmentNumber}>
                <button
                  type="button"
                  onClick={() => onPlay(segment)}
                  aria-current={active ? 'true' : undefined}
                  data-segment={segment.segmentNumber}
                  className={`flex w-full items-start gap-3 rounded-lg px-3 py-2 text-start text-sm ${active ? 'bg-amber-50 ring-1 ring-accent-500' : 'hover:bg-slate-100'}`}
                >
                  <span dir="ltr" className="mt-0.5 shrink-0 text-xs tabular-nums text-slate-600">
                    {segment.startTime}
                  </span>
                  <span className="flex-1 font-medium text-slate-900">
                    <span dir="auto">{segment.title}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{lengthText(segment.startTime, segment.endTime)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
