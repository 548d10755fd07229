import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';
import { emptyParticipant, type VideoFormValues } from './video-form-schema.ts';

/** Roles with a name (docs/behaviour.md §3: 1 host, 2 guest); any other stored number stays choosable. */
const ROLE_KEYS: Record<string, string> = { '1': 'roleHost', '2': 'roleGuest' };
const roleChoices = (current: string) => (current in ROLE_KEYS || current.trim() === '' ? Object.keys(ROLE_KEYS) : [...Object.keys(ROLE_KEYS), current]);

/** Step 3 of docs/behaviour.md §2: participants; a new one has role 1 (host). */
export function StepParticipants() {
  const { t } = useTranslation('admin');
  const { control, clearErrors, watch } = useFormContext<VideoFormValues>();
  const participants = useFieldArray({ control, name: 'participants' });
  const roleOptions = (current: string) => roleChoices(current).map((role) => ({
    value: role,
    label: ROLE_KEYS[role] ? f(ROLE_KEYS[role]) : f('roleOther', { role }),
  }));
  const f = (key: string, options?: Record<string, unknown>) => t(`form.fields.${key}`, options);

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {participants.fields.map((field, index) => (
          <li key={field.id} className="rounded border border-gray-200 p-4" aria-label={f('participant', { number: index + 1 })}>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField name={`participants.${index}.first_name`} label={f('firstName')} required userText />
              <FormField name={`participants.${index}.last_name`} label={f('lastName')} required userText />
              <FormField name={`participants.${index}.phone`} label={f('phone')} ltr />
              <FormField name={`participants.${index}.role`} label={f('role')} options={roleOptions(watch(`participants.${index}.role`))} required />
            </div>
            <button type="button" onClick={() => { participants.remove(index); clearErrors('participants'); }} className="mt-3 text-sm text-red-700 hover:underline">
              {f('removeParticipant')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => { participants.append(emptyParticipant()); clearErrors('participants'); }}
        className="rounded border border-brand-600 px-3 py-1 text-brand-700 hover:bg-brand-50"
      >
        {f('addParticipant')}
      </button>
    </div>
  );
}
