import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent, ConsentScope } from '#contracts/consent';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { downloadForm, useDeleteRelease, useSaveRelease, useUploadForm } from '../api/releases.ts';
import { CONSENT_NS } from '../i18n.ts';

const SCOPES: ConsentScope[] = ['public', 'research', 'none'];

interface Person {
  id: number;
  first_name: string;
  last_name: string;
  role: number;
}

/** One participant's release: scope, dates, conditions and the signed form (docs/behaviour.md §400). */
interface ReleaseFormProps {
  mediaId: number;
  person: Person;
  consent: Consent | null;
  /** False for roles that read releases but may not change them (contracts/permissions.ts): fields locked, no actions. */
  editable: boolean;
}

export function ReleaseForm({ mediaId, person, consent, editable }: ReleaseFormProps) {
  const { t, i18n } = useTranslation(CONSENT_NS);
  const save = useSaveRelease(mediaId);
  const remove = useDeleteRelease(mediaId);
  const upload = useUploadForm(mediaId);
  const [scope, setScope] = useState<ConsentScope>(consent?.scope ?? 'public');
  const [signedOn, setSignedOn] = useState(consent?.signed_on ?? '');
  const [validUntil, setValidUntil] = useState(consent?.valid_until ?? '');
  const [conditions, setConditions] = useState(consent?.conditions ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const name = `${person.first_name} ${person.last_name}`;
  const fail = (key: 'save' | 'form' | 'delete') => () => setError(t(`consent.errors.${key}`));

  const onSave = () => {
    setError(null);
    save.mutate(
      { participant: person.id, values: { scope, signed_on: signedOn, valid_until: validUntil || null, conditions } },
      { onError: fail('save') },
    );
  };
  const onDownload = async () => {
    if (!consent?.form) return;
    const url = URL.createObjectURL(await downloadForm(consent.id));
    const a = document.createElement('a');
    a.href = url;
    a.download = consent.form.name;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <fieldset data-testid="release" className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 font-semibold" dir="auto">
        {name} · {t(person.role === 2 ? 'consent.narrator' : 'consent.otherRole')}
      </legend>
      <p className="mb-3 text-sm" data-testid="release-state">
        {consent === null ? t('consent.none') : consent.allows_public ? t('consent.allowsPublic') : t('consent.notPublic')}
      </p>
      <fieldset disabled={!editable} className="min-w-0">
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="text-sm" htmlFor={`${id}-scope`}>
            {t('consent.scope')}
            <Select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as ConsentScope)}>
              {SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`consent.scopes.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="text-sm" htmlFor={`${id}-signed`}>
            {t('consent.signedOn')}
            <Input id={`${id}-signed`} type="date" required value={signedOn} onChange={(e) => setSignedOn(e.target.value)} />
          </label>
          <label className="text-sm" htmlFor={`${id}-until`}>
            {t('consent.validUntil')}
            <Input id={`${id}-until`} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
          </label>
        </div>
        <label className="mt-3 block text-sm" htmlFor={`${id}-conditions`}>
          {t('consent.conditions')}
          <Textarea id={`${id}-conditions`} rows={2} dir="auto" value={conditions} onChange={(e) => setConditions(e.target.value)} />
        </label>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {editable && (
          <Button size="sm" disabled={save.isPending || signedOn === ''} onClick={onSave}>
            {t('consent.save')}
          </Button>
        )}
        {consent && (
          <>
            {editable && (
              <label className="text-sm" htmlFor={`${id}-file`}>
                {t('consent.form')}{' '}
                <input
                  id={`${id}-file`}
                  type="file"
                  accept="application/pdf,image/png,image/jpeg,image/webp"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    setError(null);
                    if (file) upload.mutate({ consent: consent.id, file }, { onError: fail('form') });
                  }}
                />
              </label>
            )}
            {consent.form && (
              <Button size="sm" variant="neutral" onClick={() => void onDownload().catch(fail('form'))}>
                {t('consent.download', {
                  name: consent.form.name,
                  size: formatNumber(Math.ceil(consent.form.size / 1024), i18n.resolvedLanguage),
                })}
              </Button>
            )}
            {editable && (
              <Button size="sm" variant="danger-outline" onClick={() => remove.mutate(consent.id, { onError: fail('delete') })}>
                {t('consent.delete')}
              </Button>
            )}
          </>
        )}
      </div>
      {error && (
        <div className="mt-2">
          <ErrorBox message={error} />
        </div>
      )}
    </fieldset>
  );
}
