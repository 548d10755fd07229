import { useTranslation } from 'react-i18next';
import { formatTime, parseTime } from '#contracts/time';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

interface MiniPlayerBarProps {
  playing: boolean;
  /** Media time in seconds, null before the player told it. */
  time: number | null;
  duration: string;
  onPlay: () => void;
  onPause: () => void;
  /** Shown while the page has stopped following playback: back to the moment that plays. */
  onBackToMoment: (() => void) | null;
  /** Scrolls back to the full-size player. */
  onShowPlayer: () => void;
}

/**
 * The bar of the small player on a phone (docs/behaviour.md §900): the playing picture sits at its
 * start (the player itself, pinned there: moving it in the page would reload it), then play/pause,
 * the time, and the way back to the moment. The timecode never mirrors.
 */
export function MiniPlayerBar({ playing, time, duration, onPlay, onPause, onBackToMoment, onShowPlayer }: MiniPlayerBarProps) {
  const { t } = useTranslation(VIDEO_NS);
  const total = parseTime(duration);
  return (
    <div
      role="region"
      aria-label={t('player.mini')}
      data-testid="mini-player"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[6.25rem] items-center gap-2 border-t border-slate-200 bg-white ps-[10.5rem] pe-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <button
        type="button"
        onClick={playing ? onPause : onPlay}
        aria-label={playing ? t('player.pause') : t('player.resume')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <p dir="ltr" className="text-sm font-semibold text-slate-900 tabular-nums rtl:text-end">
          {formatTime(time ?? 0)}
          {total > 0 ? <span className="font-normal text-slate-600"> / {formatTime(total)}</span> : null}
        </p>
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {onBackToMoment ? (
            <button type="button" onClick={onBackToMoment} className="min-h-6 font-semibold text-brand-700 underline underline-offset-2">
              {t('follow.backToMoment')}
            </button>
          ) : null}
          {/* Each at least 24 px tall, a finger's target. */}
          <button type="button" onClick={onShowPlayer} className="min-h-6 text-brand-700 underline underline-offset-2">
            {t('player.showPlayer')}
          </button>
        </div>
      </div>
    </div>
  );
}
