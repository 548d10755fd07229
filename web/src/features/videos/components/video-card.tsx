import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchField, MediaSummary } from '#contracts/media';
import { DataText, LanguageName, PlaceName } from '../../../components/ui/data-text.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { DurationBadge } from '../../../components/ui/duration-badge.tsx';
import { splitSnippet } from '../highlight-snippet.ts';
import { type Chip, VideoChips } from './video-chips.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';
import { paths } from '../../../config/paths.ts';

/** docs/behaviour.md §2 Archive: badges for these match fields, in this order. */
const BADGE_FIELDS = ['region', 'places', 'guest', 'topics'] as const satisfies readonly MatchField[];

/** Region, first topics and guest of a card as archive links. */
function cardChips(video: MediaSummary): Chip[] {
  return [
    ...(video.region?.name.trim() ? [{ facet: 'region' as const, value: video.region.name.trim() }] : []),
    ...video.topics.slice(0, 2).map((topic) => ({ facet: 'topic' as const, value: topic.name })),
    ...(video.guest ? [{ facet: 'person' as const, value: video.guest }] : []),
  ];
}

/** A card in the grid (picture above) or a row of the denser list (small picture at the start). */
export type VideoCardLayout = 'grid' | 'list';

/**
 * One video in a grid: picture, duration, title, guest, region · date · language and chips; on
 * search results also match badges and a snippet. The title comes first in the link (the picture
 * is moved before it visually) so the link's name starts with it. The block follows the page's
 * direction; each archive text keeps its own (`dir`) but lines up on the page's start edge
 * (`text-page-start`), so a title in the other script does not give the card a second edge. In the list layout the picture is a
 * small one at the row's start and the text keeps no reserved heights (docs/behaviour.md §900).
 */
export function VideoCard({
  video,
  layout = 'grid',
  priority = false,
}: {
  video: MediaSummary;
  layout?: VideoCardLayout;
  /** The first card of a page whose largest picture it is (ImageWithFallback `priority`). */
  priority?: boolean;
}) {
  const list = layout === 'list';
  const { t, i18n } = useTranslation();
  const badges = BADGE_FIELDS.filter((field) => video.match?.fields.includes(field));
  const snippet = video.match?.snippet ?? null;
  const detail = paths.video(video.id);
  const region = video.region?.name.trim();
  const date = formatLongDate(video.interview_date, i18n.language);
  const meta = [
    region ? <PlaceName key="region" name={region} /> : null,
    date ? <span key="date">{date}</span> : null,
    video.original_language ? <LanguageName key="language" value={video.original_language} /> : null,
  ].filter((part) => part !== null);
  return (
    <article
      data-layout={layout}
      className={`group flex flex-col overflow-hidden border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${list ? 'rounded-lg' : 'rounded-xl'}`}
    >
      <Link to={detail} className={list ? 'flex gap-3 rounded-lg p-2 sm:gap-4' : 'flex flex-1 flex-col rounded-xl'}>
        {/* Grid: fixed text heights (two title lines, one guest line, one meta line): the skeleton has the same size, so nothing moves when cards arrive. */}
        <div className={list ? 'flex min-w-0 flex-1 flex-col gap-0.5 py-0.5' : 'flex flex-1 flex-col gap-1 p-4'}>
          <DataText
            as="h3"
            text={video.title}
            className={
              list
                ? 'line-clamp-2 text-page-start text-base font-semibold text-brand-900 group-hover:text-brand-700'
                : 'line-clamp-2 min-h-14 text-page-start text-lg font-semibold text-brand-900 group-hover:text-brand-700'
            }
          />
          <DataText as="p" text={video.guest ?? ''} className="min-h-5 truncate text-page-start text-sm text-slate-700" />
          <p className="min-h-5 truncate text-start text-sm text-slate-600" data-testid="card-meta">
            {meta.flatMap((part, index) =>
              index === 0
                ? [part]
                : [
                    // One text, not three: hydration would split text the server wrote as one (docs/decisions.md §2612).
                    <span key={`dot${index}`} aria-hidden="true">
                      {' · '}
                    </span>,
                    part,
                  ],
            )}
          </p>
        </div>
        <div
          className={
            list
              ? 'relative order-first aspect-video w-28 shrink-0 self-start overflow-hidden rounded-md bg-slate-200 sm:w-40'
              : 'relative order-first aspect-video overflow-hidden bg-slate-200'
          }
        >
          <VideoThumbnail src={video.thumbnail} priority={priority} />
          <DurationBadge duration={video.duration} />
        </div>
      </Link>
      <VideoChips chips={cardChips(video)} className={list ? 'ps-[8.25rem] pe-2 pb-2 sm:ps-[11.5rem]' : 'px-4 pb-3'} />
      {badges.length > 0 ? (
        <div className={`flex flex-wrap items-center gap-1.5 ${list ? 'ps-[8.25rem] pe-2 pb-2 sm:ps-[11.5rem]' : 'px-4 pb-3'}`}>
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
          className={`block rounded-lg bg-brand-50 p-3 text-sm text-slate-800 hover:bg-brand-100 ${list ? 'mx-2 mb-2' : 'mx-4 mb-4'}`}
        >
          <span className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs font-semibold text-brand-700">
            <span>{t('archive.snippet.label')}</span>
            {snippet.start_time ? <span>{t('archive.snippet.at', { time: snippet.start_time })}</span> : null}
          </span>
          <span dir="auto" className="block text-page-start">
            {splitSnippet(snippet.text).map((part, index) =>
              part.match ? (
                <mark key={index} className="match">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </span>
        </Link>
      ) : null}
    </article>
  );
}
