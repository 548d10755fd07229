import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccessLevel, MediaAccess, MediaAccessInput } from '#contracts/access';
import { ErrorCode } from '#contracts/errors';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import { ApiError } from '../../../../lib/api-client.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useCan } from '../../kit/api/account.ts';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { adminAccessQueryOptions, useSaveAccess } from '../api/admin-access.ts';
import { consentOverviewQueryOptions } from '../../kit/api/consent-overview.ts';
import { mediaFilesQueryOptions, silencedSet } from '../../kit/api/media-files.ts';
import { ConsentMissingList } from '../../kit/components/consent-missing.tsx';
import { ACCESS_NAMESPACES } from '../i18n.ts';

interface FormValues {
  access: AccessLevel;
  sealed_until: string;
  note: string;
  /** A passage is a time range, or (with `language`) words staff selected in the transcript of that language. */
  redactions: { id?: number; start_time: string; end_time: string; reason: string; until: string; language?: string; text?: string }[];
}

/** A transcript as the panel offers it for selecting passages. */
interface TranscriptText {
  language: string;
  text: string;
}

const toForm = (a: MediaAccess): FormValues => ({
  access: a.access,
  sealed_until: a.sealed_until ?? '',
  note: a.note,
  redactions: a.redactions.map((r) => ({
    id: r.id,
    start_time: r.start_time,
    end_time: r.end_time,
    reason: r.reason,
    until: r.until ?? '',
    ...(r.language === undefined ? {} : { language: r.language, text: r.text ?? '' }),
  })),
});
const toInput = (v: FormValues): MediaAccessInput => ({
  access: v.access,
  sealed_until: v.access === 'sealed' && v.sealed_until ? v.sealed_until : null,
  note: v.note,
  redactions: v.redactions.map(({ id, start_time, end_time, reason, until, language, text }) => ({
    ...(id === undefined ? {} : { id }),
    ...(language === undefined ? { start_time, end_time } : { language, text: text ?? '' }),
    reason,
    until: until || null,
  })),
});

/** What the panel says of the recording beside the passages: YouTube's copy, or where Atlas's public copy stands. */
type RecordingNote = 'access.youtubeNote' | (typeof HELD_NOTE)[keyof typeof HELD_NOTE];
/** What the panel says of a recording Atlas holds, by where its public copy silent over the passages stands. */
const HELD_NOTE = {
  ready: 'access.fileSilencedNote',
  making: 'access.fileSilencingNote',
  none: 'access.fileNote',
} as const satisfies Record<ReturnType<typeof silencedSet>, string>;

/** Opening a public interview whose narrator has no public release, under CONSENT_POLICY=require. */
const consentRefused = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.consentRequired;

/** The fields the server refused (`invalid_access` or `validation_failed`), by path. */
function refusedPaths(error: unknown): Set<string> {
  return new Set(error instanceof ApiError && !consentRefused(error) ? error.refusals.map((e) => e.path) : []);
}

/**
 * Staff's access panel for one interview (docs/behaviour.md §300): the level, the day a seal opens,
 * passages withheld by time with a reason and a day they lift, and a note for staff.
 */
export function AccessPanel({ videoId, youtube, transcripts }: { videoId: string; youtube: boolean; transcripts: TranscriptText[] }) {
  const { t } = useTranslation(ACCESS_NAMESPACES);
  const query = useQuery(adminAccessQueryOptions(videoId));
  // Kept here: a save refetches the settings and the form starts over from them, its outcome stays.
  const save = useSaveAccess(videoId);
  const editable = useCan()('access.manage');
  // A recording Atlas holds: whether its public copy, silent over the passages, is made yet (docs/behaviour.md §610).
  const files = useQuery({ ...mediaFilesQueryOptions(videoId), enabled: !youtube });
  const recordingNote: RecordingNote = youtube ? 'access.youtubeNote' : HELD_NOTE[silencedSet(files.data?.results ?? [])];
  if (query.isPending) return <Spinner label={t('access.loading')} />;
  if (query.isError) return <p role="alert">{t('access.loadError')}</p>;
  const untimed = transcripts.filter((transcript) => transcript.text.trim() !== '' && !hasTimeMarkers(transcript.text));
  return (
    <AccessForm
      key={JSON.stringify(query.data)}
      videoId={videoId}
      save={save}
      recordingNote={recordingNote}
      untimed={untimed}
      initial={toForm(query.data)}
      editable={editable}
    />
  );
}

/**
 * Opening an interview is publishing its words: what its releases lack is shown here as where staff
 * publish (docs/behaviour.md §400); under CONSENT_POLICY=require the save is refused until then.
 */
function ConsentForOpening({ videoId }: { videoId: string }) {
  const overview = useQuery(consentOverviewQueryOptions(Number(videoId)));
  if (!overview.data || overview.data.missing.length === 0) return null;
  return <ConsentMissingList missing={overview.data.missing} />;
}

/**
 * A transcript without time markers, read-only, in which staff select the words to withhold (with the
 * mouse or Shift and the arrow keys) and add them as a passage (docs/behaviour.md §300).
 */
