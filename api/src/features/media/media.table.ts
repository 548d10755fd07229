import type { Generated, Insertable, Updateable } from 'kysely';

export interface MediaTable {
  id: Generated<number>;
  title: string;
  description: string;
  acknowledgement: string;
  visibility: 'public' | 'archived';
  restriction: string;
  interview_date: string | null;
  url: string;
  /** 0 or 1: the admin marked `url` as a direct audio/video file (docs/decisions.md §50) */
  media_file: Generated<number>;
  duration: string;
  region_id: number | null;
  original_language_id: number | null;
  views: Generated<number>;
  likes: Generated<number>;
  comments: Generated<number>;
  category: Generated<string>;
  /** JSON array of strings */
  tags: Generated<string>;
  /** 0 or 1 in both dialects */
  featured: Generated<number>;
  /** docs/behaviour.md §300: open, on_request or sealed (until `sealed_until`, a YYYY-MM-DD day) */
  access: Generated<'open' | 'on_request' | 'sealed'>;
  sealed_until: Generated<string | null>;
  access_note: Generated<string>;
  /** JSON array of withheld passages ({ id, start_time, end_time, reason, until }) */
  redactions: Generated<string>;
  /** The next day what the public sees of it changes by itself (a seal opens, a passage lifts); null when none */
  access_changes_on: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** When it was moved to the trash (docs/decisions.md §1902); null while it is not there. Only the trash sets it. */
  deleted_at: Generated<string | null>;
  deleted_by: Generated<string | null>;
}
export type NewMediaRow = Insertable<MediaTable>;
export type MediaRowUpdate = Updateable<MediaTable>;

export interface LookupTable {
  id: Generated<number>;
  name: string;
}

export interface RegionTable {
  id: Generated<number>;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface MediaTopicTable {
  media_id: number;
  topic_id: number;
  position: number;
}
export interface MediaPersonTable {
  media_id: number;
  person_id: number;
  position: number;
}
export interface MediaPlaceTable {
  media_id: number;
  place_id: number;
  position: number;
}

export interface TranscriptTable {
  id: Generated<number>;
  media_id: number;
  language_id: number;
  text: string;
  position: number;
  /** 0 or 1: imported from a speech-recognition tool (docs/behaviour.md §700) */
  machine_generated: Generated<number>;
  /** 0 or 1: staff checked a machine-generated transcript; the public notice goes */
  corrected: Generated<number>;
}
