import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { shortDescription } from '#contracts/public-pages';
import { DataText } from '../../../components/ui/data-text.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { collectionQueryOptions } from '../../../features/collections/api/get-collections.ts';
import { PageLinks } from '../../../features/collections/components/page-links.tsx';
import { inPageLanguage } from '../../../features/collections/in-page-language.ts';
import { VideoGrid } from '../../../features/videos/components/video-grid.tsx';
import { RecordPending, recordPageOf } from '../../../features/records/record-pending.tsx';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/**
 * docs/behaviour.md §1200: one collection, its interviews the public may see in the order staff gave them, a page at a
 * time (links, so the pages read without script).
 */
export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = recordPageOf(params);
  const { t, i18n } = useTranslation(RECORDS_NAMESPACES);
  const query = useQuery(collectionQueryOptions(slug, page));
  if (!query.data) return <RecordPending query={query} kind="collection" onward={{ to: paths.collections, label: t('collection.all') }} />;
  const collection = query.data;
  const title = inPageLanguage(collection.title, collection.title_ar, i18n.language);
  const description = inPageLanguage(collection.description, collection.description_ar, i18n.language);
  const pages = Math.max(1, Math.ceil(collection.count / DEFAULT_PAGE_SIZE));
  return (
    <div className="container-page py-10">
      <PageTitle title={title} description={shortDescription(description, t('meta.collection.description'))} canonical />
      <p className="mb-4 text-sm">
        <Link to={paths.collections} className="text-brand-700 underline-offset-2 hover:underline">
          {t('collection.all')}
        </Link>
      </p>
      <header className="mb-8 space-y-3">
        <h1 className="text-page-start text-3xl font-semibold text-brand-900" dir="auto">
          {title}
        </h1>
        {description ? (
          <DataText as="p" text={description} className="max-w-3xl whitespace-pre-line text-page-start text-slate-700" />
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span data-testid="list-count">{t('collections.count', { count: collection.count })}</span>
          <a href={collection.iiif} className="text-brand-700 underline-offset-2 hover:underline">
            {t('collection.iiif')}
          </a>
        </p>
      </header>
      <h2 className="sr-only">{t('collection.interviews')}</h2>
      {collection.media.length === 0 ? (
        <p className="py-12 text-center text-slate-700">{t('collection.empty')}</p>
      ) : (
        <VideoGrid videos={collection.media} priorityFirst />
      )}
      <PageLinks page={page} pages={pages} path={paths.collection(collection.slug)} />
    </div>
  );
}

export const handle: RenderAheadHandle = {
  renderAhead: ({ params, searchParams, fetch }) =>
    params.slug ? fetch(collectionQueryOptions(params.slug, recordPageOf(searchParams))) : Promise.resolve(),
};
