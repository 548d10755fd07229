import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { collectionsQueryOptions } from '../../../features/collections/api/get-collections.ts';
import { CollectionCard } from '../../../features/collections/components/collection-card.tsx';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/** docs/behaviour.md §1200: every collection staff curate, with how many of its interviews are public. */
export function Component() {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  const query = useQuery(collectionsQueryOptions());
  const collections = query.data?.results ?? [];
  return (
    <div className="container-page py-10">
      <PageTitle title={t('meta.collections.title')} description={t('meta.collections.description')} canonical />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-semibold text-brand-900">{t('collections.title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('collections.intro')}</p>
      </header>
      {query.isPending ? <Spinner label={t('common:app.loading')} showLabel /> : null}
      {query.isError ? <ErrorBox message={t('collection.loadError')} detail={query.error.message} /> : null}
      {query.isSuccess && collections.length === 0 ? <p className="py-12 text-center text-slate-700">{t('collections.empty')}</p> : null}
      {collections.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="collection-list">
          {collections.map((collection, index) => (
            <li key={collection.slug}>
              <CollectionCard collection={collection} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const handle: RenderAheadHandle = {
  renderAhead: ({ fetch }) => fetch(collectionsQueryOptions()),
};
