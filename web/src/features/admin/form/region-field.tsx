import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';
import { gazetteer } from '#contracts/gazetteer';
import { GAZETTEER_COORDINATES } from '#contracts/gazetteer-coordinates';
import { FormField } from './form-field.tsx';
import type { VideoFormValues } from './video-form-schema.ts';

/**
 * Region chosen from the gazetteer of our boundary data: suggestions by English or Arabic name;
 * a recognised place takes the archive's (Latin) spelling and fills latitude and longitude, which
 * stay editable. A place outside the gazetteer is kept as typed.
 */
export function RegionField() {
  const { t } = useTranslation(ADMIN_NS);
  const { setValue } = useFormContext<VideoFormValues>();
  const listId = useId();

  function choose(value: string) {
    const entry = value.trim() === '' ? undefined : gazetteer.find(value);
    if (!entry) return;
    if (entry.name !== value) setValue('region', entry.name, { shouldDirty: true });
    const position = GAZETTEER_COORDINATES[entry.name];
    if (position) {
      setValue('latitude', String(position[0]), { shouldDirty: true });
      setValue('longitude', String(position[1]), { shouldDirty: true });
    }
  }

  return (
    <>
      <FormField
        name="region"
        label={t('form.fields.region')}
        hint={t('form.fields.regionHint')}
        userText
        list={listId}
        onValueChange={choose}
      />
      <datalist id={listId}>
        {gazetteer.entries.map((entry) => (
          <option
            key={`${entry.kind}-${entry.name}`}
            value={entry.name}
            label={entry.name_ar ? `${entry.name_ar} · ${entry.name}` : entry.name}
          />
        ))}
        {gazetteer.entries
          .filter((entry) => entry.name_ar)
          .map((entry) => (
            <option key={`ar-${entry.kind}-${entry.name}`} value={entry.name_ar} label={entry.name} />
          ))}
      </datalist>
    </>
  );
}
