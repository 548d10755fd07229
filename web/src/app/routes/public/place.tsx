import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, NEARBY_KM } from '#contracts/constants';
import { shortDescription } from '#contracts/public-pages';
import type { Place } from '#contracts/places';
import { DataText } from '../../../components/ui/data-text.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { PageLinks } from '../../../features/collections/components/page-links.tsx';
import { placeQueryOptions } from '../../../features/places/api/get-place.ts';
import { PlaceSketch } from '../../../features/places/components/place-sketch.tsx';
import { AuthorityLinks } from '../../../features/records/components/authority-links.tsx';
import { VideoGrid } from '../../../features/videos/components/video-grid.tsx';
import { RecordPending, recordPageOf } from '../../../features/records/record-pending.tsx';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/**
 * docs/behaviour.md §1300: a place of the gazetteer, its names in both scripts, where it sits, its position, its
 * identifiers in other catalogues, its public interviews a page at a time and the places near it. Everything is a link
 * or text, so the page reads without script.
 */
export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = recordPageOf(params);
  const { t, i18n } = useTranslation(RECORDS_NAMESPACES);
  const query = useQuery(placeQueryOptions(slug, page));
  if (!query.data) return <RecordPending query={query} kind="place" onward={{ to: paths.map, label: t('place.openMap') }} />;
  const place = query.data;
  const arabic = i18n.language.startsWith('ar');
  const shown = (ref: { name: string; name_ar: string | null }) => (arabic && ref.name_ar) || ref.name;
  const other = arabic ? (place.name_ar ? place.name : null) : place.name_ar;
  const pages = Math.max(1, Math.ceil(place.count / DEFAULT_PAGE_SIZE));
  // As the server writes it (api/src/features/seo/place-page.ts): the name and where it sits.
  const within = place.ancestors
    .map(shown)
    .reverse()
    .join(arabic ? '، ' : ', ');
  return (
    <div className="container-page py-10">
      <PageTitle
        title={shown(place)}
        description={shortDescription(within ? `${shown(place)} (${within})` : '', t('meta.place.description'))}
        canonical
      />
      <Breadcrumb place={place} shown={shown} />
      <header className="mb-8 grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t(`place.kind.${place.kind}`)}</p>
          <h1 className="text-page-start text-3xl font-semibold text-brand-900" data-testid="place-name">
            <DataText text={shown(place)} />
          </h1>
          {other ? (
            <p className="text-slate-700">
              {t('place.otherName')}: <DataText text={other} className="font-semibold" />
            </p>
          ) : null}
          <p className="text-sm text-slate-600" data-testid="list-count">
            {t('place.count', { count: place.count })}
          </p>
          <AuthorityLinks authority={place.authority} />
        </div>
        <PlaceSketch place={place} shownName={shown} />
      </header>
      <h2 className="mb-4 text-xl font-semibold text-brand-900">{t('place.interviews')}</h2>
      <VideoGrid videos={place.media} priorityFirst />
      <PageLinks page={page} pages={pages} path={paths.place(place.slug)} label={t('place.pages')} />
      <Nearby place={place} shown={shown} />
    </div>
  );
}

type Shown = (ref: { name: string; name_ar: string | null }) => string;

/** Where the place sits: its province, then its commune, each linked; the place itself last. */
function Breadcrumb({ place, shown }: { place: Place; shown: Shown }) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  if (place.ancestors.length === 0) return null;
  return (
    <nav aria-label={t('place.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-slate-700">
        {place.ancestors.map((outer) => (
          <li key={outer.slug} className="flex items-center gap-x-2">
            <Link to={paths.place(outer.slug)} className="text-brand-700 underline-offset-2 hover:underline">
              <DataText text={shown(outer)} />
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page">
          <DataText text={shown(place)} />
        </li>
      </ol>
    </nav>
  );
}

function Nearby({ place, shown }: { place: Place; shown: Shown }) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  return (
    <section aria-labelledby="place-nearby" className="mt-10">
      <h2 id="place-nearby" className="mb-3 text-xl font-semibold text-brand-900">
        {t('place.nearby')}
      </h2>
      {place.nearby.length === 0 ? (
        <p className="text-slate-700">{t('place.noNearby', { radius: NEARBY_KM })}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="place-nearby">
          {place.nearby.map((near) => (
            <li key={near.slug}>
              <Link
                to={paths.place(near.slug)}
                className="inline-flex gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <DataText text={shown(near)} />
                <span className="text-slate-600">{t('place.distance', { distance: near.distance_km })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const handle: RenderAheadHandle = {
  renderAhead: ({ params, searchParams, fetch }) =>
    params.slug ? fetch(placeQueryOptions(params.slug, recordPageOf(searchParams))) : Promise.resolve(),
};
