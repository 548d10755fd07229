import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminVideoQueryOptions } from '../api/admin-media.ts';
import { ADMIN_NS } from '../i18n.ts';
import { TranscriptEditor, type EditorPlayerFactory } from './transcript-editor.tsx';
import { clearDraft } from './use-editor-draft.ts';
import { TranscriptImportForm } from './transcript-import-form.tsx';

/**
 * The editor's screen: the interview, which transcript (`?language=`), the import of a transcript and the
 * editor. `youtubePlayer` plays interviews held on YouTube (the route passes the site's player).
 */
export function TranscriptEditorPage({ videoId, youtubePlayer }: { videoId: string; youtubePlayer?: EditorPlayerFactory }) {
  const { t } = useTranslation(ADMIN_NS);
  const video = useQuery(adminVideoQueryOptions(videoId));
  const [params, setParams] = useSearchParams();
  // Bumped by an import: the editor reopens on the imported text instead of the state it held.
  const [imports, setImports] = useState(0);
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
          <TranscriptEditor key={`${language}:${imports}`} media={media} language={language} youtubePlayer={youtubePlayer} />
        </>
      ) : (
        <p>{t('transcriptEditor.noTranscript')}</p>
      )}
      <TranscriptImportForm
        videoId={media.id}
        languages={languages}
        onImported={(imported) => {
          clearDraft(media.id, imported);
          setImports((n) => n + 1);
          setParams({ language: imported });
        }}
      />
    </div>
  );
}
