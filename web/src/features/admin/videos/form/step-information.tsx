import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { VISIBILITIES } from '#contracts/constants';
import { ORIGINAL_LANGUAGES } from '#contracts/languages';
import { RESTRICTIONS } from '#contracts/restrictions';
import { fieldMessageKey, type KeysUnder } from '../../../../lib/i18n-keys.ts';
import { FormField } from './form-field.tsx';
import { RegionField } from './region-field.tsx';
import { TagField } from './tag-field.tsx';
import { emptyTranscript, type VideoFormValues } from './video-form-schema.ts';
import { Select } from '../../../../components/ui/input.tsx';
import { Button } from '../../../../components/ui/button.tsx';

/** Step 1 of docs/behaviour.md §2: the video's information and its transcripts. */
export function StepInformation() {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  const {
    control,
    register,
    clearErrors,
    watch,
    formState: { errors },
  } = useFormContext<VideoFormValues>();
  const transcripts = useFieldArray({ control, name: 'transcripts' });
  const f = (key: KeysUnder<'adminVideos', 'form.fields.'>) => t(`form.fields.${key}`);
  // Closed lists (docs/behaviour.md §903); a stored value outside them stays choosable.
  const keep = (current: string, known: readonly { value: string }[]) =>
    current.trim() === '' || known.some((option) => option.value === current) ? [] : [{ value: current, label: current }];
  const languageOptions = (current: string) => [
    { value: '', label: f('languageChoose') },
    ...ORIGINAL_LANGUAGES.map((language) => ({ value: language.value, label: t(`form.languages.${language.key}`) })),
    ...keep(current, ORIGINAL_LANGUAGES),
  ];
  const restrictionOptions = (current: string) => [
    { value: '', label: f('restrictionChoose') },
    ...RESTRICTIONS.map((restriction) => ({ value: restriction.value, label: t(`form.restrictions.${restriction.key}`) })),
    ...keep(current, RESTRICTIONS),
  ];
  const transcriptError =
    errors.transcripts?.root?.message ??
    errors.transcripts?.message ??
    (Array.isArray(errors.transcripts) && errors.transcripts.some(Boolean) ? 'form.errors.transcripts' : undefined);

  return (
    <div className="space-y-4">
      <FormField name="title" label={f('title')} required userText />
      <FormField name="description" label={f('description')} kind="textarea" required userText />
      <FormField name="acknowledgement" label={f('acknowledgement')} kind="textarea" required userText />
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="field-visibility" className="mb-1 block text-sm font-medium text-gray-700">
            {f('visibility')}
          </label>
          <Select id="field-visibility" {...register('visibility')}>
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`admin:visibility.${v}`)}
              </option>
            ))}
          </Select>
        </div>
        <FormField name="restriction" label={f('restriction')} options={restrictionOptions(watch('restriction'))} required />
        <FormField name="interview_date" label={f('interviewDate')} kind="date" required ltr />
        <FormField name="url" label={f('url')} kind="url" required ltr placeholder="https://www.youtube.com/watch?v=…" />
        <label className="flex items-start gap-2 self-end text-sm text-gray-700 md:col-span-2">
          <input type="checkbox" {...register('media_file')} className="mt-1 size-4" />
          <span>
            <span className="font-medium">{f('mediaFile')}</span>
            <span className="block text-gray-600">{f('mediaFileHint')}</span>
          </span>
        </label>
        <FormField name="duration" label={f('duration')} placeholder={f('timePlaceholder')} ltr />
        <RegionField />
        <FormField name="latitude" label={f('latitude')} ltr />
        <FormField name="longitude" label={f('longitude')} ltr />
      </div>
      <TagField name="topics" label={f('topics')} required />
      <TagField name="important_people" label={f('importantPeople')} required />
      <TagField name="places" label={f('places')} />
      <FormField name="original_language" label={f('originalLanguage')} options={languageOptions(watch('original_language'))} required />

      <fieldset className="rounded border border-gray-200 p-4" aria-invalid={transcriptError ? true : undefined}>
        <legend className="px-1 font-medium">{f('transcripts')}</legend>
        {transcriptError && (
          <p role="alert" className="mb-3 text-sm text-red-600">
            {t(fieldMessageKey<'adminVideos'>(transcriptError))}
          </p>
        )}
        <ul className="space-y-4">
          {transcripts.fields.map((field, index) => (
            <li key={field.id} className="space-y-2 rounded bg-gray-50 p-3">
              <FormField
                name={`transcripts.${index}.language`}
                label={f('transcriptLanguage')}
                options={languageOptions(watch(`transcripts.${index}.language`))}
                required
              />
              <FormField name={`transcripts.${index}.text`} label={f('transcriptText')} kind="textarea" required userText />
              <Button
                variant="link-danger"
                size="sm"
                onClick={() => {
                  transcripts.remove(index);
                  clearErrors('transcripts');
                }}
              >
                {f('removeLanguage')}
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            transcripts.append(emptyTranscript());
            clearErrors('transcripts');
          }}
          className="mt-3"
        >
          {f('addLanguage')}
        </Button>
      </fieldset>
    </div>
  );
}
