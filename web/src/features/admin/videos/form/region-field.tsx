import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import { gazetteer } from '#contracts/gazetteer';
import { GAZETTEER_COORDINATES } from '#contracts/gazetteer-coordinates';
import { FormField } from './form-field.tsx';
import { storedRegion } from './video-form-mapping.ts';
import type { VideoFormValues } from './video-form-schema.ts';

/**
 * Region chosen from the gazetteer of our boundary data: suggestions by English or Arabic name;
 * a recognised place fills latitude and longitude, which stay editable, and once the field is left
 * takes the gazetteer's name (the archive's Latin spelling), which is what is stored whatever
 * script it was chosen in (docs/behaviour.md §903). A place outside the gazetteer is kept as typed.
 */
export function RegionField() {
  const { t } = useTranslation(VIDEOS_NS);
  const { setValue } = useFormContext<VideoFormValues>();
  const listId = useId();

  // While typing, the text stays as typed (rewriting it under the cursor would break the word).
  function choose(value: string) {
    const entry = value.trim() === '' ? undefined : gazetteer.find(value);
    if (!entry) return;
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
        onLeave={(value) => {
          const stored = storedRegion(value);
          if (stored !== value) setValue('region', stored, { shouldDirty: true });
        }}
      />
      <datalist id={listId}>
        {/* Two douars may share a name (in different communes): the index keeps keys unique. */}
        {gazetteer.entries.map((entry, index) => (
          <option
            key={`${entry.kind}-${entry.name}-${index}`}
            value={entry.name}
            label={entry.name_ar ? `${entry.name_ar} · ${entry.name}` : entry.name}
          />
        ))}
        {gazetteer.entries
          .filter((entry) => entry.name_ar)
          .map((entry, index) => (
            <option key={`ar-${entry.kind}-${entry.name}-${index}`} value={entry.name_ar} label={entry.name} />
          ))}
      </datalist>
    </>
  );
}
