import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VIDEOS_NS } from '../../../features/admin/videos/i18n.ts';
import { OhmsImportForm } from '../../../features/admin/videos/components/ohms-import-form.tsx';

export function Component() {
  const { t } = useTranslation(VIDEOS_NS);
  return (
    <>
      <PageTitle title={t('ohmsImport.title')} />
      <OhmsImportForm />
    </>
  );
}
