import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VIDEOS_NS } from '../../../features/admin/videos/i18n.ts';
import { ConsentNotice } from '../../../features/admin/consent/components/consent-notice.tsx';
import { EditVideoPage } from '../../../features/admin/videos/form/video-form-page.tsx';
import { AccessPanel } from '../../../features/admin/access/components/access-panel.tsx';
import { RecordingsPanel } from '../../../features/admin/recordings/components/recordings-panel.tsx';

export function Component() {
  const { t } = useTranslation(VIDEOS_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('form.editTitle')} />
      {/^[1-9]\d{0,9}$/.test(videoId) && <ConsentNotice videoId={Number(videoId)} />}
      <EditVideoPage
        videoId={videoId}
        panels={(video) => (
          <>
            <AccessPanel videoId={videoId} youtube={video.youtubeid !== null} transcripts={video.transcripts} />
            <RecordingsPanel videoId={videoId} />
          </>
        )}
      />
    </>
  );
}
