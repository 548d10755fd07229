import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode } from '#contracts/error-codes';
import type { AdminPlaceList } from '#contracts/places';
import { normalizeSearchText } from '#contracts/search-text';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCan } from '../../kit/api/account.ts';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { adminPlacesQueryOptions, useSavePlaceAuthority } from '../api/admin-places.ts';
import { PLACES_NS } from '../i18n.ts';

/** Rows shown at most; the filter finds the others. */
const SHOWN = 60;
const FIELDS = ['geonames', 'wikidata'] as const;
type Field = (typeof FIELDS)[number];
type Row = AdminPlaceList['results'][number];

/**
 * Places and their identifiers in other catalogues (docs/behaviour.md §1300): every place of the gazetteer, found by a
 * filter, saved one place at a time. Editors save; other roles read (contracts/permissions.ts).
 */
export function PlacesPage() {
  const { t } = useTranslation(PLACES_NS);
  const places = useQuery(adminPlacesQueryOptions());
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const filterId = useId();

  if (places.isPending) return <Spinner label={t('places.loading')} showLabel />;
  if (places.isError) return <ErrorBox message={t('places.error')} />;

  const wanted = normalizeSearchText(filter);
  const rows = places.data.results.filter(
    (row) => wanted === '' || normalizeSearchText(`${row.name} ${row.name_ar ?? ''} ${row.parent ?? ''}`).includes(wanted),
  );
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">{t('places.title')}</h1>
      <p className="text-gray-600">{t('places.description')}</p>
      <div className="max-w-sm">
        <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-gray-700">
          {t('places.filter')}
        </label>
        <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <ActionStatusLine status={status} />
      {rows.length === 0 ? <p className="p-6 text-center text-gray-600">{t('places.empty')}</p> : null}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label={t('places.title')}>
        {rows.slice(0, SHOWN).map((row) => (
          <PlaceEditor key={`${row.slug}:${row.authority.geonames}:${row.authority.wikidata}`} row={row} onStatus={setStatus} />
        ))}
      </ul>
      {rows.length > SHOWN ? <p className="text-sm text-gray-600">{t('places.more', { count: rows.length - SHOWN })}</p> : null}
    </div>
  );
}

/** The fields a refusal names (`body.authority.geonames`), from the error's field list. */
function refusedFields(error: unknown): Set<Field> {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.validationFailed) return new Set();
  return new Set(FIELDS.filter((field) => error.refusals.some((e) => e.path.endsWith(`authority.${field}`))));
}

function PlaceEditor({ row, onStatus }: { row: Row; onStatus: (status: ActionStatus | null) => void }) {
  const { t } = useTranslation(PLACES_NS);
  const save = useSavePlaceAuthority();
  const editable = useCan()('media.edit');
  const [values, setValues] = useState({ geonames: row.authority.geonames ?? '', wikidata: row.authority.wikidata ?? '' });
  const [refused, setRefused] = useState<Set<Field>>(new Set());
  const baseId = useId();
  const changed = FIELDS.some((field) => values[field].trim() !== (row.authority[field] ?? ''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable) return;
    onStatus(null);
    setRefused(new Set());
    save.mutate(
      { slug: row.slug, authority: { geonames: values.geonames.trim(), wikidata: values.wikidata.trim() } },
      {
        onSuccess: () => onStatus({ tone: 'ok', text: t('places.saved', { name: row.name }) }),
        onError: (error) => {
          setRefused(refusedFields(error));
          onStatus({ tone: 'error', text: t('places.saveError', { name: row.name, message: error.message }) });
        },
      },
    );
  };
  return (
    <li data-testid="place-row" data-slug={row.slug}>
      <form onSubmit={onSubmit} className="grid gap-3 p-3 md:grid-cols-[1fr_auto] md:items-end">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-gray-900">
            <span dir="auto">{row.name}</span>
            {row.name_ar ? (
              <span lang="ar" dir="rtl" className="ms-2 text-gray-700">
                {row.name_ar}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-gray-600">
            {t(`places.kinds.${row.kind}`)}
            {row.parent ? <> · {t('places.in', { parent: row.parent })}</> : null} · {t('places.count', { count: row.count })} ·{' '}
            {row.count > 0 ? (
              <Link to={paths.place(row.slug)} className="text-brand-700 underline">
                {t('places.page')}
              </Link>
            ) : (
              t('places.noPage')
            )}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {FIELDS.map((field) => (
              <div key={field} className="flex-1">
                <label htmlFor={`${baseId}-${field}`} className="block text-xs font-semibold text-gray-700">
                  {t(`places.${field}`)}
                </label>
                <Input
                  id={`${baseId}-${field}`}
                  dir="ltr"
                  value={values[field]}
                  placeholder={t(`places.${field}Hint`)}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                  readOnly={!editable}
                  aria-invalid={refused.has(field) || undefined}
                  aria-describedby={refused.has(field) ? `${baseId}-${field}-error` : undefined}
                />
                {refused.has(field) ? (
                  <p id={`${baseId}-${field}-error`} className="mt-1 text-sm text-red-700">
                    {t('places.invalid', { name: t(`places.${field}`) })}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        </div>
        {editable && (
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || !changed}>
            {t('places.save')}
          </Button>
        )}
      </form>
    </li>
  );
}
