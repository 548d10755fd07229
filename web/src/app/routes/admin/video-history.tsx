import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { HistoryPage } from '../../../features/admin/history/history-page.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('history.title')} />
      <HistoryPage videoId={videoId} />
    </>
  );
}
