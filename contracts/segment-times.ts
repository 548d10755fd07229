import { parseTime, TIME_PATTERN } from './time.ts';

/**
 * The rules a video's segment times follow (docs/decisions.md §15): each time is
 * hh:mm:ss, a segment ends after it starts, ends within the video's duration when one is known,
 * and no two segments overlap (touching is fine: one may start where another ends). The API
 * refuses a save that breaks them and the admin wizard shows the same problems next to the field.
 */
export type SegmentTimeProblem = 'format' | 'endBeforeStart' | 'beyondDuration' | 'overlap';

/** The API's English message for each problem; the wizard shows its translation. */
export const segmentTimeMessages: Record<SegmentTimeProblem, string> = {
  format: 'Use the form hh:mm:ss.',
  endBeforeStart: 'The end time must be after the start time.',
  beyondDuration: 'The segment must end within the video’s duration.',
  overlap: 'This segment overlaps another segment.',
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

/** Every problem of a list of segments, at most one per field, in list order. */
export function segmentTimeIssues(segments: readonly SegmentTimes[], duration?: string | null): SegmentTimeIssue[] {
  const issues: SegmentTimeIssue[] = [];
  const limit = duration && TIME_PATTERN.test(duration.trim()) && parseTime(duration) > 0 ? parseTime(duration) : null;
  const spans: { index: number; start: number; end: number }[] = [];

  segments.forEach((segment, index) => {
    const startOk = TIME_PATTERN.test(segment.start_time.trim());
    const endOk = TIME_PATTERN.test(segment.end_time.trim());
    if (!startOk) issues.push({ index, field: 'start_time', problem: 'format' });
    if (!endOk) issues.push({ index, field: 'end_time', problem: 'format' });
    if (!startOk || !endOk) return;
    const start = parseTime(segment.start_time);
    const end = parseTime(segment.end_time);
    if (end <= start) issues.push({ index, field: 'end_time', problem: 'endBeforeStart' });
    else if (limit !== null && end > limit) issues.push({ index, field: 'end_time', problem: 'beyondDuration' });
    else spans.push({ index, start, end });
  });

  // Each segment that starts inside an earlier-starting one is marked at its start time.
  spans.sort((a, b) => a.start - b.start || a.index - b.index);
  let latestEnd = -1;
  for (const span of spans) {
    if (span.start < latestEnd) issues.push({ index: span.index, field: 'start_time', problem: 'overlap' });
    latestEnd = Math.max(latestEnd, span.end);
  }
  return issues.sort((a, b) => a.index - b.index || (a.field === 'start_time' ? -1 : 1));
}
