import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ConsentEditor } from '../../../features/admin/consent/consent-editor.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('consent.title')} />
      <ConsentEditor videoId={Number(videoId)} />
    </>
  );
}
