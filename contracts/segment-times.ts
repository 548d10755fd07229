import { parseTime, TIME_PATTERN } from './time.ts';

/**
 * The rules a video's segment times follow (docs/decisions.md §15): each time is hh:mm:ss, a
 * segment ends after it starts, and ends within the video's duration when one is known. Segments may
 * overlap or nest (a chapter and a passage inside it; several segments left at the form's default
 * times): the API takes them, and the wizard only points them out (`segmentOverlaps`). The API
 * refuses a save that breaks a rule and the admin wizard shows the same problems next to the field.
 */
export type SegmentTimeProblem = 'format' | 'endBeforeStart' | 'beyondDuration';

/** The API's English message for each problem; the wizard shows its translation. */
export const segmentTimeMessages: Record<SegmentTimeProblem, string> = {
  format: 'Use the form hh:mm:ss.',
  endBeforeStart: 'The end time must be after the start time.',
  beyondDuration: 'The segment must end within the video’s duration.',
};

export interface SegmentTimes {
  start_time: string;
  end_time: string;
}

export interface SegmentTimeIssue {
  /** Index of the segment in the list as given. */
  index: number;
  field: 'start_time' | 'end_time';
  problem: SegmentTimeProblem;
}

/** Start and end in seconds of a segment whose times are well formed and in order, else null. */
function spanOf(segment: SegmentTimes): { start: number; end: number } | null {
  if (!TIME_PATTERN.test(segment.start_time.trim()) || !TIME_PATTERN.test(segment.end_time.trim())) return null;
  const start = parseTime(segment.start_time);
  const end = parseTime(segment.end_time);
  return end > start ? { start, end } : null;
}

/** Every problem of a list of segments, at most one per field, in list order. */
export function segmentTimeIssues(segments: readonly SegmentTimes[], duration?: string | null): SegmentTimeIssue[] {
  const issues: SegmentTimeIssue[] = [];
  const limit = duration && TIME_PATTERN.test(duration.trim()) && parseTime(duration) > 0 ? parseTime(duration) : null;

  segments.forEach((segment, index) => {
    const startOk = TIME_PATTERN.test(segment.start_time.trim());
    const endOk = TIME_PATTERN.test(segment.end_time.trim());
    if (!startOk) issues.push({ index, field: 'start_time', problem: 'format' });
    if (!endOk) issues.push({ index, field: 'end_time', problem: 'format' });
    if (!startOk || !endOk) return;
    const span = spanOf(segment);
    if (!span) issues.push({ index, field: 'end_time', problem: 'endBeforeStart' });
    else if (limit !== null && span.end > limit) issues.push({ index, field: 'end_time', problem: 'beyondDuration' });
  });
  return issues;
}

/**
 * For each segment, the indexes of the other segments it overlaps (shares more than an instant with;
 * touching is no overlap), in list order. Only segments whose times are valid are compared. Not a
 * rule: the wizard shows it as a notice, and saves the segments as they are.
 */
export function segmentOverlaps(segments: readonly SegmentTimes[]): number[][] {
  const spans = segments.map(spanOf);
  return spans.map((a, index) =>
    a === null ? [] : spans.flatMap((b, other) => (other !== index && b !== null && a.start < b.end && b.start < a.end ? [other] : [])),
  );
}
