import { useParams } from 'react-router';
import '../../../features/admin/i18n.ts';
import { HistoryPage } from '../../../features/admin/history/history-page.tsx';

export function Component() {
  const { videoId = '' } = useParams();
  return <HistoryPage videoId={videoId} />;
}
