import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '#contracts/transcript-jobs';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { useDrafts, useJob, useRequestJob } from '../api/machine-help-api.ts';

/** What the screen says of each refusal, by the server's code (decided by code, never by its words). */
const REFUSALS = {
  recording_required: 'transcriptEditor.machine.refused.recordingRequired',
  transcript_missing: 'transcriptEditor.machine.refused.transcriptMissing',
  transcript_empty: 'transcriptEditor.machine.refused.transcriptEmpty',
  language_not_supported: 'transcriptEditor.machine.refused.languageNotSupported',
  job_in_progress: 'transcriptEditor.machine.refused.jobInProgress',
  speech_tool_missing: 'transcriptEditor.machine.refused.speechToolMissing',
  transcription_off: 'transcriptEditor.machine.refused.transcriptionOff',
} as const;
const refusalKey = (code: string | null) => REFUSALS[code as keyof typeof REFUSALS] ?? 'transcriptEditor.machine.refused.other';

const STATUS = {
  queued: 'transcriptEditor.machine.status.queued',
  running: 'transcriptEditor.machine.status.running',
  done: 'transcriptEditor.machine.status.done',
  failed: 'transcriptEditor.machine.status.failed',
} as const;

/** Languages a draft is most often asked in; the interview's own transcripts' languages join them. */
const DRAFT_LANGUAGES = ['English', 'Arabic', 'French'];

interface MachineHelpProps {
  videoId: number;
  /** The transcript open in the editor (aligned by the first button). */
  language: string | undefined;
  languages: string[];
  /** A job ended well: the editor reopens on what it wrote. */
  onFinished: (job: Job) => void;
}

/**
 * Aligning the open transcript to the recording, and drafting one by speech recognition (docs/behaviour.md
 * §704): each a job whose progress shows here; what the server lacks is said before anyone asks.
 */
export function MachineHelp({ videoId, language, languages, onFinished }: MachineHelpProps) {
  const { t, i18n } = useTranslation(TRANSCRIPTS_NS);
  const drafts = useDrafts(videoId);
  const request = useRequestJob(videoId);
  const [jobId, setJobId] = useState<number | null>(null);
  const [draftLanguage, setDraftLanguage] = useState(language ?? 'English');
  // After a reload, an unfinished job of this interview is followed again.
  const followed = jobId ?? drafts.data?.jobs.find((j) => j.status === 'queued' || j.status === 'running')?.id ?? null;
  const job = useJob(followed);
  const told = useRef<number | null>(null);
  const drafting = drafts.data?.drafting;

  useEffect(() => {
    const current = job.data;
    if (current?.status === 'done' && told.current !== current.id) {
      told.current = current.id;
      onFinished(current);
    }
  }, [job.data, onFinished]);

  const ask = (kind: 'align' | 'draft', lang: string) =>
    request.mutate({ kind, language: lang }, { onSuccess: ({ job: id }) => setJobId(id) });
  const refusal = request.error instanceof ApiError ? request.error : null;
  const running = job.data?.status === 'queued' || job.data?.status === 'running';
  const choices = [...new Set([...DRAFT_LANGUAGES, ...languages])];

  return (
    <section aria-labelledby="machine-help" className="space-y-2 rounded border border-slate-200 p-3" data-own-keys>
      <h2 id="machine-help" className="font-semibold text-brand-900">
        {t('transcriptEditor.machine.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={!language || running || request.isPending}
          onClick={() => language && ask('align', language)}
        >
          {t('transcriptEditor.machine.align', { language: language ?? '' })}
        </Button>
        <label className="flex flex-col text-xs">
          {t('transcriptEditor.machine.draftLanguage')}
          <Select value={draftLanguage} onChange={(e) => setDraftLanguage(e.target.value)}>
            {choices.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </label>
        <Button
          size="sm"
          variant="secondary"
          disabled={running || request.isPending || drafting?.available === false}
          onClick={() => ask('draft', draftLanguage)}
        >
          {t('transcriptEditor.machine.draft')}
        </Button>
      </div>
      {drafting && !drafting.available ? (
        <p role="note" className="text-sm text-amber-800">
          {drafting.code === 'transcription_off'
            ? t('transcriptEditor.machine.off')
            : t('transcriptEditor.machine.missing', { install: drafting.install ?? '' })}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {t(refusalKey(refusal.code))} <span dir="auto">{refusal.message}</span>
        </p>
      ) : null}
      {job.data ? (
        <div className="space-y-1 text-sm" aria-live="polite">
          <p>
            {t(job.data.kind === 'align' ? 'transcriptEditor.machine.kind.align' : 'transcriptEditor.machine.kind.draft', {
              language: job.data.language ?? '',
            })}{' '}
            {t(STATUS[job.data.status])}
            {running ? ` · ${formatNumber(Math.round(job.data.progress * 100), i18n.language)} %` : ''}
          </p>
          {running ? (
            <progress className="w-full" max={1} value={job.data.progress} aria-label={t('transcriptEditor.machine.progress')} />
          ) : null}
          {job.data.status === 'failed' ? (
            <p role="alert" className="text-red-700" dir="auto">
              {job.data.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
