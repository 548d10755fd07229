import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ADMIN_NS } from '../../../features/admin/i18n.ts';
import { TranscriptEditorPage } from '../../../features/admin/transcript-editor/transcript-editor-page.tsx';

export function Component() {
  const { t } = useTranslation(ADMIN_NS);
  const { videoId = '' } = useParams();
  return (
    <>
      <PageTitle title={t('transcriptEditor.title')} />
      <TranscriptEditorPage videoId={videoId} />
    </>
  );
}
