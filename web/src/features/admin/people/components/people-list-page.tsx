import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalizeSearchText } from '#contracts/search-text';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { adminPeopleQueryOptions } from '../api/admin-people.ts';
import { PEOPLE_NS } from '../i18n.ts';

/** Every person (docs/behaviour.md §1300), found by a filter that folds names as search does, each with a link to edit. */
export function PeopleListPage() {
  const { t } = useTranslation(PEOPLE_NS);
  const people = useQuery(adminPeopleQueryOptions());
  const [filter, setFilter] = useState('');
  const wanted = normalizeSearchText(filter);
  const shown = (people.data?.results ?? []).filter(
    (p) => !wanted || normalizeSearchText(`${p.name} ${p.name_ar} ${p.slug}`).includes(wanted),
  );
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">{t('people.title')}</h1>
      <p className="text-gray-600">{t('people.description')}</p>
      <div className="space-y-1">
        <label htmlFor="people-filter" className="block text-sm font-medium text-gray-700">
          {t('people.filter')}
        </label>
        <Input id="people-filter" type="search" dir="auto" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      {people.isPending ? <Spinner label={t('people.loading')} showLabel /> : null}
      {people.isError ? <ErrorBox message={t('people.error')} /> : null}
      {people.isSuccess && shown.length === 0 ? <p className="p-8 text-center text-gray-600">{t('people.empty')}</p> : null}
      <ul className="space-y-3" data-testid="admin-people">
        {shown.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block font-semibold text-gray-900">
                {person.name}
                {person.name_ar && person.name_ar !== person.name ? (
                  <span dir="rtl" lang="ar" className="ms-2 font-normal text-gray-700">
                    {person.name_ar}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-gray-600">
                {person.roles.map((role) => t(`people.roles.${role}`)).join(t('people.separator'))} ·{' '}
                {t('people.count', { count: person.count })} · {person.public ? t('people.public') : t('people.hidden')}
              </span>
            </span>
            <Link to={paths.admin.person(person.slug)} className={buttonClass('secondary', 'sm')}>
              {t('people.edit')}
              <span className="sr-only" dir="auto">
                : {person.name}
              </span>
            </Link>
            {person.public ? (
              <Link to={paths.person(person.slug)} className={buttonClass('link', 'sm')}>
                {t('people.viewPage')}
                <span className="sr-only" dir="auto">
                  : {person.name}
                </span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
