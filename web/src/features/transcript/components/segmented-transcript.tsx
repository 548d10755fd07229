import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { segmentLength } from '#contracts/time';
import { useKeepInView } from '../../../lib/keep-in-view.ts';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

export interface SegmentItem {
  segmentNumber: number;
  title: string;
  startTime: string;
  endTime: string;
  description: string;
  transcript: string;
}

interface SegmentedTranscriptProps {
  segments: SegmentItem[];
  /** The segment of the deep link or the last one played: opened and marked. */
  activeNumber: number | null;
  onPlay: (segment: SegmentItem) => void;
  /** While playback is followed, the active segment is kept in view (docs/decisions.md §53). */
  following?: boolean;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Segmented transcript tab: collapsible segments, title and whole minutes; open shows the text. */
export function SegmentedTranscript({ segments, activeNumber, onPlay, following = false }: SegmentedTranscriptProps) {
  const { t } = useTranslation(VIDEO_NS);
  const lengthText = (start: string, end: string) => {
    const { unit, count } = segmentLength(start, end);
    return t(`transcript.${unit}`, { count });
  };
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useKeepInView(listRef, activeNumber, following);
  // Opened by the visitor; the active segment is open besides, and only while it is active: as playback moves on,
  // the segment it leaves closes unless the visitor opened it (docs/decisions.md §53).
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  // The active segment the visitor closed: it stays closed while it is the active one.
  const [closedActive, setClosedActive] = useState<number | null>(null);
  const isOpen = (number: number) => open.has(number) || (number === activeNumber && closedActive !== number);

  if (segments.length === 0) return <p className="text-slate-600">{t('transcript.noSegments')}</p>;

  const toggle = (number: number) => {
    const closing = isOpen(number);
    const next = new Set(open);
    if (closing) next.delete(number);
    else next.add(number);
    setOpen(next);
    if (number === activeNumber) setClosedActive(closing ? number : null);
  };

  return (
    <ol ref={listRef} className="max-h-[40rem] space-y-3 overflow-y-auto">
      {segments.map((segment) => {
        const shown = isOpen(segment.segmentNumber);
        const isActive = segment.segmentNumber === activeNumber;
        const panelId = `${baseId}-segment-${segment.segmentNumber}`;
        return (
          <li
            key={segment.segmentNumber}
            aria-current={isActive ? 'true' : undefined}
            data-segment={segment.segmentNumber}
            className={`rounded-lg border ${isActive ? 'border-accent-500 bg-amber-50 ring-1 ring-accent-500' : 'border-slate-200 bg-white'}`}
          >
            {/* The tab panel's sections are at the second level, as the information tab's are. */}
            <h2>
              <button
                type="button"
                aria-expanded={shown}
                aria-controls={panelId}
                onClick={() => toggle(segment.segmentNumber)}
                className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-start hover:bg-slate-50"
              >
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
                  {segment.segmentNumber}
                </span>
                <span className="flex-1 font-semibold text-slate-900">
                  <span dir="auto">{segment.title}</span>
                </span>
                <span className="shrink-0 text-sm text-slate-600">{lengthText(segment.startTime, segment.endTime)}</span>
                <Chevron open={shown} />
              </button>
            </h2>
            <div id={panelId} hidden={!shown} className="space-y-3 border-t border-slate-200 px-4 py-3">
              {segment.description ? (
                <p dir="auto" className="text-slate-700">
                  {segment.description}
                </p>
              ) : null}
              {segment.transcript ? (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">{t('transcript.segmentTranscript')}</h3>
                  <p dir="auto" className="mt-1 whitespace-pre-line leading-relaxed text-slate-800">
                    {segment.transcript}
                  </p>
                </div>
              ) : null}
              <button type="button" onClick={() => onPlay(segment)} className="btn-secondary py-1.5 text-sm">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M6 4l10 6-10 6z" />
                </svg>
                {t('transcript.playSegment', { time: segment.startTime })}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
