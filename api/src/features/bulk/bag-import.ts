import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { z } from 'zod';
import { type MediaSnapshot, MediaSnapshotSchema } from '#contracts/interview';
import { type Media, MediaSchema } from '#contracts/media';
import { LABEL_KINDS, type LabelKind } from '#contracts/vocabulary';
import type { DatabaseHandle } from '../../db/database.ts';
import { writeContextOutsideServer } from '../../db/db-context.ts';
import { type DynamicDb, listDataTables, raiseIdSequence } from '../../db/dialect/catalog.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { insertCollection, replaceMembers } from '../collections/collections.repository.ts';
import { insertForm } from '../consent/consent.repository.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { insertSnapshot } from '../media/media.snapshot.ts';
import * as media from '../media/media.repository.ts';
import { objectsOf } from '../media-files/media-backup.ts';
import { setPublicDownload } from '../media-files/media-files.repository.ts';
import type { MediaFileRow } from '../media-files/media-files.table.ts';
import type { MediaStorage } from '../media-files/storage/storage.ts';
import { writeArabicLabel } from '../vocabulary/vocabulary-labels.repository.ts';
import { recordingPath } from './bag-export.ts';
import { BagError, payloadFile, payloadPath, readPayloadText, validateBag } from './bagit.ts';
import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_LABEL,
  PackageAccessSchema,
  PackageCollectionsSchema,
  PackageConsentsSchema,
  PackageFormsSchema,
  PackageRecordingsSchema,
  PackageVocabularySchema,
} from './package-format.ts';

// `npm run import -- --bag DIR` (docs/behaviour.md §1103): an archive package back into an empty database. The bag
// is checked whole first (every checksum, bagit.ts); then every interview goes in under its own id in one write
// (writeInterviews, as a backup's restore: search, the publication log and the servers' caches follow), its held
// files copied into storage as it goes, each checked against the checksum the archive recorded. Anything that
// fails rolls the database back and removes the files already copied: nothing half-made.

export interface BagImportOptions {
  /** Told as the bag is checked (`checked` files) and as interviews go in. */
  progress?: (step: 'checked' | 'imported', done: number, total: number) => void;
}

export interface BagImportSummary {
  interviews: number;
  files: number;
  source: string;
}

export async function importBag(
  handle: DatabaseHandle,
  storage: MediaStorage,
  dir: string,
  options: BagImportOptions = {},
): Promise<BagImportSummary> {
  // An archive already there is refused before the bag's bytes are read (and again inside the write).
  await migrateToLatest(handle);
  await refuseFilled(handle.db);
  const { info, files, checksums } = await validateBag(dir, (n) => options.progress?.('checked', n, 0));
  if (info.get(PACKAGE_FORMAT_LABEL) !== PACKAGE_FORMAT) {
    throw new BagError(
      `${dir} is a valid bag but not an Atlas archive package (bag-info.txt has no ${PACKAGE_FORMAT_LABEL}: ${PACKAGE_FORMAT}).`,
    );
  }
  const ids = await interviewIds(dir);
  const vocabulary = await readJson(dir, 'vocabulary.json', PackageVocabularySchema);
  const forms = await readJson(dir, 'consent-forms.json', PackageFormsSchema);
  const collections = await readJson(dir, 'collections.json', PackageCollectionsSchema);
  const copied: number[] = [];
  try {
    await writeInterviews(
      writeContextOutsideServer(handle),
      [],
      async (write) => {
        await refuseFilled(write.trx);
        await importVocabulary(write.trx, vocabulary);
        for (const form of forms) {
          const bytes = await fsp.readFile(payloadFile(dir, `consent-forms/${form.sha256}`));
          await insertForm(write.trx, { ...form, data: bytes.toString('base64') });
        }
        for (const [index, id] of ids.entries()) {
          const { snapshot, recordings, publicDownload } = await readInterview(dir, id);
          await insertSnapshot(write.trx, snapshot);
          write.wrote(id);
          if (publicDownload) await setPublicDownload(write.trx, id, true);
          copied.push(id);
          for (const file of recordings) {
            await write.trx
              .insertInto('media_files')
              .values({ ...file, media_id: id, status: 'ready', updated_at: file.created_at })
              .execute();
            await copyIntoStorage(storage, dir, checksums, id, file as unknown as MediaFileRow);
          }
          options.progress?.('imported', index + 1, ids.length);
        }
        const held = new Set(ids);
        for (const { media: members, cover, ...collection } of collections) {
          const unknown = members.find((member) => !held.has(member));
          if (unknown !== undefined)
            throw new BagError(`data/collections.json names the interview ${unknown}, which the package does not hold.`);
          const id = await insertCollection(write.trx, { ...collection, cover_media_id: cover });
          await replaceMembers(write.trx, id, members);
        }
        const db = write.trx as unknown as DynamicDb;
        for (const table of (await listDataTables(db, handle.dialect)).filter((t) => t.columns.includes('id'))) {
          await raiseIdSequence(db, handle.dialect, table.name);
        }
      },
      { versions: false },
    );
  } catch (error) {
    for (const id of copied) await storage.deletePrefix(`media/${id}/`).catch(() => undefined);
    throw error;
  }
  return { interviews: ids.length, files, source: info.get('Source-Organization') ?? '' };
}

