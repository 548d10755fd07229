import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '#contracts/constants';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { PageLinks } from '../../../features/collections/components/page-links.tsx';
import { inPageLanguage } from '../../../features/collections/in-page-language.ts';
import { personQueryOptions } from '../../../features/people/api/get-people.ts';
import { AuthorityLinks } from '../../../features/records/components/authority-links.tsx';
import { VideoGrid } from '../../../features/videos/components/video-grid.tsx';
import { RecordPending, recordPageOf } from '../../../features/records/record-pending.tsx';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/**
 * docs/behaviour.md §1300: one person, how they take part, the catalogues that know them, and the public interviews they
 * take part in, a page at a time (links, so the page reads without script).
 */
export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = recordPageOf(params);
  const { t, i18n } = useTranslation(RECORDS_NAMESPACES);
  const query = useQuery(personQueryOptions(slug, page));
  if (!query.data) return <RecordPending query={query} kind="person" onward={{ to: paths.archive, label: t('person.archive') }} />;
  const person = query.data;
  const name = inPageLanguage(person.name, person.name_ar, i18n.language);
  const otherName = inPageLanguage(person.name_ar, person.name, i18n.language);
  const pages = Math.max(1, Math.ceil(person.count / DEFAULT_PAGE_SIZE));
  return (
    <div className="container-page py-10">
      <PageTitle title={name} description={t('meta.person.description')} canonical />
      <header className="mb-8 space-y-3">
        <h1 className="text-page-start text-3xl font-semibold text-brand-900" dir="auto" data-testid="person-name">
          {name}
        </h1>
        {otherName && otherName !== name ? (
          <p className="text-lg text-slate-700" dir="auto">
            {otherName}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span data-testid="person-roles">{person.roles.map((role) => t(`person.roles.${role}`)).join(t('person.separator'))}</span>
          <span data-testid="list-count">{t('collections.count', { count: person.count })}</span>
        </p>
        <AuthorityLinks authority={person.authority} />
      </header>
      <h2 className="mb-4 text-xl font-semibold text-brand-900">{t('person.interviews')}</h2>
      <VideoGrid videos={person.media} priorityFirst />
      <PageLinks page={page} pages={pages} path={paths.person(person.slug)} label={t('person.pages')} />
    </div>
  );
}

export const handle: RenderAheadHandle = {
  renderAhead: ({ params, searchParams, fetch }) =>
    params.slug ? fetch(personQueryOptions(params.slug, recordPageOf(searchParams))) : Promise.resolve(),
};
