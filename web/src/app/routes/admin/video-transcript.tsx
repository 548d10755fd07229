import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TRANSCRIPTS_NS } from '../../../features/admin/transcripts/i18n.ts';
import { TranscriptEditorPage } from '../../../features/admin/transcripts/components/transcript-editor-page.tsx';
import { createYoutubePlayer } from '../../../features/video-detail/hooks/youtube-player.ts';

export function Component() {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('transcriptEditor.title')} />
      {/* The public page's YouTube player, so the editor's keys reach interviews held on YouTube too. */}
      <TranscriptEditorPage videoId={videoId} youtubePlayer={createYoutubePlayer} />
    </>
  );
}
