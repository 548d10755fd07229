import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VIDEOS_NS } from '../../../features/admin/videos/i18n.ts';
import { ListDropZone } from '../../../features/admin/recordings/components/list-drop-zone.tsx';
import { VideoList } from '../../../features/admin/videos/components/video-list.tsx';

export function Component() {
  const { t } = useTranslation(VIDEOS_NS);
  return (
    <>
      <PageTitle title={t('videos.title')} />
      <VideoList uploads={<ListDropZone />} />
    </>
  );
}
