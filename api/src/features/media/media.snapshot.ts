import { correctLanguageLabel } from '#contracts/language-label';
import type { MediaSnapshot } from '#contracts/history';
import type { DbOrTx } from '../../db/database.ts';
import type { DialectName } from '../../db/dialect/dialect.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';
import { accessColumns } from '../access/access-columns.ts';
import { parseRedactions } from '../access/access-rule.ts';
import { presentMediaSummary } from './media.presenter.ts';
import { findMediaWhole } from './media.queries.ts';
import * as repo from './media.repository.ts';
import * as rows from './media.snapshot.repository.ts';

// A video, whole, as plain data (contracts/history.ts): what the trash and the version history keep.

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
    title: row.title,
    description: row.description,
    acknowledgement: row.acknowledgement,
    visibility: row.visibility,
    restriction: row.restriction,
    interview_date: row.interview_date,
    url: row.url,
    media_file: row.media_file === 1,
    duration: row.duration,
    region: summary.region,
    original_language: row.original_language,
    topics: summary.topics.map((t) => t.name),
    important_people: summary.important_people.map((p) => p.name),
    places: summary.places,
    metadata: summary.metadata,
    transcripts: transcripts.map((t) => ({ id: t.id, language: t.language, text: t.text })),
    segments: segments.map(snapshotPart),
    participants: row.participants.map(snapshotPart),
    access: row.access,
    sealed_until: row.sealed_until,
    access_note: row.access_note,
    redactions: parseRedactions(row.redactions),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Whether two snapshots differ in what an admin edits (not in the time stamps or the view counter). */
export function contentDiffers(a: MediaSnapshot, b: MediaSnapshot): boolean {
  const content = (s: MediaSnapshot) =>
    JSON.stringify({
      ...s,
      created_at: null,
      updated_at: null,
      metadata: { ...s.metadata, views: null },
      transcripts: s.transcripts.map(({ id: _id, ...t }) => t),
      segments: s.segments.map(({ id: _id, ...t }) => t),
      participants: s.participants.map(({ id: _id, ...t }) => t),
    });
  return content(a) !== content(b);
}

async function mediaColumns(db: DbOrTx, s: MediaSnapshot) {
  const regionId = s.region && s.region.name !== '' ? await repo.findOrInsertRegion(db, s.region) : null;
  const language = s.original_language ? correctLanguageLabel(s.original_language) : '';
  return {
    title: s.title,
    description: s.description,
    acknowledgement: s.acknowledgement,
    visibility: s.visibility,
    restriction: s.restriction,
    interview_date: s.interview_date,
    url: s.url,
    media_file: s.media_file ? 1 : 0,
    duration: s.duration,
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
  await repo.replaceTranscripts(db, id, s.transcripts);
  await segmentsRepository.replace(db, id, s.segments);
  await participantsRepository.replace(db, id, s.participants);
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
    transcripts.push({ media_id: s.id, language_id: languageId, text: t.text, position, ...(keepTranscripts ? { id: t.id } : {}) });
  }
  await rows.insertTranscriptRows(db, transcripts);
}
