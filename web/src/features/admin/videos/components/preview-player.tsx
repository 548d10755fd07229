import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import { useAdminPoster } from '../../kit/api/admin-poster.ts';
import { videoHostAnswers } from '../video-host.ts';
import { IconButton } from '../../../../components/ui/icon-button.tsx';

interface PreviewPlayerProps {
  title: string;
  youtubeId: string;
  thumbnail: string | null;
}

/**
 * The preview's player. The embed autoplays on open (docs/behaviour.md §2), but only once the video
 * host has answered (video-host.ts). Until then, and for good when the host is unreachable
 * (offline), the site's poster with a Play button stands in its place instead of the browser's
 * broken-page frame; Play loads the embed whatever the host did.
 */
export function PreviewPlayer({ title, youtubeId, thumbnail }: PreviewPlayerProps) {
  const { t } = useTranslation(VIDEOS_NS);
  const [embed, setEmbed] = useState<'no' | 'host answered' | 'pressed'>('no');
  const [hostSilent, setHostSilent] = useState(false);
  const poster = useAdminPoster(thumbnail);
  const posterFailed = poster === null;
  useEffect(() => {
    let open = true;
    void videoHostAnswers().then((answered) => {
      if (!open) return;
      if (answered) setEmbed((current) => (current === 'no' ? 'host answered' : current));
      else setHostSilent(true);
    });
    return () => {
      open = false;
    };
  }, []);

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
      {poster ? <img src={poster} alt="" className="size-full object-cover" /> : null}
      {/* The dialog is named by the title already: this copy is for the eye, where no poster shows it. */}
      {posterFailed ? (
        <p
          aria-hidden="true"
          dir="auto"
          className="absolute inset-x-3 top-1/3 line-clamp-1 text-center font-semibold text-white sm:line-clamp-2 sm:text-lg"
        >
          {title}
        </p>
      ) : null}
      {/* In a corner: the poster's own title, drawn in its middle, stays readable. */}
      <div className="absolute start-3 bottom-3 flex flex-wrap items-center gap-2 sm:start-4 sm:bottom-4">
        <IconButton
          label={t('preview.play', { title })}
          tone="raised"
          size="lg"
          onClick={() => setEmbed('pressed')}
          className="focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ms-1 size-6 sm:size-7" fill="currentColor">
            <path d="M7 4.5v15l12-7.5z" />
          </svg>
        </IconButton>
        {hostSilent ? (
          <p className="rounded bg-gray-950/80 px-3 py-1 text-xs text-white sm:py-1.5 sm:text-sm">{t('preview.hostUnreachable')}</p>
        ) : null}
      </div>
    </div>
  );
}
