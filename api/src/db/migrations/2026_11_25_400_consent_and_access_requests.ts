import type { Kysely } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect/dialect.ts';

// Frozen in time. Releases (consent) of an interview's participants, the signed forms they hold,
// and visitors' requests for access with the grants staff give and every event of them.
// - `media_consents` belongs to the interview (cascade: the trash and the history keep it in the
//   interview's snapshot) and names its participant by name, since a full save writes the
//   participants anew (new ids).
// - `consent_forms` holds each signed form once, by the SHA-256 of its bytes (base64 text, so both
//   databases store it alike); snapshots name a form by that hash, so a release brought back from
//   the history or the trash finds its form again.
// - Requests, grants and their log do not reference `media`: they outlive an interview's time in
//   the trash and are deleted with it for good.

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('consent_forms')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('media_consents'), dialect)
    .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('cascade').notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    /** The participant's name folded (trimmed, lower case, single spaces): one release per person per interview. */
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('signed_on', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form_sha256', 'text', (c) => c.references('consent_forms.sha256'))
    .addColumn('form_name', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addUniqueConstraint('media_consents_person_key', ['media_id', 'person_key'])
    .execute();

  await withIdColumn(db.schema.createTable('access_requests'), dialect)
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema.createIndex('access_requests_media_idx').on('access_requests').column('media_id').execute();
  await db.schema.createIndex('access_requests_created_idx').on('access_requests').columns(['created_at', 'id']).execute();

  await withIdColumn(db.schema.createTable('access_grants'), dialect)
    .addColumn('request_id', 'integer', (c) => c.references('access_requests.id').onDelete('cascade').notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'text')
    .execute();
  await db.schema.createIndex('access_grants_request_idx').on('access_grants').column('request_id').execute();

  await withIdColumn(db.schema.createTable('access_events'), dialect)
    .addColumn('request_id', 'integer', (c) => c.references('access_requests.id').onDelete('cascade').notNull())
    .addColumn('grant_id', 'integer')
    /** approved, refused, used, revoked */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by', 'text')
    .execute();
  await db.schema.createIndex('access_events_request_idx').on('access_events').columns(['request_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['access_events', 'access_grants', 'access_requests', 'media_consents', 'consent_forms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
