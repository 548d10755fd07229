import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminVideoQueryOptions } from '../api/admin-media.ts';
import { ADMIN_NS } from '../i18n.ts';
import { TranscriptEditor } from './transcript-editor.tsx';

/** The editor's screen: the interview, which transcript (`?language=`), and the editor for it. */
export function TranscriptEditorPage({ videoId }: { videoId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const video = useQuery(adminVideoQueryOptions(videoId));
  const [params, setParams] = useSearchParams();
  if (video.isPending) return <Spinner label={t('transcriptEditor.loading')} showLabel />;
  if (video.isError) return <ErrorBox message={t('transcriptEditor.error')} />;
  const media = video.data;
  const languages = media.transcripts.map((tr) => tr.language);
  const language = languages.find((l) => l === params.get('language')) ?? languages[0];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">
        {t('transcriptEditor.heading')}
        <span dir="auto">{media.title}</span>
      </h1>
      {language ? (
        <>
          <label className="flex max-w-xs flex-col text-sm">
            {t('transcriptEditor.chooseLanguage')}
            <Select value={language} onChange={(e) => setParams({ language: e.target.value })}>
              {languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          </label>
          <TranscriptEditor key={language} media={media} language={language} />
        </>
      ) : (
        <p>{t('transcriptEditor.noTranscript')}</p>
      )}
    </div>
  );
}
