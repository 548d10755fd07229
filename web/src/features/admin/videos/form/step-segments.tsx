import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import type { KeysUnder } from '../../../../lib/i18n-keys.ts';
import { FormField } from './form-field.tsx';
import { emptySegment, type VideoFormValues } from './video-form-schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { segmentOverlaps } from '#contracts/segment-times';

/** Step 2 of docs/behaviour.md §2: numbered segments; removal renumbers from 1, a new one is count + 1 (numbers are not typed). */
export function StepSegments() {
  const { t, i18n } = useTranslation(VIDEOS_NS);
  const { control, getValues, clearErrors } = useFormContext<VideoFormValues>();
  const segments = useFieldArray({ control, name: 'segments' });
  const f = (key: KeysUnder<'adminVideos', 'form.fields.'>, options?: Record<string, unknown>) => t(`form.fields.${key}`, options);
  // Overlapping segments are allowed (docs/decisions.md §15): pointed out as they are typed, never refused.
  const overlaps = segmentOverlaps(useWatch({ control, name: 'segments' }));
  const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' });
  const overlapNote = (others: number[]) =>
    f('segmentOverlap', { segments: list.format(others.map((other) => f('segment', { number: other + 1 }))) });

  function removeSegment(index: number) {
    const rest = getValues('segments').filter((_, i) => i !== index);
    segments.replace(rest.map((segment, i) => ({ ...segment, number: String(i + 1) })));
    clearErrors('segments');
  }

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {segments.fields.map((field, index) => (
          <li key={field.id} className="rounded border border-gray-200 p-4" aria-label={f('segment', { number: index + 1 })}>
            {/* Numbers are automatic: a segment's place in the list (docs/behaviour.md §903). */}
            <h3 className="mb-3 font-semibold text-brand-900">{f('segment', { number: index + 1 })}</h3>
            <FormField name={`segments.${index}.title`} label={f('segmentTitle')} required userText />
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <FormField name={`segments.${index}.start_time`} label={f('startTime')} placeholder={f('timePlaceholder')} required ltr />
              <FormField name={`segments.${index}.end_time`} label={f('endTime')} placeholder={f('timePlaceholder')} required ltr />
            </div>
            {overlaps[index]?.length ? (
              <p role="note" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
                {overlapNote(overlaps[index])}
              </p>
            ) : null}
            <div className="mt-4">
              <FormField name={`segments.${index}.description`} label={f('segmentDescription')} kind="textarea" required userText />
            </div>
            <Button variant="link-danger" size="sm" onClick={() => removeSegment(index)} className="mt-3">
              {f('removeSegment')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          segments.append(emptySegment(segments.fields.length + 1));
          clearErrors('segments');
        }}
      >
        {f('addSegment')}
      </Button>
    </div>
  );
}
