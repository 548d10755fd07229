import type { Generated, Selectable } from 'kysely';

/** A version of a video that a save replaced; `snapshot` is a MediaSnapshot as JSON. */
export interface MediaVersionTable {
  id: Generated<number>;
  media_id: number;
  version: number;
  snapshot: string;
  saved_at: string;
  replaced_at: string;
  replaced_by: string | null;
}
export type MediaVersionRow = Selectable<MediaVersionTable>;
