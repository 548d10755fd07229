import type { Generated, Selectable } from 'kysely';

/** A curated collection (docs/behaviour.md §1200; the 2026_12_05_2100 migration). */
export interface CollectionTable {
  id: Generated<number>;
  slug: string;
  title: string;
  title_ar: Generated<string>;
  description: Generated<string>;
  description_ar: Generated<string>;
  /** A member whose poster stands for the collection; null: the first member the reader may see. */
  cover_media_id: number | null;
  created_at: string;
  updated_at: string;
  /** Set while it waits in the Trash: no public answer shows it. */
  deleted_at: Generated<string | null>;
  deleted_by: Generated<string | null>;
}
export type CollectionRow = Selectable<CollectionTable>;

/** A member of a collection, in its place. `media_id` names no row of `media` while the interview is in the Trash. */
export interface CollectionMediaTable {
  collection_id: number;
  media_id: number;
  position: number;
}
