import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';

interface PreviewPlayerProps {
  title: string;
  youtubeId: string;
  thumbnail: string | null;
}

/**
 * The preview's player. The embed autoplays on open (docs/behaviour.md §2), but only once the video
 * host has answered: its poster (the thumbnail, from the same host) loading is the sign. Until then,
 * and for good when the host is unreachable (offline), a poster with a Play button stands in its
 * place instead of the browser's broken-page icon; Play loads the embed whatever the poster did.
 */
export function PreviewPlayer({ title, youtubeId, thumbnail }: PreviewPlayerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [embed, setEmbed] = useState<'no' | 'host answered' | 'pressed'>('no');
  const [posterFailed, setPosterFailed] = useState(!thumbnail);

  if (embed !== 'no') {
    return (
      <iframe
        // Play replaced itself: focus goes on to the player rather than back to the page.
        ref={(frame) => {
          if (embed === 'pressed') frame?.focus();
        }}
        title={t('preview.playerTitle', { title })}
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded bg-gray-900"
      />
    );
  }
  return (
    <div
      data-testid="preview-poster"
      className="relative aspect-video w-full overflow-hidden rounded bg-gradient-to-br from-brand-700 to-brand-900"
    >
      {thumbnail && !posterFailed ? (
        <img
          src={thumbnail}
          alt=""
          className="size-full object-cover"
          onLoad={() => setEmbed('host answered')}
          onError={() => setPosterFailed(true)}
        />
      ) : null}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center sm:gap-3 sm:p-4">
        {/* The dialog is named by the title already: this copy is for the eye. */}
        {posterFailed ? (
          <p aria-hidden="true" dir="auto" className="line-clamp-1 font-semibold text-white sm:line-clamp-2 sm:text-lg">
            {title}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => setEmbed('pressed')}
          aria-label={t('preview.play', { title })}
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg hover:bg-white focus-visible:outline-white sm:size-16"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ms-1 size-6 sm:size-8" fill="currentColor">
            <path d="M7 4.5v15l12-7.5z" />
          </svg>
        </button>
        {posterFailed ? (
          <p className="rounded bg-gray-950/80 px-3 py-1 text-xs text-white sm:py-1.5 sm:text-sm">{t('preview.hostUnreachable')}</p>
        ) : null}
      </div>
    </div>
  );
}
