import type { DbOrTx } from '../../db/database.ts';
import type { ThumbnailTable } from './media.thumbnails.table.ts';
import { outsideTrash } from '../access/read-model.ts';

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
    .where((eb) => outsideTrash(eb))
    .executeTakeFirst();
  if (!media) return undefined;
  const topic = await db
    .selectFrom('media_topics')
    .innerJoin('topics', 'topics.id', 'media_topics.topic_id')
    .select('topics.name')
    .where('media_topics.media_id', '=', id)
    .orderBy('media_topics.position')
    .executeTakeFirst();
  // The Arabic forms staff entered (docs/behaviour.md §804): Arabic pages show the poster too.
  const wanted = [
    ...(topic ? [{ kind: 'topic', value: topic.name }] : []),
    ...(media.region ? [{ kind: 'place', value: media.region }] : []),
  ];
  const labels =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('vocabulary_labels')
          .select(['kind', 'label_ar'])
          .where((eb) => eb.or(wanted.map((w) => eb.and([eb('kind', '=', w.kind), eb('value', '=', w.value)]))))
          .execute();
  const label = (kind: string) => labels.find((row) => row.kind === kind)?.label_ar ?? null;
  return { ...media, topic: topic?.name ?? null, topicAr: label('topic'), regionAr: label('place') };
}
