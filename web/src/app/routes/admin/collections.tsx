import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminCollectionQueryOptions } from '../../../features/admin/collections/api/admin-collections.ts';
import { CollectionEditor } from '../../../features/admin/collections/components/collection-editor.tsx';
import { CollectionListPage } from '../../../features/admin/collections/components/collection-list-page.tsx';
import { COLLECTIONS_NS } from '../../../features/admin/collections/i18n.ts';

/** A collection's id in the address, `new` for a new one; anything else shows the list. */
const ID = /^[1-9]\d{0,9}$/;

/** The collections (`/collections`), a new one (`/collections/new`) or one to edit (`/collections/{id}`). */
export function Component() {
  const { t } = useTranslation(COLLECTIONS_NS);
  const { collectionId = '' } = useParams();
  if (collectionId === 'new') return <Editor id={null} />;
  if (ID.test(collectionId)) return <Editor id={Number(collectionId)} />;
  return (
    <>
      <PageTitle title={t('collections.title')} />
      <CollectionListPage />
    </>
  );
}

function Editor({ id }: { id: number | null }) {
  const { t } = useTranslation(COLLECTIONS_NS);
  const query = useQuery({ ...adminCollectionQueryOptions(id ?? 0), enabled: id !== null });
  const title = id === null ? t('collections.newTitle') : t('collections.editTitle');
  return (
    <>
      <PageTitle title={title} />
      {id !== null && query.isPending ? <Spinner label={t('collections.loading')} showLabel /> : null}
      {id !== null && query.isError ? <ErrorBox message={t('collections.error')} /> : null}
      {/* A new form for each collection: its fields start from the collection as saved. */}
      {id === null || query.data ? <CollectionEditor key={id ?? 'new'} collection={query.data ?? null} /> : null}
    </>
  );
}
