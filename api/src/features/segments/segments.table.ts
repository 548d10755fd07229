import type { Generated, Selectable } from 'kysely';

export interface SegmentTable {
  id: Generated<number>;
  media_id: number;
  number: number;
  title: string;
  start_time: string;
  end_time: string;
  description: string;
  transcript: string;
}
export type SegmentRow = Selectable<SegmentTable>;
