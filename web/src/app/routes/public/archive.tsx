import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { MEDIA_SORTS, type MediaSort } from '#contracts/media-facets';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { recordMatchesQueryOptions } from '../../../features/record-matches/api/get-record-matches.ts';
import { RecordMatches } from '../../../features/record-matches/components/record-matches.tsx';
import { SearchBox } from '../../../features/search-box/search-box.tsx';
import { videosQueryOptions } from '../../../features/videos/api/get-videos.ts';
import { AllWordsSuggestion } from '../../../features/videos/components/all-words-suggestion.tsx';
import { ActiveFilters, FacetPanel } from '../../../features/videos/components/facet-panel.tsx';
import { keepLayout, ResultsLayoutToggle, useResultsLayout } from '../../../features/videos/components/results-layout.tsx';
import { VideoGrid } from '../../../features/videos/components/video-grid.tsx';
import { ARCHIVE_PAGE_PARAM, type ArchiveFilters, archiveParams } from '../../../lib/archive-filters.ts';
import { arabicLabelsQueryOptions } from '../../../lib/arabic-labels.ts';
import { readArchiveFilters, readArchivePages } from '../../../lib/read-archive-filters.ts';
import { BROWSE_NAMESPACES } from '../../../locales/browse-namespace.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { HydratedLater } from '../../../lib/hydrate-in-parts.tsx';

/**
 * docs/behaviour.md §2 Archive, with facets and sort (docs/decisions.md §87): the whole state (search, facets, sort) lives
 * in the URL, so it can be shared and reloaded, and Back restores the previous one.
 */
