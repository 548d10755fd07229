import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Job } from '#contracts/transcript-jobs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { adminVideoQueryOptions } from '../../kit/api/admin-videos.ts';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { TranscriptEditor, type EditorPlayerFactory } from './transcript-editor.tsx';
import { clearDraft } from '../hooks/use-editor-draft.ts';
import { TranscriptImportForm } from './transcript-import-form.tsx';
import { MachineHelp } from './machine-help.tsx';
import { useDrafts } from '../api/machine-help-api.ts';

/** The select's value for a language's machine draft (`?draft=1` beside `?language=`). */
const DRAFT_PREFIX = 'draft:';

/**
 * The editor's screen: the interview, which transcript (`?language=`), the import of a transcript and the
 * editor. `youtubePlayer` plays interviews held on YouTube (the route passes the site's player).
 */
export function TranscriptEditorPage({ videoId, youtubePlayer }: { videoId: string; youtubePlayer?: EditorPlayerFactory }) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const video = useQuery(adminVideoQueryOptions(videoId));
  const drafts = useDrafts(Number(videoId));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Bumped by an import or a finished job: the editor reopens on the new text instead of the state it held.
  const [imports, setImports] = useState(0);
  const onFinished = useCallback(
    (job: Job) => {
      if (!job.language) return;
      // docs/behaviour.md §704: an alignment rewrote the transcript; a draft opens for correcting.
      if (job.kind === 'align') clearDraft(Number(videoId), job.language);
      void queryClient.invalidateQueries();
      setImports((n) => n + 1);
      setParams(job.kind === 'draft' ? { language: job.language, draft: '1' } : { language: job.language });
    },
    [queryClient, setParams, videoId],
  );
  if (video.isPending) return <Spinner label={t('transcriptEditor.loading')} showLabel />;
  if (video.isError) return <ErrorBox message={t('transcriptEditor.error')} />;
  const media = video.data;
  const languages = media.transcripts.map((tr) => tr.language);
  const machineDrafts = drafts.data?.results ?? [];
  // A draft opens when asked for, or alone when the interview has no transcript yet.
  const draft =
    params.get('draft') === '1' || languages.length === 0
      ? (machineDrafts.find((d) => d.language === params.get('language')) ?? (languages.length === 0 ? machineDrafts[0] : undefined))
      : undefined;
  const language = draft?.language ?? languages.find((l) => l === params.get('language')) ?? languages[0];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-900">
        {t('transcriptEditor.heading')}
        <span dir="auto">{media.title}</span>
      </h1>
      <MachineHelp videoId={media.id} language={draft ? undefined : language} languages={languages} onFinished={onFinished} />
      {language ? (
        <>
          <label className="flex max-w-xs flex-col text-sm">
            {t('transcriptEditor.chooseLanguage')}
            <Select
              value={draft ? `${DRAFT_PREFIX}${draft.language}` : language}
              onChange={(e) =>
                setParams(
                  e.target.value.startsWith(DRAFT_PREFIX)
                    ? { language: e.target.value.slice(DRAFT_PREFIX.length), draft: '1' }
                    : { language: e.target.value },
                )
              }
            >
              {languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
              {machineDrafts.map((d) => (
                <option key={`${DRAFT_PREFIX}${d.language}`} value={`${DRAFT_PREFIX}${d.language}`}>
                  {t('transcriptEditor.machine.draftOption', { language: d.language })}
                </option>
              ))}
            </Select>
          </label>
          <TranscriptEditor
            key={`${draft ? DRAFT_PREFIX : ''}${language}:${imports}`}
            media={media}
            language={language}
            machineDraft={draft}
            youtubePlayer={youtubePlayer}
          />
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
