import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TRASH_NS } from '../../../features/admin/trash/i18n.ts';
import { TrashPage } from '../../../features/admin/trash/components/trash-page.tsx';

export function Component() {
  const { t } = useTranslation(TRASH_NS);
  return (
    <>
      <PageTitle title={t('trash.title')} />
      <TrashPage />
    </>
  );
}
