import type { DbOrTx } from '../../db/database.ts';
import type { ThumbnailTable } from './media.thumbnails.table.ts';

// SQL only: thumbnails the server fetched from the video host, by video-host id.

export async function findThumbnail(db: DbOrTx, youtubeId: string) {
  return db.selectFrom('thumbnails').selectAll().where('youtube_id', '=', youtubeId).executeTakeFirst();
}

export async function saveThumbnail(db: DbOrTx, row: ThumbnailTable): Promise<void> {
  await db
    .insertInto('thumbnails')
    .values(row)
    .onConflict((oc) => oc.column('youtube_id').doUpdateSet({ content_type: row.content_type, data: row.data, fetched_at: row.fetched_at }))
    .execute();
}

/** What a poster needs of one video: its title, region, first topic and video-host URL. */
export async function findPosterSource(db: DbOrTx, id: number) {
  const media = await db
    .selectFrom('media')
    .leftJoin('regions', 'regions.id', 'media.region_id')
    .select(['media.id', 'media.title', 'media.url', 'media.visibility', 'regions.name as region'])
    .where('media.id', '=', id)
    .executeTakeFirst();
  if (!media) return undefined;
  const topic = await db
    .selectFrom('media_topics')
    .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
    .select('topics.name')
    .where('media_topics.media_id', '=', id)
    .orderBy('media_topics.position')
    .executeTakeFirst();
  return { ...media, topic: topic?.name ?? null };
}
