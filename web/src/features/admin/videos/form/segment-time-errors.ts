import type { UseFormReturn } from 'react-hook-form';
import { segmentTimeIssues } from '#contracts/segment-times';
import type { TextKey } from '../../../../lib/i18n-keys.ts';
import type { VideoFormValues } from './video-form-schema.ts';

type VideoForm = UseFormReturn<VideoFormValues>;

const timeIssues = (form: VideoForm) => {
  const { segments, duration } = form.getValues();
  return segmentTimeIssues(segments, duration);
};

/** The banner of a failed segments step: about times when a time is wrong, else "fill in all fields". */
export function segmentsBannerKey(form: VideoForm, fallback: TextKey<'adminVideos'>): TextKey<'adminVideos'> {
  const { segments } = form.getValues();
  // An empty time is a missing field ("fill in all fields"), not a wrong one.
  const wrongTime = timeIssues(form).some((issue) => segments[issue.index]?.[issue.field].trim() !== '');
  return wrongTime ? 'form.errors.segmentTimes.banner' : fallback;
}
