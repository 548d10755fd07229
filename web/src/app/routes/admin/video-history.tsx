import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { HISTORY_NS } from '../../../features/admin/history/i18n.ts';
import { HistoryPage } from '../../../features/admin/history/components/history-page.tsx';

export function Component() {
  const { t } = useTranslation(HISTORY_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('history.title')} />
      <HistoryPage videoId={videoId} />
    </>
  );
}
