import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../kit/api/account.ts';
import { adminCollectionsQueryOptions } from '../api/admin-collections.ts';
import { COLLECTIONS_NS } from '../i18n.ts';

/** Every collection (docs/behaviour.md §1200), each with its number of interviews, a link to edit it and its public page. */
export function CollectionListPage() {
  const { t } = useTranslation(COLLECTIONS_NS);
  const collections = useQuery(adminCollectionsQueryOptions());
  const can = useCan();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-brand-900">{t('collections.title')}</h1>
        {can('media.edit') ? (
          <Link to={paths.admin.collection('new')} className={buttonClass('primary')}>
            {t('collections.new')}
          </Link>
        ) : null}
      </div>
      <p className="text-gray-600">{t('collections.description')}</p>
      {collections.isPending ? <Spinner label={t('collections.loading')} showLabel /> : null}
      {collections.isError ? <ErrorBox message={t('collections.error')} /> : null}
      {collections.isSuccess && collections.data.results.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('collections.empty')}</p>
      ) : null}
      <ul className="space-y-3" data-testid="admin-collections">
        {collections.data?.results.map((collection) => (
          <li key={collection.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block font-semibold text-gray-900">
                {collection.title}
              </span>
              <span className="text-sm text-gray-600">
                <bdi dir="ltr">/{collection.slug}</bdi> · {t('collections.count', { count: collection.count })}
              </span>
            </span>
            <Link to={paths.admin.collection(collection.id)} className={buttonClass('secondary', 'sm')}>
              {t('collections.edit')}
              <span className="sr-only" dir="auto">
                : {collection.title}
              </span>
            </Link>
            <Link to={paths.collection(collection.slug)} className={buttonClass('link', 'sm')}>
              {t('collections.viewPage')}
              <span className="sr-only" dir="auto">
                : {collection.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
