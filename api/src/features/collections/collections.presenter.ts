import type { AdminCollection, AdminMember, CollectionCard } from '#contracts/collections';
import type { CollectionRow } from './collections.table.ts';

/** The fields every reader sees of a collection. */
export function presentCard(row: CollectionRow, count: number, poster: string | null): CollectionCard {
  return {
    slug: row.slug,
    title: row.title,
    title_ar: row.title_ar,
    description: row.description,
    description_ar: row.description_ar,
    count,
    poster,
    updated_at: row.updated_at,
  };
}

/** What staff see: the id, the cover and every member in the curated order, hidden ones and those in the Trash included. */
export function presentAdminCollection(row: CollectionRow, ids: number[], members: AdminMember[]): AdminCollection {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ar: row.title_ar,
    description: row.description,
    description_ar: row.description_ar,
    cover: row.cover_media_id,
    media: ids,
    members,
    updated_at: row.updated_at,
  };
}
