import { ErrorCode } from '#contracts/errors';
import type { WriteContext } from '../../db/db-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accessColumns } from '../access/access-columns.ts';
import { parseRedactions } from '../access/access-rule.ts';
import { exportView } from '../access/read-model.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { findMediaPage } from '../media/media.queries.ts';
import * as media from '../media/media.repository.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import type { SheetField, SheetRecord } from './sheet-fields.ts';
import type { ImportPlan, PlannedRow } from './sheet-plan.ts';
import { recordOf } from './sheet-record.ts';
import { loadSheetVocabulary, type SheetVocabulary } from './sheet-vocabulary.ts';
import * as collections from '../collections/collections.repository.ts';

// Writes what planImport worked out, through the one write path (docs/architecture.md "One write path"): one
// transaction for the whole sheet, a version in History and an activity row for each interview it changes,
// search and the publication log brought in line, the caches told. A row's fields are laid over the interview
// as it is when the write locks it, so a field the sheet did not change keeps whatever it holds then.

const LIST_FIELDS: SheetField[] = ['topics', 'important_people', 'places'];

/** Applies the plan; answers the ids of the interviews made, in the order of their rows. */
export async function applyImport(ctx: WriteContext, plan: ImportPlan, fileName: string): Promise<number[]> {
  const existing = plan.rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  return writeInterviews(
    ctx,
    existing,
    async (write) => {
      const missing = existing.find((id) => !write.found.includes(id));
      if (missing !== undefined) {
        throw new HttpError(
          409,
          ErrorCode.conflict,
          `The interview ${missing} was deleted since the file was checked; nothing was changed.`,
        );
      }
      const made: number[] = [];
      const vocabulary = await loadSheetVocabulary(write.trx);
      for (const planned of plan.rows) {
        if (planned.id === null) made.push(await createInterview(write, planned.record, vocabulary));
        else await patch(write, planned, vocabulary);
      }
      return made;
    },
    { activity: { detail: fileName } },
  );
}

async function columnsOf(write: InterviewWrite, record: SheetRecord) {
  const { trx } = write;
  return {
    title: record.title,
    description: record.description,
    acknowledgement: record.acknowledgement,
    visibility: record.visibility,
    restriction: record.restriction,
    interview_date: record.interview_date,
    url: record.url,
    media_file: record.media_file ? 1 : 0,
    duration: record.duration,
    region_id:
      record.region === null
        ? null
        : await media.findOrInsertRegion(trx, { name: record.region, latitude: record.latitude, longitude: record.longitude }),
    original_language_id: record.original_language === null ? null : await media.upsertLookup(trx, 'languages', record.original_language),
    category: record.category,
    tags: JSON.stringify(record.tags),
    featured: record.featured ? 1 : 0,
    updated_at: write.now,
  };
}

/** Joins the collections `after` names and `before` does not; leaves those only `before` names. */
async function settleCollections(
  write: InterviewWrite,
  id: number,
  before: readonly string[],
  after: readonly string[],
  vocabulary: SheetVocabulary,
) {
  for (const slug of after.filter((s) => !before.includes(s))) {
    const collection = vocabulary.collectionId(slug);
    if (collection !== undefined) await collections.appendMember(write.trx, collection, id);
  }
  for (const slug of before.filter((s) => !after.includes(s))) {
    const collection = vocabulary.collectionId(slug);
    if (collection !== undefined) await collections.removeMember(write.trx, collection, id);
  }
}

/** A new interview from a sheet's row, inside an open write (a sheet's import, a batch ingest's manifest). */
export async function createInterview(write: InterviewWrite, record: SheetRecord, vocabulary: SheetVocabulary): Promise<number> {
  const id = await media.insertMedia(write.trx, {
    ...(await columnsOf(write, record)),
    ...accessColumns({ access: record.access, sealed_until: record.sealed_until, access_note: record.access_note, redactions: [] }),
    created_at: write.now,
  });
  write.wrote(id);
  await media.replaceNameLinks(write.trx, id, record);
  await participantsRepository.replace(write.trx, id, record.participants);
  await settleCollections(write, id, [], record.collections, vocabulary);
  return id;
}

async function patch(write: InterviewWrite, planned: PlannedRow, vocabulary: SheetVocabulary): Promise<void> {
  const { trx, dialect } = write;
  const id = planned.id!;
  const [row] = await findMediaPage(trx, dialect, [id]);
  if (!row) return;
  // The interview as it is now, whole (the sealed material too), with the sheet's changed fields laid over it.
  const memberOf = (await collections.collectionSlugsOf(trx, [id])).get(id) ?? [];
  const record: SheetRecord = { ...recordOf(row, exportView(row, true), memberOf) };
  for (const field of planned.fields) (record as unknown as Record<string, unknown>)[field] = planned.record[field];
  await media.updateMedia(trx, id, {
    ...(await columnsOf(write, record)),
    ...accessColumns({
      access: record.access,
      sealed_until: record.sealed_until,
      access_note: record.access_note,
      redactions: parseRedactions(row.redactions),
    }),
  });
  if (planned.fields.some((f) => LIST_FIELDS.includes(f))) await media.replaceNameLinks(trx, id, record);
  if (planned.fields.includes('participants')) await participantsRepository.replace(trx, id, record.participants);
  if (planned.fields.includes('collections')) await settleCollections(write, id, memberOf, record.collections, vocabulary);
}
