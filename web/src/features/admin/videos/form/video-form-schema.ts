import { z } from 'zod';
import { segmentTimeIssues } from '#contracts/segment-times';
import { TIME_PATTERN } from '#contracts/time';
import { VisibilitySchema } from '#contracts/media';
import { isWebUrl } from '#contracts/web-url';
import type { TextKey } from '../../../../lib/i18n-keys.ts';

/**
 * The wizard's form values: every input as the string the browser holds, so a draft is plain
 * JSON. Messages are i18n keys of the `adminVideos` namespace (English values: docs/behaviour.md §5 exactly).
 * `toFullMediaInput` turns valid values into the contract's FullMediaInput.
 */
const required = (key: TextKey<'adminVideos'>) => z.string().trim().min(1, key);
const optionalTime = z
  .string()
  .trim()
  .refine((v) => v === '' || TIME_PATTERN.test(v), 'form.errors.timeFormat');
const positiveInteger = (key: TextKey<'adminVideos'>) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, key);

/** A number, or null when the text is not numeric (docs/behaviour.md §5: sent as null). */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
const coordinate = (limit: number, key: TextKey<'adminVideos'>) =>
  z.string().refine((v) => {
    const n = numberOrNull(v);
    return n === null || Math.abs(n) <= limit;
  }, key);

const informationSchema = z.object({
  title: required('form.errors.title'),
  description: required('form.errors.description'),
  acknowledgement: required('form.errors.acknowledgement'),
  visibility: VisibilitySchema,
  restriction: required('form.errors.restriction'),
  interview_date: required('form.errors.interviewDate'),
  url: required('form.errors.url').refine(isWebUrl, 'form.errors.urlScheme'),
  media_file: z.boolean(),
  // docs/behaviour.md §5: duration, region, latitude, longitude and places have messages but are not enforced
  duration: optionalTime,
  region: z.string(),
  latitude: coordinate(90, 'form.errors.latitudeRange'),
  longitude: coordinate(180, 'form.errors.longitudeRange'),
  topics: required('form.errors.topics'),
  important_people: required('form.errors.importantPeople'),
  places: z.string(),
  original_language: required('form.errors.originalLanguage'),
  transcripts: z
    .array(z.object({ language: required('form.errors.transcripts'), text: required('form.errors.transcripts') }))
    .min(1, 'form.errors.transcripts'),
});

const segmentsSchema = z.object({
  segments: z
    .array(
      z.object({
        // Automatic (the segment's place in the list, video-form-mapping.ts): never typed, never wrong.
        number: z.string(),
        title: required('form.errors.segments'),
        start_time: required('form.errors.segments').regex(TIME_PATTERN, 'form.errors.timeFormat'),
        end_time: required('form.errors.segments').regex(TIME_PATTERN, 'form.errors.timeFormat'),
        description: required('form.errors.segments'),
        // Not edited in the wizard (docs/behaviour.md §2 step 2), but kept so an edit does not drop it.
        transcript: z.string(),
      }),
    )
    .min(1, 'form.errors.segments'),
});

const participantsSchema = z.object({
  participants: z
    .array(
      z.object({
        first_name: required('form.errors.participants'),
        last_name: required('form.errors.participants'),
        phone: z.string(),
        role: positiveInteger('form.errors.participants'),
      }),
    )
    .min(1, 'form.errors.participants'),
});

/**
 * Segment times also follow the rules that need both times or the video's duration (order, duration:
 * contracts/segment-times.ts; an overlap is only pointed out), checked with every other rule, so a step shows all its
 * problems at once and a time left shows its own (docs/behaviour.md §903). The format is the
 * fields' own rule above.
 */
export const videoFormSchema = informationSchema
  .extend(segmentsSchema.shape)
  .extend(participantsSchema.shape)
  .superRefine((values, ctx) => {
    for (const issue of segmentTimeIssues(values.segments, values.duration)) {
      if (issue.problem === 'format') continue;
      ctx.addIssue({ code: 'custom', path: ['segments', issue.index, issue.field], message: `form.errors.segmentTimes.${issue.problem}` });
    }
  });
export type VideoFormValues = z.infer<typeof videoFormSchema>;

/** The fields each step validates, and the message shown at the top when one fails (docs/behaviour.md §5). */
export const STEPS = [
  { key: 'information', fields: Object.keys(informationSchema.shape), topError: 'form.errors.requiredFields' },
  { key: 'segments', fields: ['segments'], topError: 'form.errors.segments' },
  { key: 'participants', fields: ['participants'], topError: 'form.errors.participants' },
] as const;
export type StepIndex = 0 | 1 | 2;

export const emptySegment = (number: number): VideoFormValues['segments'][number] => ({
  number: String(number),
  title: '',
  start_time: '',
  end_time: '',
  description: '',
  transcript: '',
});
// docs/behaviour.md §9: a new participant's role defaults to 1
export const emptyParticipant = (): VideoFormValues['participants'][number] => ({ first_name: '', last_name: '', phone: '', role: '1' });
export const emptyTranscript = (): VideoFormValues['transcripts'][number] => ({ language: '', text: '' });

export function emptyVideoForm(): VideoFormValues {
  return {
    title: '',
    description: '',
    acknowledgement: '',
    visibility: 'public',
    restriction: 'none',
    interview_date: '',
    url: '',
    media_file: false,
    duration: '',
    region: '',
    latitude: '',
    longitude: '',
    topics: '',
    important_people: '',
    places: '',
    original_language: '',
    transcripts: [emptyTranscript()],
    segments: [emptySegment(1)],
    participants: [emptyParticipant()],
  };
}
