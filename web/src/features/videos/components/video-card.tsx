import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchField, MediaSummary } from '#contracts/media';
import { DurationBadge } from '../../../components/ui/duration-badge.tsx';
import { splitSnippet } from '../highlight-snippet.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';

/** Spec §2 Archive: badges for these match fields, in this order. */
const BADGE_FIELDS = ['region', 'places', 'guest', 'topics'] as const satisfies readonly MatchField[];

/** One video in a grid: thumbnail, duration, title; on search results also match badges and a snippet. */
export function VideoCard({ video }: { video: MediaSummary }) {
  const { t } = useTranslation();
  const badges = BADGE_FIELDS.filter((field) => video.match?.fields.includes(field));
  const snippet = video.match?.snippet ?? null;
  const detail = `/archive/${video.id}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={detail} className="flex flex-1 flex-col rounded-xl">
        <div className="relative aspect-video overflow-hidden bg-slate-200">
          <VideoThumbnail src={video.thumbnail} />
          <DurationBadge duration={video.duration} />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 dir="auto" className="text-start text-lg font-semibold text-brand-900 group-hover:text-brand-700">{video.title}</h3>
          {video.guest ? <p dir="auto" className="text-start text-sm text-slate-700">{video.guest}</p> : null}
        </div>
      </Link>
      {badges.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 px-4 pb-3">
          <span className="sr-only">{t('archive.matchedIn')}</span>
          {badges.map((field) => (
            <span key={field} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {t(`archive.badges.${field}`)}
            </span>
          ))}
        </div>
      ) : null}
      {snippet ? (
        <Link
          to={snippet.start_seconds !== null ? `${detail}?t=${snippet.start_seconds}` : detail}
          className="mx-4 mb-4 block rounded-lg bg-brand-50 p-3 text-sm text-slate-800 hover:bg-brand-100"
        >
          <span className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs font-semibold text-brand-700">
            <span>{t('archive.snippet.label')}</span>
            {snippet.start_time ? <span>{t('archive.snippet.at', { time: snippet.start_time })}</span> : null}
          </span>
          <span dir="auto" className="block text-start">
            {splitSnippet(snippet.text).map((part, index) =>
              part.match ? <mark key={index} className="match">{part.text}</mark> : <span key={index}>{part.text}</span>,
            )}
          </span>
        </Link>
      ) : null}
    </article>
  );
}
