import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ConsentEditor } from '../../../features/admin/consent/components/consent-editor.tsx';
import { CONSENT_NS } from '../../../features/admin/consent/i18n.ts';

export function Component() {
  const { t } = useTranslation(CONSENT_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('consent.title')} />
      <ConsentEditor videoId={Number(videoId)} />
    </>
  );
}
