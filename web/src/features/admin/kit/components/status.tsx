import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';
import type { Visibility } from '#contracts/constants';
import type { MediaSummary } from '#contracts/media';
import { formatLongDate } from '../../../../lib/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { DurationBadge } from '../../../../components/ui/duration-badge.tsx';
import { ImageWithFallback } from '../../../../components/ui/image-with-fallback.tsx';
import { useAdminPoster } from '../api/admin-poster.ts';

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation(ADMIN_NS);
  const tone = visibility === 'public' ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`visibility.${visibility}`)}</span>;
}

/** Open, On request, Sealed until a day, and how many passages are withheld (docs/behaviour.md §300). */
export function AccessBadges({ video }: { video: Pick<MediaSummary, 'access' | 'sealed_until' | 'withheld_passages'> }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const label =
    video.access === 'sealed' && video.sealed_until
      ? t('access.badgeSealed', { date: formatLongDate(video.sealed_until, i18n.language) })
      : t(video.access === 'on_request' ? 'access.badgeOnRequest' : 'access.badgeOpen');
  const tone = video.access === 'open' ? 'bg-sky-100 text-sky-800' : 'bg-amber-100 text-amber-900';
  return (
    <>
      <span data-access={video.access} className={`ms-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
        {label}
      </span>
      {video.withheld_passages > 0 ? (
        <span className="ms-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t('access.badgePassages', { count: video.withheld_passages })}
        </span>
      ) : null}
    </>
  );
}

/** A video's picture from the site itself (docs/behaviour.md §902), with a plain background while it loads. */
export function Thumbnail({ src, duration }: { src: string | null; duration: string }) {
  const poster = useAdminPoster(src);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-brand-100">
      <ImageWithFallback src={poster} alt="" fallback={null} className="size-full object-cover" />
      <DurationBadge duration={duration} />
    </div>
  );
}

/** The outcome of the last action on a screen (restore, delete…), announced by screen readers. */
export interface ActionStatus {
  tone: 'ok' | 'error';
  text: string;
  /** A way back from what was just done (Undo after a delete). */
  action?: { label: string; onClick: () => void; busy?: boolean };
}

export function ActionStatusLine({ status }: { status: ActionStatus | null }) {
  return (
    <div role="status" aria-live="polite" className="mb-4 empty:hidden">
      {status && (
        <p
          className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded px-4 py-2 ${status.tone === 'ok' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          <span>{status.text}</span>
          {status.action && (
            <Button variant="link" disabled={status.action.busy} onClick={status.action.onClick} className="font-semibold underline">
              {status.action.label}
            </Button>
          )}
        </p>
      )}
    </div>
  );
}

/** A video's title and guest as every admin list shows them; `heading` is the level the list needs. */
export function TitleAndGuest({ title, guest, heading: Heading = 'h3' }: { title: string; guest: string | null; heading?: 'h2' | 'h3' }) {
  return (
    <>
      <Heading dir="auto" className="font-semibold text-brand-900">
        {title}
      </Heading>
      {guest && (
        <p dir="auto" className="text-sm text-gray-600">
          {guest}
        </p>
      )}
    </>
  );
}
