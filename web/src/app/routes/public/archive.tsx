import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchBox } from '../../../features/search-box/search-box.tsx';
import { videosQueryOptions } from '../../../features/videos/api/get-videos.ts';
import { VideoGrid } from '../../../features/videos/components/video-grid.tsx';

/** Spec §2 Archive: ?search= drives a server-side search; loading, error, empty and list states. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const query = useInfiniteQuery(videosQueryOptions(search));
  const videos = query.data?.pages.flatMap((page) => page.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;

  const onSearch = (term: string) => setParams(term ? { search: term } : {});

  return (
    <div className="container-page py-10">
      <PageTitle title={t('meta.archive.title')} description={t('meta.archive.description')} canonical />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-semibold text-brand-900">{t('archive.title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('archive.description')}</p>
        <div className="max-w-2xl pt-2">
          <SearchBox initialValue={search} onSearch={onSearch} />
        </div>
      </header>

      {/* Cards are h3: a heading level sits between them and the page's h1 (issue 11: headings in order). */}
      {!search ? <h2 className="sr-only">{t('archive.allVideos')}</h2> : null}
      {search && query.isSuccess ? (
        <div className="mb-6">
          <h2 className="text-xl font-semibold text-brand-900">
            {`${t('archive.searchResults')} `}
            <bdi dir="auto">{t('archive.quoted', { term: search })}</bdi>
          </h2>
          <p role="status" className="text-slate-700">{t('archive.resultsFound', { count })}</p>
        </div>
      ) : null}

      {query.isPending ? <Spinner label={t('archive.loading')} showLabel /> : null}
      {query.isError ? (
        <ErrorBox message={t('archive.loadError')} detail={query.error.message} />
      ) : null}
      {query.isSuccess && videos.length === 0 ? <EmptyState searching={search !== ''} onShowAll={() => onSearch('')} /> : null}
      {videos.length > 0 ? (
        <>
          <VideoGrid videos={videos} />
          {query.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <button type="button" className="btn-secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {query.isFetchingNextPage ? t('app.loading') : t('archive.loadMore')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function EmptyState({ searching, onShowAll }: { searching: boolean; onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <img src="/no-results.svg" alt={t('archive.noResultsAlt')} className="size-32" width={160} height={160} />
      <p className="text-xl font-semibold text-brand-900">{searching ? t('archive.noResults') : t('archive.noVideos')}</p>
      {searching ? (
        <>
          <p className="text-slate-700">{t('archive.noResultsHint')}</p>
          <button type="button" className="btn-secondary" onClick={onShowAll}>{t('archive.showAll')}</button>
        </>
      ) : null}
    </div>
  );
}
