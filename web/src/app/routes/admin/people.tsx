import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminPersonQueryOptions } from '../../../features/admin/people/api/admin-people.ts';
import { PeopleListPage } from '../../../features/admin/people/components/people-list-page.tsx';
import { PersonEditor } from '../../../features/admin/people/components/person-editor.tsx';
import { PEOPLE_NS } from '../../../features/admin/people/i18n.ts';

/** The people (`/people`) or one person to edit (`/people/{slug}`), docs/behaviour.md §1300. */
export function Component() {
  const { t } = useTranslation(PEOPLE_NS);
  const { slug = '' } = useParams();
  if (!slug) {
    return (
      <>
        <PageTitle title={t('people.title')} />
        <PeopleListPage />
      </>
    );
  }
  return <Editor slug={slug} />;
}

function Editor({ slug }: { slug: string }) {
  const { t } = useTranslation(PEOPLE_NS);
  const query = useQuery(adminPersonQueryOptions(slug));
  return (
    <>
      <PageTitle title={query.data?.name ?? t('people.editTitle')} />
      {query.isPending ? <Spinner label={t('people.loading')} showLabel /> : null}
      {query.isError ? <ErrorBox message={t('people.error')} /> : null}
      {/* A new form for each person: its fields start from the person as saved. */}
      {query.data ? <PersonEditor key={query.data.slug} person={query.data} /> : null}
    </>
  );
}