function SelectPassage({ transcript, onSelect }: { transcript: TranscriptText; onSelect: (text: string) => void }) {
  const { t } = useTranslation(ACCESS_NAMESPACES);
  const area = useRef<HTMLTextAreaElement>(null);
  const hint = useId();
  return (
    <div className="space-y-2 rounded border border-slate-200 p-3">
      <label className="block">
        <span className="block text-sm font-medium">{t('access.selectIn', { language: transcript.language })}</span>
        <span id={hint} className="block text-xs text-slate-600">
          {t('access.selectHint')}
        </span>
        {/* Not `readOnly`: Chromium gives a read-only field no caret, so Shift and the arrows could not select.
            Typing changes nothing (the value is held); the transcript is edited in the wizard. */}
        <Textarea
          ref={area}
          dir="auto"
          rows={6}
          value={transcript.text}
          onChange={() => undefined}
          aria-readonly="true"
          aria-describedby={hint}
        />
      </label>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          const el = area.current;
          const words = el ? el.value.slice(el.selectionStart, el.selectionEnd) : '';
          if (words.trim() !== '') onSelect(words);
        }}
      >
        {t('access.withholdSelection')}
      </Button>
    </div>
  );
}

function AccessForm({
  videoId,
  save,
  recordingNote,
  untimed,
  initial,
  editable,
}: {
  videoId: string;
  save: ReturnType<typeof useSaveAccess>;
  recordingNote: RecordingNote;
  untimed: TranscriptText[];
  initial: FormValues;
  /** False for roles that read access settings but may not set them (contracts/permissions.ts): the form is locked. */
  editable: boolean;
}) {
  const { t } = useTranslation(ACCESS_NAMESPACES);
  const { register, handleSubmit, control } = useForm<FormValues>({ defaultValues: initial });
  const passages = useFieldArray({ control, name: 'redactions' });
  const refused = refusedPaths(save.error);
  const invalid = (path: string) => (refused.has(path) ? true : undefined);
  const level = useWatch({ control, name: 'access' });
  const timeField = (index: number, name: 'start_time' | 'end_time', label: string) => (
    <label>
      <span className="block text-xs">{label}</span>
      <Input
        dir="ltr"
        placeholder="00:00:00"
        {...register(`redactions.${index}.${name}`)}
        aria-invalid={invalid(`redactions.${index}.${name}`)}
      />
    </label>
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(toInput(values)))}
      className="space-y-4 rounded-lg bg-white p-6 shadow"
      aria-labelledby="access-title"
    >
      <h2 id="access-title" className="text-xl font-semibold text-brand-900">
        {t('access.title')}
      </h2>
      {editable ? null : (
        <p role="note" className="text-sm text-slate-700">
          {t('admin:team.review.readOnly')}
        </p>
      )}
      <fieldset disabled={!editable} className="min-w-0 space-y-4">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{t('access.level')}</span>
          <Select {...register('access')}>
            <option value="open">{t('access.levels.open')}</option>
            <option value="on_request">{t('access.levels.on_request')}</option>
            <option value="sealed">{t('access.levels.sealed')}</option>
          </Select>
        </label>
        {level === 'open' ? <ConsentForOpening videoId={videoId} /> : null}
        {level === 'sealed' ? (
          <label className="block">
            <span className="mb-1 block text-sm font-medium">{t('access.sealedUntil')}</span>
            <Input type="date" {...register('sealed_until')} aria-invalid={invalid('sealed_until')} />
          </label>
        ) : null}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('access.passages')}</legend>
          <p className="text-sm text-slate-600">{t(recordingNote)}</p>
          <p className="text-sm text-slate-600">{t('access.untimedNote')}</p>
          {passages.fields.map((field, index) => (
            <div key={field.id} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-5">
              {field.language === undefined ? (
                <>
                  {timeField(index, 'start_time', t('access.start'))}
                  {timeField(index, 'end_time', t('access.end'))}
                </>
              ) : (
                <p
                  className={`text-sm sm:col-span-2 ${invalid(`redactions.${index}.text`) ? 'text-red-700' : ''}`}
                  data-slot="selected-passage"
                >
                  <span className="block text-xs">{t('access.selectedIn', { language: field.language })}</span>
                  <q dir="auto" className="line-clamp-3">
                    {field.text}
                  </q>
                </p>
              )}
              <label className="sm:col-span-2">
                <span className="block text-xs">{t('access.reason')}</span>
                <Input dir="auto" {...register(`redactions.${index}.reason`)} />
              </label>
              <label>
                <span className="block text-xs">{t('access.until')}</span>
                <Input type="date" {...register(`redactions.${index}.until`)} aria-invalid={invalid(`redactions.${index}.until`)} />
              </label>
              <Button variant="danger-outline" size="sm" onClick={() => passages.remove(index)}>
                {t('access.remove')}
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => passages.append({ start_time: '', end_time: '', reason: '', until: '' })}>
            {t('access.add')}
          </Button>
          {untimed.map((transcript) => (
            <SelectPassage
              key={transcript.language}
              transcript={transcript}
              onSelect={(text) =>
                passages.append({ start_time: '', end_time: '', reason: '', until: '', language: transcript.language, text })
              }
            />
          ))}
        </fieldset>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{t('access.note')}</span>
          <Textarea dir="auto" rows={2} {...register('note')} />
        </label>
      </fieldset>
      <div role="status" aria-live="polite">
        {save.isSuccess ? <p className="text-green-800">{t('access.saved')}</p> : null}
        {save.isError ? (
          <p className="text-red-700">
            {t(consentRefused(save.error) ? 'admin:consent.refused' : refused.size ? 'access.refused' : 'access.saveError')}
          </p>
        ) : null}
      </div>
      {editable ? (
        <Button type="submit" disabled={save.isPending}>
          {t('access.save')}
        </Button>
      ) : null}
    </form>
  );
}
