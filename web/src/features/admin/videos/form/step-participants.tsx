import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import type { KeysUnder } from '../../../../lib/i18n-keys.ts';
import { FormField } from './form-field.tsx';
import { emptyParticipant, type VideoFormValues } from './video-form-schema.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** Roles with a name (docs/behaviour.md §3: 1 host, 2 guest); any other stored number stays choosable. */
const ROLE_KEYS: Record<string, KeysUnder<'adminVideos', 'form.fields.'>> = { '1': 'roleHost', '2': 'roleGuest' };
const roleChoices = (current: string) =>
  current in ROLE_KEYS || current.trim() === '' ? Object.keys(ROLE_KEYS) : [...Object.keys(ROLE_KEYS), current];

/** Step 3 of docs/behaviour.md §2: participants; a new one has role 1 (host). */
export function StepParticipants() {
  const { t } = useTranslation(VIDEOS_NS);
  const { control, clearErrors, watch } = useFormContext<VideoFormValues>();
  const participants = useFieldArray({ control, name: 'participants' });
  const roleOptions = (current: string) =>
    roleChoices(current).map((role) => ({
      value: role,
      label: ROLE_KEYS[role] ? f(ROLE_KEYS[role]) : f('roleOther', { role }),
    }));
  const f = (key: KeysUnder<'adminVideos', 'form.fields.'>, options?: Record<string, unknown>) => t(`form.fields.${key}`, options);

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {participants.fields.map((field, index) => (
          <li key={field.id} className="rounded border border-gray-200 p-4" aria-label={f('participant', { number: index + 1 })}>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField name={`participants.${index}.first_name`} label={f('firstName')} required userText />
              <FormField name={`participants.${index}.last_name`} label={f('lastName')} required userText />
              <FormField name={`participants.${index}.phone`} label={f('phone')} ltr />
              <FormField
                name={`participants.${index}.role`}
                label={f('role')}
                options={roleOptions(watch(`participants.${index}.role`))}
                required
              />
            </div>
            <Button
              variant="link-danger"
              size="sm"
              onClick={() => {
                participants.remove(index);
                clearErrors('participants');
              }}
              className="mt-3"
            >
              {f('removeParticipant')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          participants.append(emptyParticipant());
          clearErrors('participants');
        }}
      >
        {f('addParticipant')}
      </Button>
    </div>
  );
}
