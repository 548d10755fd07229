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
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(activeNumber === null ? [] : [activeNumber]));
  // A newly active segment (clicked in the episode list) opens too; adjusted during render, not in an effect.
  const [seenActive, setSeenActive] = useState(activeNumber);
  if (seenActive !== activeNumber) {
    setSeenActive(activeNumber);
    if (activeNumber !== null && !open.has(activeNumber)) setOpen(new Set(open).add(activeNumber));
  }

  if (segments.length === 0) return <p className="text-slate-600">{t('transcript.noSegments')}</p>;

  const toggle = (number: number) => {
    const next = new Set(open);
    if (!next.delete(number)) next.add(number);
    setOpen(next);
  };

  return (
    <ol ref={listRef} className="max-h-[40rem] space-y-3 overflow-y-auto">
      {segments.map((segment) => {
        const isOpen = open.has(segment.segmentNumber);
        const isActive = segment.segmentNumber === activeNumber;
        const panelId = `${baseId}-segment-${segment.segmentNumber}`;
        return (
          <li
            key={segment.segmentNumber}
            aria-current={isActive ? 'true' : undefined}
            data-segment={segment.segmentNumber}
            className={`rounded-lg border ${isActive ? 'border-accent-500 bg-amber-50 ring-1 ring-accent-500' : 'border-slate-200 bg-white'}`}
          >
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
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
                <Chevron open={isOpen} />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="space-y-3 border-t border-slate-200 px-4 py-3">
              {segment.description ? (
                <p dir="auto" className="text-slate-700">
                  {segment.description}
                </p>
              ) : null}
              {segment.transcript ? (
                <div>
                  <h4 className="text-sm font-semibold text-slate-900">{t('transcript.segmentTranscript')}</h4>
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