/** A package goes into an empty archive only: no interview, none in the trash. */
async function refuseFilled(db: DatabaseHandle['db'] | InterviewWrite['trx']): Promise<void> {
  if (await db.selectFrom('media').select('id').limit(1).executeTakeFirst()) {
    throw new BagError('The database already holds interviews: import a package into an empty database (migrated, SEED=none).');
  }
  if (await db.selectFrom('media_trash').select('media_id').limit(1).executeTakeFirst()) {
    throw new BagError('The database holds interviews in its trash: import a package into an empty database (migrated, SEED=none).');
  }
}

/** The interviews' folders, in id order. */
async function interviewIds(dir: string): Promise<number[]> {
  const folder = payloadFile(dir, 'interviews');
  if (!fs.existsSync(folder)) return [];
  const names = await fsp.readdir(folder);
  const ids = names.map((name) => {
    if (!/^[1-9]\d*$/.test(name)) throw new BagError(`data/interviews/${name} is not an interview's folder (a folder is named by its id).`);
    return Number(name);
  });
  return ids.sort((a, b) => a - b);
}

async function readJson<T extends z.ZodType>(dir: string, relative: string, schema: T): Promise<z.output<T>> {
  let text: string;
  try {
    text = await readPayloadText(dir, relative);
  } catch {
    throw new BagError(`data/${relative} is missing.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BagError(`data/${relative} is not JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BagError(`data/${relative} is not what an Atlas package holds (${issue?.path.join('.') || 'the file'}: ${issue?.message}).`);
  }
  return parsed.data;
}

/** An interview's files in the package, read back into what the trash and History keep of one: its snapshot. */
async function readInterview(dir: string, id: number) {
  const folder = `interviews/${id}`;
  const detail: Media = await readJson(dir, `${folder}/interview.json`, MediaSchema);
  if (detail.id !== id) throw new BagError(`data/${folder}/interview.json holds the interview ${detail.id}, not ${id}.`);
  const access = await readJson(dir, `${folder}/access.json`, PackageAccessSchema);
  const consents = await readJson(dir, `${folder}/consents.json`, PackageConsentsSchema);
  const { files } = await readJson(dir, `${folder}/recordings.json`, PackageRecordingsSchema);
  const snapshot: MediaSnapshot = MediaSnapshotSchema.parse({
    id,
    title: detail.title,
    description: detail.description,
    acknowledgement: detail.acknowledgement,
    visibility: detail.visibility,
    restriction: detail.restriction,
    interview_date: detail.interview_date,
    url: detail.url,
    media_file: detail.media_file,
    duration: detail.duration,
    region: detail.region,
    original_language: detail.original_language,
    topics: detail.topics.map((t) => t.name),
    important_people: detail.important_people.map((p) => p.name),
    places: detail.places,
    metadata: detail.metadata,
    transcripts: detail.transcripts,
    segments: detail.segments.map(({ media: _media, ...segment }) => segment),
    participants: detail.participants.map(({ media: _media, phone, ...person }) => ({ ...person, phone: phone ?? '' })),
    consents,
    access: access.access,
    sealed_until: access.sealed_until,
    access_note: access.note,
    redactions: access.redactions,
    created_at: detail.created_at,
    updated_at: detail.updated_at,
  });
  return { snapshot, recordings: files, publicDownload: access.public_download };
}

/**
 * A held file's objects into storage, each first checked against the checksum the archive recorded for it: the bag's
 * check has hashed every payload file already (`checksums`), so no file is read twice.
 */
async function copyIntoStorage(
  storage: MediaStorage,
  dir: string,
  checksums: ReadonlyMap<string, string>,
  id: number,
  file: MediaFileRow,
): Promise<void> {
  for (const { key, sha256 } of objectsOf(file)) {
    if (!key.startsWith(`media/${id}/`))
      throw new BagError(`data/interviews/${id}/recordings.json names a file outside the interview: ${key}.`);
    const relative = recordingPath(`interviews/${id}`, id, key);
    const source = payloadFile(dir, relative);
    if (!fs.existsSync(source)) throw new BagError(`data/${relative} is missing: recordings.json names it.`);
    if (sha256 && checksums.get(payloadPath(relative)) !== sha256) {
      throw new BagError(`data/${relative} does not match the SHA-256 the archive recorded for it.`);
    }
    await storage.putFile(key, source, file.role === 'original' ? file.content_type || undefined : undefined);
  }
}

/** Every name of the vocabulary, used or not, with its Arabic forms; regions with their coordinates. */
async function importVocabulary(trx: Parameters<typeof media.upsertLookup>[0], vocabulary: z.output<typeof PackageVocabularySchema>) {
  for (const name of vocabulary.topics) await media.upsertLookup(trx, 'topics', name);
  for (const name of vocabulary.important_people) await media.upsertLookup(trx, 'important_people', name);
  for (const name of vocabulary.places) await media.upsertLookup(trx, 'places', name);
  for (const name of vocabulary.languages) await media.upsertLookup(trx, 'languages', name);
  for (const region of vocabulary.regions) await media.findOrInsertRegion(trx, region);
  for (const form of vocabulary.arabic_forms) {
    if ((LABEL_KINDS as readonly string[]).includes(form.kind) && form.label_ar !== '') {
      await writeArabicLabel(trx, { kind: form.kind as LabelKind, value: form.value, label_ar: form.label_ar });
    }
  }
}
