import type { DbOrTx } from '../../db/database.ts';
import { VOCABULARY_LIMIT } from '#contracts/vocabulary';

const KINDS = {
  topics: { link: 'media_topics', key: 'topic_id' },
  places: { link: 'media_places', key: 'place_id' },
  important_people: { link: 'media_important_people', key: 'person_id' },
} as const;
export type VocabularyKind = keyof typeof KINDS;
/** Names of one lookup table that at least one video uses, in the database's name order (one indexed query). */
export async function listUsedNames(db: DbOrTx, kind: VocabularyKind): Promise<string[]> {
  const { link, key } = KINDS[kind];
  const rows = await db
    .selectFrom(kind)
    .select(`${kind}.name`)
    // The link table's column differs per kind; dynamic.ref keeps it a bound identifier, never text.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom(link)
          .select(`${link}.media_id`)
          .whereRef(db.dynamic.ref(`${link}.${key}`), '=', `${kind}.id`),
      ),
    )
    .orderBy(`${kind}.name`)
    .limit(VOCABULARY_LIMIT)
    .execute();
  return rows.map((row) => row.name);
}
