import { useTranslation } from 'react-i18next';
import { formatTime, parseTime } from '#contracts/time';
import { DurationBadge } from '../../../components/ui/duration-badge.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import type { PlayerError } from '../hooks/player-machine.ts';
import type { VideoPlayerApi } from '../hooks/use-video-player.ts';
import { WaveformPlaceholder } from './waveform-placeholder.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/** What plays: a YouTube video, a media file the browser plays itself, or nothing playable. */
export type PlayerKind = 'youtube' | 'audio' | 'video' | null;

interface VideoPlayerProps {
  title: string;
  thumbnail: string | null;
  duration: string;
  kind: PlayerKind;
  player: VideoPlayerApi;
  /** A linked range (`?t=START-END`): the waveform shows it. */
  linked?: { start: number; end: number | null } | null;
  /** The player's place in the page, which keeps its size while the player is small (use-mini-player.ts). */
  placeRef?: (element: HTMLElement | null) => void;
  /** Pinned small in the corner of the mini player's bar (docs/behaviour.md §900). */
  mini?: boolean;
}

const ERROR_KEYS: Record<Exclude<PlayerError, 'scriptError'>, TextKey<'video'>> = {
  loadError: 'videoDetail.loadError',
  mediaNetworkError: 'player.mediaNetworkError',
  mediaUnsupported: 'player.mediaUnsupported',
};

function ThumbnailPlaceholder() {
  return (
    <div
      data-testid="thumbnail-placeholder"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-white/40" fill="none" stroke="currentColor" strokeWidth="2.5">
        <rect x="5" y="11" width="38" height="26" rx="4" />
        <path d="M20 18l10 6-10 6z" fill="currentColor" />
      </svg>
    </div>
  );
}

/**
 * Thumbnail (or, for audio, a waveform-like placeholder), play button and duration until play is
 * pressed; only then the player loads (docs/behaviour.md §2, §4). The box has its final size from the start, so
 * nothing below it moves when the media arrives. Offline the player cannot load: a message says so.
 */
export function VideoPlayer({ title, thumbnail, duration, kind, player, linked = null, placeRef, mini = false }: VideoPlayerProps) {
  const { t } = useTranslation(VIDEO_NS);
  const { state, attach, play } = player;
  const { phase, error, pendingSeek } = state;
  const overlay = phase !== 'ready';
  const playable = kind !== null;
  const audio = kind === 'audio';
  const total = parseTime(duration);
  const fraction = (seconds: number) => (total > 0 ? seconds / total : 0);
  const cover = audio ? (
    <WaveformPlaceholder
      seed={title}
      progress={player.time === null ? null : fraction(player.time)}
      range={linked && total > 0 ? { start: fraction(linked.start), end: fraction(linked.end ?? total) } : null}
    />
  ) : (
    <ImageWithFallback src={thumbnail} alt="" priority className="h-full w-full object-cover" fallback={<ThumbnailPlaceholder />} />
  );
  return (
    <div>
      {/* The place keeps the player's size while the player itself is pinned small (only CSS moves it:
          moving the element in the page would reload the embed). */}
      <div ref={placeRef} className={`relative ${audio ? 'h-44' : 'aspect-video'}`}>
        <section
          aria-label={t('player.region')}
          data-mini={mini || undefined}
          className={
            mini
              ? 'fixed start-2 bottom-2 z-50 h-[5.25rem] w-[9.33rem] overflow-hidden rounded-lg bg-slate-900 shadow-lg'
              : 'absolute inset-0 overflow-hidden rounded-xl bg-slate-900 shadow-sm'
          }
        >
          {audio && !overlay ? <div className={`absolute inset-x-0 top-0 ${mini ? 'bottom-0' : 'bottom-14'}`}>{cover}</div> : null}
          <div
            ref={attach}
            data-testid="player-mount"
            className={audio ? `absolute inset-x-0 bottom-0 h-14 ${mini ? 'invisible' : ''}` : 'absolute inset-0'}
          />
          {overlay ? (
            <div className="absolute inset-0">
              {cover}
              <div className="absolute inset-0 bg-slate-950/30" />
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
                {phase === 'loading' ? (
                  <div role="status" className="flex flex-col items-center gap-3 text-white">
                    <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
                    <span className="text-sm font-semibold drop-shadow">{t('player.loading')}</span>
                  </div>
                ) : null}
                {phase === 'idle' && !playable ? (
                  <p className="rounded-lg bg-slate-950/80 px-4 py-2 text-sm text-white">{t('player.unavailable')}</p>
                ) : null}
                {phase === 'failed' ? (
                  <div role="alert" className="max-w-md space-y-3 rounded-lg bg-slate-950/85 px-4 py-3 text-sm text-white">
                    <p>{t('player.scriptError')}</p>
                    <button
                      type="button"
                      onClick={play}
                      className="rounded-md bg-white px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50"
                    >
                      {t('player.retry')}
                    </button>
                  </div>
                ) : null}
              </div>
              {phase === 'idle' && playable ? (
                // In a corner, never over the poster's title (drawn in its middle): docs/behaviour.md §904.
                <button
                  type="button"
                  onClick={play}
                  aria-label={t('player.play', { title })}
                  className="absolute start-3 bottom-3 flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform hover:scale-105 focus-visible:outline-white sm:start-4 sm:bottom-4 sm:size-16"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="ms-1 size-7 sm:size-8" fill="currentColor">
                    <path d="M7 4.5v15l12-7.5z" />
                  </svg>
                </button>
              ) : null}
              {phase === 'idle' && pendingSeek !== null && playable ? (
                // Inside the player's box: the line comes and goes without moving the page.
                <p className="absolute start-3 top-3 rounded-md bg-slate-950/80 px-2 py-1 text-sm text-white tabular-nums sm:start-4 sm:top-4">
                  {t('player.startsAt', { time: formatTime(pendingSeek) })}
                </p>
              ) : null}
              {phase === 'idle' ? <DurationBadge duration={duration} large /> : null}
            </div>
          ) : null}
        </section>
      </div>
      {error && error !== 'scriptError' ? (
        <p role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(ERROR_KEYS[error])}
        </p>
      ) : null}
    </div>
  );
}
