import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '#contracts/error-codes';
import { TRANSCRIPT_FORMATS, TRANSCRIPT_IMPORT_MAX_BYTES, type TranscriptFormat } from '#contracts/transcripts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { DurationPrompt } from '../../kit/components/duration-prompt.tsx';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { contentOfFile, formatOfFile, type TranscriptImport, useImportTranscript } from '../api/import-transcript.ts';

const MEGABYTES = TRANSCRIPT_IMPORT_MAX_BYTES / (1024 * 1024);
const SUGGESTED_LANGUAGES = ['Arabic', 'English', 'French', 'Tamazight'];

interface ImportFormProps {
  videoId: number;
  languages: string[];
  /** Called with the imported transcript's language once it is saved. */
  onImported: (language: string) => void;
}

/**
 * Staff import a transcript from a file or pasted text (docs/behaviour.md §700): format, language and
 * whether a speech-recognition tool wrote it. When the server asks for the recording's duration the form
 * asks staff and sends the same import again with it.
 */
export function TranscriptImportForm({ videoId, languages, onImported }: ImportFormProps) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const id = useId();
  const importing = useImportTranscript(videoId);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [format, setFormat] = useState<TranscriptFormat>('vtt');
  const [language, setLanguage] = useState(languages[0] ?? '');
  const [machine, setMachine] = useState(false);
  const [problem, setProblem] = useState<'noContent' | 'noLanguage' | 'tooLarge' | 'pasteDocx' | null>(null);
  const [pending, setPending] = useState<TranscriptImport | null>(null);

  const send = (input: TranscriptImport) => {
    setPending(input);
    importing.mutate(input, {
      onSuccess: () => {
        setPending(null);
        setFile(null);
        setPasted('');
        onImported(input.language);
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    importing.reset();
    const name = language.trim();
    if (!file && !pasted.trim()) return setProblem('noContent');
    if (!name) return setProblem('noLanguage');
    if (file && file.size > TRANSCRIPT_IMPORT_MAX_BYTES) return setProblem('tooLarge');
    if (!file && format === 'docx') return setProblem('pasteDocx');
    setProblem(null);
    const content = file ? await contentOfFile(file, format) : pasted;
    send({ language: name, format, content, machine_generated: machine });
  };

  const error = importing.error;
  const asked = error instanceof ApiError && error.code === ErrorCode.durationRequired && pending;
  const failure = asked ? null : failureText(error);

  /** A refused import: our sentence in the page's language, and the server's detail of what it read. */
  function failureText(error: Error | null): { message: string; detail: string | null } | null {
    if (!error) return null;
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
      return { message: t('transcriptImport.errors.failed'), detail: null };
    if (error.code === ErrorCode.payloadTooLarge)
      return { message: t('transcriptImport.errors.tooLarge', { megabytes: MEGABYTES }), detail: null };
    const key = error.code === ErrorCode.cueEndsBeforeStart ? 'cueEndsBeforeStart' : 'refused';
    return { message: t(`transcriptImport.errors.${key}`), detail: error.message };
  }

  return (
    <section data-own-keys aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {t('transcriptImport.heading')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('transcriptImport.file')}
            <input
              type="file"
              accept=".vtt,.srt,.xml,.txt,.docx,text/vtt,text/plain,application/xml,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                const guessed = chosen ? formatOfFile(chosen.name) : null;
                if (guessed) setFormat(guessed);
                importing.reset();
              }}
              className="text-sm font-normal file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold"
            />
            <span className="text-xs font-normal text-slate-600">{t('transcriptImport.fileHint', { megabytes: MEGABYTES })}</span>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('transcriptImport.format')}
            <Select value={format} onChange={(event) => setFormat(event.target.value as TranscriptFormat)}>
              {TRANSCRIPT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`transcriptImport.formats.${f}`)}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('transcriptImport.paste')}
          <Textarea dir="auto" rows={4} value={pasted} disabled={file !== null} onChange={(event) => setPasted(event.target.value)} />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('transcriptImport.language')}
            <Input dir="auto" list={`${id}-languages`} value={language} onChange={(event) => setLanguage(event.target.value)} />
            <datalist id={`${id}-languages`}>
              {[...new Set([...languages, ...SUGGESTED_LANGUAGES])].map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          </label>
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" checked={machine} onChange={(event) => setMachine(event.target.checked)} />
            {t('transcriptImport.machine')}
          </label>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {t(`transcriptImport.errors.${problem}`, { megabytes: MEGABYTES })}
          </p>
        ) : null}
        <Button type="submit" disabled={importing.isPending}>
          {importing.isPending ? t('transcriptImport.importing') : t('transcriptImport.submit')}
        </Button>
      </form>
      {asked ? <DurationPrompt busy={importing.isPending} onRetry={(duration) => send({ ...pending, duration })} /> : null}
      {failure ? <ErrorBox message={failure.message} detail={failure.detail} /> : null}
      {importing.isSuccess ? (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-2 text-sm text-green-900">
          {t('transcriptImport.done')}
        </p>
      ) : null}
    </section>
  );
}
