import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gazetteer } from '#contracts/gazetteer';
import type { MediaPage } from '#contracts/media';
import { Link } from 'react-router';
import { DataText, PlaceName } from '../../../components/ui/data-text.tsx';
import { type ArchiveFilters, archiveUrl } from '../../../lib/archive-filters.ts';
import { useArabicName } from '../../../lib/arabic-labels.ts';
import type { FetchAhead } from '../../../lib/render-ahead.ts';
import { RELATED_SIZE, relatedVideosQueryOptions } from '../api/get-videos.ts';
import { type Chip, VideoChips } from './video-chips.tsx';
import { VideoGrid } from './video-grid.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/** What a video page links onwards by: its region, places, topics, guest and host. */
export interface LinkedVideo {
  id: string;
  region: string;
  places: string[];
  topics: string[];
  guest: string;
  host: string;
}

/** The video page's chips, each opening the archive filtered by it. */
export function VideoLinks({ video }: { video: LinkedVideo }) {
  const { t } = useTranslation(VIDEO_NS);
  const chips: Chip[] = [
    ...(video.region ? [{ facet: 'region' as const, value: video.region }] : []),
    ...video.places.filter((place) => place !== video.region).map((value) => ({ facet: 'place' as const, value })),
    ...video.topics.map((value) => ({ facet: 'topic' as const, value })),
    ...[video.guest, video.host].filter(Boolean).map((value) => ({ facet: 'person' as const, value })),
  ];
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="video-links" className="space-y-3">
      <h2 id="video-links" className="text-lg font-semibold text-brand-900">
        {t('related.filterLinks')}
      </h2>
      <VideoChips chips={chips} />
    </section>
  );
}

/** What a video's related sections ask for: its region (or first place), that region's province, its guest (or host). */
function relatedFilters(video: LinkedVideo) {
  const province = video.region ? gazetteer.provinceOf(video.region) : undefined;
  const place: ArchiveFilters | null = video.region ? { region: video.region } : video.places[0] ? { place: video.places[0] } : null;
  const wider: ArchiveFilters | null = province && province !== video.region ? { region: province } : null;
  const person = video.guest || video.host;
  return { place, wider, person };
}

/** The other interviews of a related list, as many as are shown. */
const others = (page: MediaPage | undefined, video: LinkedVideo) =>
  (page?.results ?? []).filter((other) => String(other.id) !== video.id).slice(0, RELATED_SIZE);

/**
 * "More from {place}" and "More with {person}" at the end of a video page (docs/decisions.md §92). A region
 * holding no other interview widens to its province (gazetteer).
 */
export function RelatedVideos({ video }: { video: LinkedVideo }) {
  const { place, wider, person } = relatedFilters(video);
  return (
    <>
      {place ? <RelatedSection filters={place} wider={wider} video={video} kind="place" /> : null}
      {person ? <RelatedSection filters={{ person }} wider={null} video={video} kind="person" /> : null}
    </>
  );
}

/** The lists `RelatedVideos` will ask for, fetched before the server draws the page (lib/render-ahead.ts). */
export function fetchRelatedAhead(video: LinkedVideo, fetch: FetchAhead): Promise<unknown> {
  const { place, wider, person } = relatedFilters(video);
  return Promise.all([
    place &&
      fetch(relatedVideosQueryOptions(place)).then((page) =>
        page && wider && others(page, video).length === 0 ? fetch(relatedVideosQueryOptions(wider)) : undefined,
      ),
    person && fetch(relatedVideosQueryOptions({ person })),
  ]);
}

interface RelatedSectionProps {
  filters: ArchiveFilters;
  /** Asked for when `filters` find no other interview. */
  wider: ArchiveFilters | null;
  video: LinkedVideo;
  kind: 'place' | 'person';
}

function RelatedSection({ filters, wider, video, kind }: RelatedSectionProps) {
  const { t } = useTranslation(VIDEO_NS);
  const narrow = useQuery(relatedVideosQueryOptions(filters));
  const widen = narrow.isSuccess && others(narrow.data, video).length === 0 && wider !== null;
  const broad = useQuery({ ...relatedVideosQueryOptions(wider ?? {}), enabled: widen });
  const chosen = widen ? wider : filters;
  const shown = others(widen ? broad.data : narrow.data, video);
  const name = chosen.region ?? chosen.place ?? chosen.person ?? '';
  // Staff's Arabic form of the place on Arabic pages (docs/behaviour.md §804).
  const arabicName = useArabicName('place', name);
  if (shown.length === 0) return null;
  const id = `related-${kind}`;
  const shownName = kind === 'place' ? arabicName : name;
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-brand-900">
          {kind === 'place' ? (
            <>
              {t('related.moreFrom', { place: '' })}
              <PlaceName name={name} />
            </>
          ) : (
            <>
              {t('related.moreWith', { person: '' })}
              <DataText text={name} />
            </>
          )}
        </h2>
        {/* The link names where it goes (the place or person), not a bare "See all". */}
        <Link to={archiveUrl(chosen)} className="text-sm font-semibold text-brand-700 underline">
          {t('related.seeAllOf', { name: shownName })}
        </Link>
      </div>
      <VideoGrid videos={shown} />
    </section>
  );
}
