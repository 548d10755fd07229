import type { Kysely } from 'kysely';

// Frozen in time (docs/decisions.md §50): the admin may mark a video's URL as a direct audio/video file the browser
// plays itself, for addresses whose name does not end in a media extension. 0 or 1 in both dialects.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('media_file', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('media_file').execute();
}
