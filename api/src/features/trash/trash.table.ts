import type { Selectable } from 'kysely';

/** A deleted video, whole, as a MediaSnapshot in JSON; `media_id` is the id it had and gets back. */
export interface MediaTrashTable {
  media_id: number;
  title: string;
  snapshot: string;
  deleted_at: string;
  deleted_by: string | null;
}
export type MediaTrashRow = Selectable<MediaTrashTable>;
