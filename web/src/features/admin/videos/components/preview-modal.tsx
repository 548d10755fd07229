import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import type { MediaSummary } from '#contracts/media';
import { isWebUrl } from '#contracts/web-url';
import { Modal } from '../../../../components/ui/modal.tsx';
import { formatLongDate, formatNumber } from '../../../../lib/format.ts';
import type { KeysUnder } from '../../../../lib/i18n-keys.ts';
import { formatLocation } from '../filter-videos.ts';
import { PreviewPlayer } from './preview-player.tsx';
import { Button } from '../../../../components/ui/button.tsx';

/** docs/behaviour.md §2: autoplaying embed (once the video host answers), Video Details and Metadata with their defaults. */
export function PreviewModal({ video, onClose }: { video: MediaSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation(VIDEOS_NAMESPACES);
  const none = t('preview.none');
  const metadata = video.metadata;
  const date = formatLongDate(video.interview_date, i18n.resolvedLanguage) || none;
  const details: PreviewRow[] = [
    ['guest', video.guest || none],
    ['host', video.host || none],
    ['date', date],
    ['location', formatLocation(video) || none],
    ['visibility', t(`admin:visibility.${video.visibility}`)],
  ];
  const meta: PreviewRow[] = [
    ['views', formatNumber(metadata?.views ?? 0, i18n.resolvedLanguage)],
    ['likes', formatNumber(metadata?.likes ?? 0, i18n.resolvedLanguage)],
    ['comments', formatNumber(metadata?.comments ?? 0, i18n.resolvedLanguage)],
    ['category', metadata?.category || t('preview.notAvailable')],
    ['tags', metadata?.tags.length ? metadata.tags.join(', ') : t('preview.noTags')],
    ['featured', metadata?.featured ? t('preview.yes') : t('preview.no')],
  ];

  return (
    <Modal title={<span dir="auto">{video.title}</span>} onClose={onClose} size="xl">
      {video.youtubeid ? (
        <PreviewPlayer key={video.id} title={video.title} youtubeId={video.youtubeid} thumbnail={video.thumbnail} />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded bg-gray-900 p-4 text-center text-gray-200">
          {t('preview.noVideo')}
        </div>
      )}
      {/* The embed needs the video host, which may be unreachable (offline): offer the link too, web addresses only. */}
      {isWebUrl(video.url) && (
        <p className="mb-4 mt-2 text-sm text-gray-600">
          {t('preview.fallback')}{' '}
          <a href={video.url} target="_blank" rel="noreferrer" className="text-brand-600 underline">
            {t('preview.openOnYoutube')}
          </a>
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <section>
          <h3 className="mb-2 font-semibold">{t('preview.details')}</h3>
          <PreviewList rows={details} />
        </section>
        <section>
          <h3 className="mb-2 font-semibold">{t('preview.metadata')}</h3>
          <PreviewList rows={meta} />
        </section>
      </div>
      {/* Sticky: on a short screen the details scroll, and Close stays in view. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 border-t border-gray-200 bg-white px-6 py-3 text-end">
        <Button onClick={onClose}>{t('admin:common.close')}</Button>
      </div>
    </Modal>
  );
}

/** Label and value rows; labels are `preview.<key>` texts, values may be user text. */
type PreviewRow = [KeysUnder<'adminVideos', 'preview.'>, string];

function PreviewList({ rows }: { rows: PreviewRow[] }) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-gray-600">{t(`preview.${key}`)}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
