import type { Segment } from '#contracts/media';
import type { SegmentRow } from './segments.table.ts';

/** Row → `Segment`: the video's id travels as `media`, the wire name of docs/behaviour.md §3. */
export function presentSegment({ media_id, ...row }: SegmentRow): Segment {
  return { ...row, media: media_id };
}
