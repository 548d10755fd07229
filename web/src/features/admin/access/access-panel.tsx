import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccessLevel, MediaAccess, MediaAccessInput } from '#contracts/access';
import { isApiErrorBody } from '#contracts/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCan } from '../api/admin-team.ts';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminAccessQueryOptions, useSaveAccess } from '../api/admin-access.ts';
import { ADMIN_NS } from '../i18n.ts';

interface FormValues {
  access: AccessLevel;
  sealed_until: string;
  note: string;
  redactions: { id?: number; start_time: string; end_time: string; reason: string; until: string }[];
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
  })),
});
const toInput = (v: FormValues): MediaAccessInput => ({
  access: v.access,
  sealed_until: v.access === 'sealed' && v.sealed_until ? v.sealed_until : null,
  note: v.note,
  redactions: v.redactions.map((r) => ({ ...r, until: r.until || null })),
});

/** The fields the server refused (`invalid_access` or `validation_failed`), by path. */
function refusedPaths(error: unknown): Set<string> {
  const body = error instanceof ApiError ? error.body : null;
  return new Set(isApiErrorBody(body) ? (body.errors ?? []).map((e) => e.path) : []);
}

/**
 * Staff's access panel for one interview (docs/behaviour.md §300): the level, the day a seal opens,
 * passages withheld by time with a reason and a day they lift, and a note for staff.
 */
export function AccessPanel({ videoId, youtube }: { videoId: string; youtube: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useQuery(adminAccessQueryOptions(videoId));
  // Kept here: a save refetches the settings and the form starts over from them, its outcome stays.
  const save = useSaveAccess(videoId);
  const editable = useCan()('access.manage');
  if (query.isPending) return <Spinner label={t('access.loading')} />;
  if (query.isError) return <p role="alert">{t('access.loadError')}</p>;
  return <AccessForm key={JSON.stringify(query.data)} save={save} youtube={youtube} initial={toForm(query.data)} editable={editable} />;
}

interface AccessFormProps {
  save: ReturnType<typeof useSaveAccess>;
  youtube: boolean;
  initial: FormValues;
  /** False for roles that read access settings but may not set them (contracts/permissions.ts): the form is locked. */
  editable: boolean;
}

function AccessForm({ save, youtube, initial, editable }: AccessFormProps) {
  const { t } = useTranslation(ADMIN_NS);
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
      onSubmit={handleSubmit((values) => editable && save.mutate(toInput(values)))}
      className="space-y-4 rounded-lg bg-white p-6 shadow"
      aria-labelledby="access-title"
    >
      <h2 id="access-title" className="text-xl font-semibold text-brand-900">
        {t('access.title')}
      </h2>
      {editable ? null : (
        <p role="note" className="text-sm text-slate-700">
          {t('team.review.readOnly')}
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
        {level === 'sealed' ? (
          <label className="block">
            <span className="mb-1 block text-sm font-medium">{t('access.sealedUntil')}</span>
            <Input type="date" {...register('sealed_until')} aria-invalid={invalid('sealed_until')} />
          </label>
        ) : null}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('access.passages')}</legend>
          <p className="text-sm text-slate-600">{youtube ? t('access.youtubeNote') : t('access.fileNote')}</p>
          <p className="text-sm text-slate-600">{t('access.untimedNote')}</p>
          {passages.fields.map((field, index) => (
            <div key={field.id} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-5">
              {timeField(index, 'start_time', t('access.start'))}
              {timeField(index, 'end_time', t('access.end'))}
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
        </fieldset>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{t('access.note')}</span>
          <Textarea dir="auto" rows={2} {...register('note')} />
        </label>
      </fieldset>
      <div role="status" aria-live="polite">
        {save.isSuccess ? <p className="text-green-800">{t('access.saved')}</p> : null}
        {save.isError ? <p className="text-red-700">{t(refused.size ? 'access.refused' : 'access.saveError')}</p> : null}
      </div>
      {editable ? (
        <Button type="submit" disabled={save.isPending}>
          {t('access.save')}
        </Button>
      ) : null}
    </form>
  );
}