export function Component() {
  const { t, i18n } = useTranslation(BROWSE_NAMESPACES);
  const [params, setParams] = useSearchParams();
  const filters = readArchiveFilters(params);
  const search = filters.search ?? '';
  const query = useInfiniteQuery(videosQueryOptions(filters, i18n.language, readArchivePages(params)));
  // Arabic pages name topics, languages and places by their Arabic forms (docs/behaviour.md §804): the
  // results and facets wait for those forms, so no name is swapped under the reader (no layout shift).
  const arabic = i18n.language.startsWith('ar');
  const labels = useQuery({ ...arabicLabelsQueryOptions(), enabled: arabic });
  // The records a search names stand above its results (docs/behaviour.md §1300): the results wait for them too, so they
  // never move down once drawn. The server's page holds both.
  const records = useQuery(recordMatchesQueryOptions(search));
  const pending = query.isPending || (arabic && labels.isPending) || records.isLoading;
  const videos = pending ? [] : (query.data?.pages.flatMap((page) => page.results) ?? []);
  const count = query.data?.pages[0]?.count ?? 0;
  const facets = pending ? undefined : query.data?.pages[0]?.facets;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const results = useRef<HTMLElement>(null);
  // docs/behaviour.md §900: on a phone the open filters end with "Show N results", which closes them
  // and brings the results (their count first) into view.
  const showResults = () => {
    // Closed first (synchronously), so the scroll lands where the results are once the panel is gone.
    flushSync(() => setFiltersOpen(false));
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.querySelector<HTMLElement>('[data-testid="list-count"]')?.focus({ preventScroll: true });
  };

  const [layout, setLayout] = useResultsLayout();
  const go = (next: ArchiveFilters) => setParams(keepLayout(archiveParams(next), params));
  const onSearch = (term: string) => go({ ...filters, search: term || undefined });
  const sorts = MEDIA_SORTS.filter((sort) => sort !== 'relevance' || search !== '');

  return (
    <div className="container-page py-10">
      <PageTitle title={t('common:meta.archive.title')} description={t('common:meta.archive.description')} canonical />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-semibold text-brand-900">{t('common:archive.title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('archive.description')}</p>
        <div className="max-w-2xl pt-2">
          <SearchBox
            key={search}
            initialValue={search}
            onSearch={onSearch}
            keep={keepLayout(archiveParams({ ...filters, search: undefined }), params)}
          />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-labelledby={`${panelId}-heading`} className="lg:order-none">
          <h2 id={`${panelId}-heading`} className="sr-only lg:not-sr-only lg:mb-4 lg:text-lg lg:font-semibold lg:text-brand-900">
            {t('browse.filters')}
          </h2>
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t('browse.hideFilters') : t('browse.showFilters')}
          </Button>
          <div id={panelId} className={`${filtersOpen ? 'mt-4 block' : 'hidden'} lg:block`}>
            {/* Hydrated in a task of its own, as each card is (docs/decisions.md §2611). */}
            {facets ? (
              <HydratedLater part="facets">
                <FacetPanel facets={facets} filters={filters} />
              </HydratedLater>
            ) : null}
            <div className="sticky bottom-0 mt-4 border-t border-slate-200 bg-white/95 py-3 lg:hidden">
              <Button className="w-full" data-testid="show-results" disabled={!query.isSuccess} onClick={showResults}>
                {t('browse.showResults', { count })}
              </Button>
            </div>
          </div>
        </aside>

        <section ref={results} aria-label={t('common:archive.title')} className="min-w-0 scroll-mt-20 space-y-6">
          <ActiveFilters filters={filters} />
          {pending ? null : <RecordMatches matches={records.data} />}
          {search && query.isSuccess ? (
            <h2 className="text-xl font-semibold text-brand-900">
              {`${t('archive.searchResults')} `}
              <bdi dir="auto">{t('archive.quoted', { term: search })}</bdi>
            </h2>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" tabIndex={-1} className="min-h-6 w-full text-slate-700 sm:w-auto" data-testid="list-count">
              {query.isSuccess ? (search ? t('archive.resultsFound', { count }) : t('browse.total', { count })) : ''}
              {query.isSuccess && videos.length > 0 && videos.length < count ? (
                <span data-testid="shown-of-total">{` (${t('browse.shown', { shown: videos.length, total: count })})`}</span>
              ) : null}
            </p>
            <ResultsLayoutToggle value={layout} onChange={setLayout} className="ms-auto" />
            {/* Without JavaScript the sort is a GET of the archive keeping the search, facets and layout, sent by a
                button only such a reader sees (docs/decisions.md §1013); the app changes it as soon as it is chosen. */}
            <form
              method="get"
              action={paths.archive}
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                go({ ...filters, sort: new FormData(event.currentTarget).get('sort') as MediaSort });
              }}
            >
              {[...keepLayout(archiveParams({ ...filters, sort: undefined }), params)].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <label className="flex items-center gap-2 text-sm text-slate-700">
                {t('browse.sort.label')}
                <select
                  name="sort"
                  className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
                  value={filters.sort ?? (search ? 'relevance' : 'newest')}
                  onChange={(event) => go({ ...filters, sort: event.target.value as MediaSort })}
                >
                  {sorts.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`browse.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClass('secondary', 'sm', 'hidden noscript:inline-flex')}>
                {t('browse.sortApply')}
              </button>
            </form>
          </div>

          {pending ? <Spinner label={t('archive.loading')} showLabel /> : null}
          {query.isError ? <ErrorBox message={t('archive.loadError')} detail={query.error.message} /> : null}
          {query.isSuccess && !pending && videos.length === 0 ? <EmptyState searching={params.size > 0} onShowAll={() => go({})} /> : null}
          {search ? <AllWordsSuggestion filters={filters} searchFoundNothing={query.isSuccess && count === 0} /> : null}
          {videos.length > 0 ? (
            <>
              <VideoGrid videos={videos} layout={layout} priorityFirst />
              {query.hasNextPage ? (
                <div className="mt-8 flex flex-col items-center gap-2">
                  <p className="text-sm text-slate-600">{t('browse.shown', { shown: videos.length, total: count })}</p>
                  <LoadMoreLink
                    pages={Math.ceil(videos.length / DEFAULT_PAGE_SIZE) + 1}
                    loading={query.isFetchingNextPage}
                    onLoadMore={() => void query.fetchNextPage()}
                  />
                </div>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

function EmptyState({ searching, onShowAll }: { searching: boolean; onShowAll: () => void }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <img src="/no-results.svg" alt={t('archive.noResultsAlt')} className="size-32" width={160} height={160} />
      <p className="text-xl font-semibold text-brand-900">{searching ? t('archive.noResults') : t('archive.noVideos')}</p>
      {searching ? (
        <>
          <p className="text-slate-700">{t('archive.noResultsHint')}</p>
          <Button variant="secondary" onClick={onShowAll}>
            {t('archive.showAll')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * "Load more" is a link to the archive showing one page more (`?page=`), which a reader without
 * JavaScript follows; the app instead loads the next page in place, the URL unchanged (docs/decisions.md §1001).
 */
function LoadMoreLink({ pages, loading, onLoadMore }: { pages: number; loading: boolean; onLoadMore: () => void }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(ARCHIVE_PAGE_PARAM, String(pages));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modified click) follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) onLoadMore();
  };
  return (
    <a
      href={`${paths.archive}?${next.toString()}`}
      className={buttonClass('secondary')}
      aria-disabled={loading || undefined}
      onClick={onClick}
    >
      {loading ? t('common:app.loading') : t('archive.loadMore')}
    </a>
  );
}
