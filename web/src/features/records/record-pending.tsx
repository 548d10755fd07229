import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '../../components/ui/error-box.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { RECORDS_NAMESPACES } from '../../locales/records-namespace.ts';

/** The record pages (a collection, a place, a person: docs/behaviour.md §1200, §1300), by their texts' key. */
type RecordKind = 'collection' | 'place' | 'person';

/** `?page=N` of a record's interviews; anything else is the first page. */
export const recordPageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 && page <= 100_000 ? page : 1;
};

/**
 * A record page while its record is not there: "not found" (a 404, with a way on), the error, or loading. Each kind's
 * texts are `{kind}.notFound`, `{kind}.notFoundBody`, `{kind}.loadError` and `meta.{kind}.title`.
 */
export function RecordPending({
  query,
  kind,
  onward,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error'>;
  kind: RecordKind;
  /** Where a visitor goes from a record that is not found. */
  onward: { to: string; label: string };
}) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className="container-page flex flex-col items-center gap-4 py-24 text-center">
        <PageTitle title={t(`${kind}.notFound`)} />
        <h1 className="text-3xl font-semibold text-brand-900">{t(`${kind}.notFound`)}</h1>
        <p className="text-slate-700">{t(`${kind}.notFoundBody`)}</p>
        <Link to={onward.to} className="btn-primary">
          {onward.label}
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page py-10">
      <PageTitle title={t(`meta.${kind}.title`)} />
      {query.isError ? (
        <ErrorBox message={t(`${kind}.loadError`)} detail={query.error?.message} />
      ) : (
        <Spinner label={t('common:app.loading')} showLabel />
      )}
    </div>
  );
}
