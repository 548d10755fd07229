import { useParams } from 'react-router';
import '../../../features/admin/i18n.ts';
import { EditVideoPage } from '../../../features/admin/form/video-form-page.tsx';

export function Component() {
  const { videoId = '' } = useParams();
  return <EditVideoPage videoId={videoId} />;
}
