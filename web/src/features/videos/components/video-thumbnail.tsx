import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

/** The video's picture from the site (stored thumbnail or generated poster), or a drawn placeholder when it fails. */
export function VideoThumbnail({ src, priority = false }: { src: string | null; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <ImageWithFallback
      src={src}
      alt=""
      priority={priority}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
      fallback={
        <div
          data-testid="thumbnail-fallback"
          className="flex size-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900"
        >
          <svg
            role="img"
            aria-label={t('video.thumbnailUnavailable')}
            viewBox="0 0 48 48"
            className="size-14 text-white/80"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <rect x="5" y="10" width="38" height="28" rx="5" />
            <path d="M20 18v12l10-6z" fill="currentColor" />
          </svg>
        </div>
      }
    />
  );
}
