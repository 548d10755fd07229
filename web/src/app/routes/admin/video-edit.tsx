import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { ConsentNotice } from '../../../features/admin/consent/consent-notice.tsx';
import { EditVideoPage } from '../../../features/admin/form/video-form-page.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('form.editTitle')} />
      {/^[1-9]\d{0,9}$/.test(videoId) && <ConsentNotice videoId={Number(videoId)} />}
      <EditVideoPage videoId={videoId} />
    </>
  );
}
