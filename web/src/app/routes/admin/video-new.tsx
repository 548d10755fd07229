import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VIDEOS_NS } from '../../../features/admin/videos/i18n.ts';
import { NewVideoPage } from '../../../features/admin/videos/form/video-form-page.tsx';

export function Component() {
  const { t } = useTranslation(VIDEOS_NS);
  return (
    <>
      <PageTitle title={t('form.addTitle')} />
      <NewVideoPage />
    </>
  );
}
