import type { UseFormReturn } from 'react-hook-form';
import { segmentTimeIssues } from '#contracts/segment-times';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import type { VideoFormValues } from './video-form-schema.ts';

type VideoForm = UseFormReturn<VideoFormValues>;

const timeIssues = (form: VideoForm) => {
  const { segments, duration } = form.getValues();
  return segmentTimeIssues(segments, duration);
};

/**
 * Marks each segment time that breaks the rules the API also enforces (contracts/segment-times.ts)
 * with its own message next to the field. The format itself is the schema's job; this adds order,
 * duration and overlap, which need the other segments and the video's duration.
 */
export function markSegmentTimeErrors(form: VideoForm): boolean {
  const issues = timeIssues(form).filter((issue) => issue.problem !== 'format');
  for (const issue of issues) {
    form.setError(`segments.${issue.index}.${issue.field}`, { type: issue.problem, message: `form.errors.segmentTimes.${issue.problem}` });
  }
  return issues.length === 0;
}

/** The banner of a failed segments step: about times when a time is wrong, else "fill in all fields". */
export function segmentsBannerKey(form: VideoForm, fallback: TextKey<'admin'>): TextKey<'admin'> {
  const { segments } = form.getValues();
  // An empty time is a missing field ("fill in all fields"), not a wrong one.
  const wrongTime = timeIssues(form).some((issue) => segments[issue.index]?.[issue.field].trim() !== '');
  return wrongTime ? 'form.errors.segmentTimes.banner' : fallback;
}
