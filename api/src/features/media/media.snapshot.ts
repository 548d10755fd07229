import { correctLanguageLabel } from '#contracts/language-label';
import { COLUMN_FIELDS, type ColumnFieldName, type MediaSnapshot } from '#contracts/interview';
import type { DbOrTx } from '../../db/database.ts';
import type { NewMediaRow } from './media.table.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { restoreConsents, snapshotConsents } from '../consent/consent-snapshot.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';
import { accessColumns } from '../access/access-columns.ts';
import { parseRedactions } from '../access/access-rule.ts';
import { presentMediaSummary } from './media.presenter.ts';
import { findMediaWhole } from './media.queries.ts';
import * as repo from './media.repository.ts';
import * as rows from './media.snapshot.repository.ts';

// A video, whole, as plain data (contracts/interview.ts, its one definition): what History keeps, and what the trash
// kept before it kept rows.

/** The fields kept as `media` columns of the same name, as a snapshot holds them. */
const columnFields = (row: Record<string, unknown>) =>
  Object.fromEntries(COLUMN_FIELDS.map(({ name, column }) => [name, column === 'flag' ? row[name] === 1 : row[name]]));

/** Those fields as `media` columns. */
const fieldColumns = (s: MediaSnapshot) =>
  Object.fromEntries(COLUMN_FIELDS.map(({ name, column }) => [name, column === 'flag' ? (s[name] ? 1 : 0) : s[name]]));

/** A segment or participant as a snapshot keeps it: every column but its video's id (the snapshot is the video). */
const snapshotPart = <R extends { media_id: number }>({ media_id: _media, ...part }: R): Omit<R, 'media_id'> => part;

/** The video as it stands now, inside the caller's transaction; null when unknown. */
export async function loadSnapshot(db: DbOrTx, dialect: DialectName, id: number): Promise<MediaSnapshot | null> {
  const row = await findMediaWhole(db, dialect, id);
  if (!row) return null;
  const summary = presentMediaSummary(row, 'admin');
  const { transcripts, segments } = row;
  return {
    id,
    ...(columnFields(row) as Pick<MediaSnapshot, ColumnFieldName>),
    region: summary.region,
    original_language: row.original_language,
    topics: summary.topics.map((t) => t.name),
    important_people: summary.important_people.map((p) => p.name),
    places: summary.places,
    metadata: summary.metadata,
    transcripts: transcripts.map((t) => ({
      id: t.id,
      language: t.language,
      text: t.text,
      ...(t.machine_generated === 1 ? { machine_generated: true, corrected: t.corrected === 1 } : {}),
    })),
    segments: segments.map(snapshotPart),
    participants: row.participants.map(snapshotPart),
    consents: await snapshotConsents(db, id),
    access: row.access,
    sealed_until: row.sealed_until,
    access_note: row.access_note,
    redactions: parseRedactions(row.redactions),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function mediaColumns(db: DbOrTx, s: MediaSnapshot) {
  const regionId = s.region && s.region.name !== '' ? await repo.findOrInsertRegion(db, s.region) : null;
  const language = s.original_language ? correctLanguageLabel(s.original_language) : '';
  return {
    ...(fieldColumns(s) as Pick<NewMediaRow, ColumnFieldName>),
    region_id: regionId,
    original_language_id: language ? await repo.upsertLookup(db, 'languages', language) : null,
    category: s.metadata.category,
    tags: JSON.stringify(s.metadata.tags),
    featured: s.metadata.featured ? 1 : 0,
    ...accessColumns(s),
  };
}

/**
 * Makes an existing video hold an earlier version's content (a new save): every field,
 * segments, participants and transcripts. The counters (views, likes, comments) stay as they
 * are now: they record visitors, not edits. Returns false when the video is unknown.
 */
export async function applySnapshot(db: DbOrTx, id: number, s: MediaSnapshot, now: string): Promise<boolean> {
  const changed = await repo.updateMedia(db, id, { ...(await mediaColumns(db, s)), updated_at: now });
  if (changed === 0) return false;
  await repo.replaceNameLinks(db, id, s);
  // A version's flags are what it had: a transcript without them was typed by people.
  await repo.replaceTranscripts(
    db,
    id,
    s.transcripts.map((t) => ({ ...t, machine_generated: t.machine_generated ?? false, corrected: t.corrected ?? false })),
  );
  await segmentsRepository.replace(db, id, s.segments);
  await participantsRepository.replace(db, id, s.participants);
  await restoreConsents(db, id, s.consents);
  return true;
}

/**
 * Writes a deleted video back under its own id with everything it had, counters and time
 * stamps included. Part ids come back too unless one has been taken meanwhile (then the parts
 * get new ids; nothing outside the video points at them).
 */
export async function insertSnapshot(db: DbOrTx, s: MediaSnapshot): Promise<void> {
  await rows.insertMediaWithId(db, {
    id: s.id,
    ...(await mediaColumns(db, s)),
    views: s.metadata.views,
    likes: s.metadata.likes,
    comments: s.metadata.comments,
    created_at: s.created_at,
    updated_at: s.updated_at,
  });
  await repo.replaceNameLinks(db, s.id, s);
  // Restored parts keep their ids unless a row has taken one of them meanwhile.
  const keep = async (table: 'segments' | 'participants' | 'transcripts', parts: { id: number }[]) =>
    (await rows.countTakenIds(
      db,
      table,
      parts.map((p) => p.id),
    )) === 0;
  await segmentsRepository.restore(db, s.id, s.segments, await keep('segments', s.segments));
  await participantsRepository.restore(db, s.id, s.participants, await keep('participants', s.participants));
  const keepTranscripts = await keep('transcripts', s.transcripts);
  const transcripts = [];
  for (const [position, t] of s.transcripts.entries()) {
    const languageId = await repo.upsertLookup(db, 'languages', t.language);
    transcripts.push({
      media_id: s.id,
      language_id: languageId,
      text: t.text,
      position,
      machine_generated: t.machine_generated ? 1 : 0,
      corrected: t.corrected ? 1 : 0,
      ...(keepTranscripts ? { id: t.id } : {}),
    });
  }
  await rows.insertTranscriptRows(db, transcripts);
  await restoreConsents(db, s.id, s.consents);
}
