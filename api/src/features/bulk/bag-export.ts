import crypto from 'node:crypto';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { GAZETTEER_ENTRIES } from '#contracts/gazetteer-data';
import { SHEET_COLUMNS } from '#contracts/interview-sheet';
import type { DbContext } from '../../db/db-context.ts';
import { parseRedactions, readerFor } from '../access/access-rule.ts';
import { exportView, outsideTrash } from '../access/read-model.ts';
import { collectionSlugsOf, listCollections, membersOf } from '../collections/collections.repository.ts';
import { snapshotConsents } from '../consent/consent-snapshot.ts';
import { findForm } from '../consent/consent.repository.ts';
import { transcriptTag } from '../iiif/iiif.presenter.ts';
import { presentMedia } from '../media/media.presenter.ts';
import { findMediaWhole } from '../media/media.queries.ts';
import { objectsOf } from '../media-files/media-backup.ts';
import { listFiles, publicDownload } from '../media-files/media-files.repository.ts';
import type { MediaFileRow } from '../media-files/media-files.table.ts';
import type { MediaStorage } from '../media-files/storage/storage.ts';
import { ohmsXml } from '../ohms/ohms-export.ts';
import { readArabicLabels } from '../vocabulary/vocabulary-labels.repository.ts';
import { transcriptVtt } from '../webvtt/webvtt.ts';
import { BagError, BagWriter } from './bagit.ts';
import { listIdsAfter, listLookupNames, listRegions } from './bulk.repository.ts';
import { csvStream, csvText, sheetRow } from './sheet-export.ts';
import { loadSheetVocabulary, type SheetVocabulary } from './sheet-vocabulary.ts';
import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_LABEL,
  type PackageAccess,
  type PackageCollection,
  type PackageFile,
  type PackageVocabulary,
  SEALED_LABEL,
} from './package-format.ts';

// `npm run export -- --bag DIR` (docs/behaviour.md §1103): the whole archive as one BagIt package, an interview at
// a time, each one's files hashed as they are written (bagit.ts), so memory holds one interview whatever the
// archive's size. The interview's metadata is written by the outlets that serve it (the API's detail, the sheet's
// row, OHMS XML, WebVTT), as the read model's export view lets them show it.

const PAGE = 100;

export interface BagExportOptions {
  /** Put sealed material and withheld passages in (docs/behaviour.md §1101); the package says so. */
  includeSealed: boolean;
  /** bag-info.txt's Source-Organization. */
  archiveName: string;
  /** Told after each interview: how many are in the package, of how many. */
  progress?: (done: number, total: number) => void;
}

export interface BagExportSummary {
  interviews: number;
  files: number;
  bytes: number;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function exportBag(
  ctx: Pick<DbContext, 'db' | 'dialect'>,
  storage: MediaStorage,
  dir: string,
  options: BagExportOptions,
): Promise<BagExportSummary> {
  const bag = new BagWriter(dir);
  try {
    const total = await countInterviews(ctx);
    const vocabulary = await loadSheetVocabulary(ctx.db);
    // The whole sheet, one file written as the interviews are read.
    const sheet = new PassThrough({ objectMode: true });
    const sheetWritten = bag.addStream('interviews.csv', csvStream(sheet));
    sheet.write([...SHEET_COLUMNS]);
    const forms = new Set<string>();
    let done = 0;
    for (let after = 0; ;) {
      const ids = await listIdsAfter(ctx.db, after, PAGE);
      for (const id of ids) {
        const exported = await exportInterview(ctx, storage, bag, { id, sealed: options.includeSealed, vocabulary, forms });
        if (exported) sheet.write(exported.row);
        options.progress?.(++done, total);
      }
      if (ids.length < PAGE) break;
      after = ids.at(-1)!;
    }
    sheet.end();
    await sheetWritten;
    await exportForms(ctx, bag, forms);
    await bag.add('vocabulary.json', json(await vocabularyOf(ctx)));
    await bag.add('collections.json', json(await collectionsOf(ctx)));
    await bag.add('gazetteer.json', json(GAZETTEER_ENTRIES));
    const { files, bytes } = await bag.finish([
      ['Source-Organization', options.archiveName],
      [
        'External-Description',
        `Every interview of ${options.archiveName}: metadata (JSON, CSV, OHMS XML, WebVTT), recordings, releases, access settings, gazetteer and vocabulary.`,
      ],
      ['Bag-Software-Agent', 'Atlas (npm run export -- --bag)'],
      [PACKAGE_FORMAT_LABEL, PACKAGE_FORMAT],
      ['Atlas-Interviews', String(done)],
      [
        SEALED_LABEL,
        options.includeSealed
          ? 'included: this package holds sealed recordings, transcripts and withheld passages; keep it as the archive keeps them'
          : 'excluded: no recording, transcript or segment description of a sealed interview, no withheld passage',
      ],
    ]);
    return { interviews: done, files, bytes };
  } catch (error) {
    bag.abort();
    throw error;
  }
}

async function countInterviews(ctx: Pick<DbContext, 'db'>): Promise<number> {
  const row = await ctx.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => outsideTrash(eb))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One interview's folder; answers its row of the sheet (null when it went meanwhile). */
async function exportInterview(
  ctx: Pick<DbContext, 'db' | 'dialect'>,
  storage: MediaStorage,
  bag: BagWriter,
  { id, sealed, vocabulary, forms }: { id: number; sealed: boolean; vocabulary: SheetVocabulary; forms: Set<string> },
) {
  const whole = await findMediaWhole(ctx.db, ctx.dialect, id);
  if (!whole) return null;
  const view = exportView(whole, sealed);
  const media = presentMedia(whole, readerFor('admin'), view);
  const folder = `interviews/${id}`;
  const row = sheetRow(whole, vocabulary, sealed, (await collectionSlugsOf(ctx.db, [id])).get(id) ?? []);
  await bag.add(`${folder}/interview.json`, json(media));
  await bag.add(`${folder}/row.csv`, csvText([[...SHEET_COLUMNS], row]));
  await bag.add(`${folder}/ohms.xml`, ohmsXml(media));
  for (const [index, transcript] of media.transcripts.entries()) {
    await bag.add(`${folder}/transcripts/${index + 1}-${transcriptTag(transcript)}.vtt`, transcriptVtt(media, transcript));
  }
  const access: PackageAccess = {
    access: whole.access,
    sealed_until: whole.sealed_until,
    note: whole.access_note,
    // Staff's passages whole (a selection's words too) only with sealed material; otherwise as the public sees them.
    redactions: sealed ? parseRedactions(whole.redactions) : view.redactions,
    public_download: await publicDownload(ctx.db, id),
  };
  await bag.add(`${folder}/access.json`, json(access));
  const consents = await snapshotConsents(ctx.db, id);
  for (const c of consents) if (c.form_sha256) forms.add(c.form_sha256);
  await bag.add(`${folder}/consents.json`, json(consents));
  const leftOut = view.withholdsBody ? 'sealed' : view.ranges.length || view.selections.length ? 'withheld passages' : null;
  const files = leftOut ? [] : (await listFiles(ctx.db, id)).filter((f) => f.status === 'ready' && f.withheld === null);
  for (const file of files) await exportFile(storage, bag, folder, id, file);
  await bag.add(`${folder}/recordings.json`, json({ files: files.map(packageFile), left_out: leftOut }));
  return { row };
}

/** Every collection (not in the Trash), its members in order: those in the archive (the Trash is not in a package). */
async function collectionsOf(ctx: Pick<DbContext, 'db'>): Promise<PackageCollection[]> {
  const rows = await listCollections(ctx.db);
  const members = await membersOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const live = new Set<number>();
  const ids = [...new Set([...members.values()].flat())];
  for (let i = 0; i < ids.length; i += 500) {
    for (const row of await ctx.db
      .selectFrom('media')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .where((eb) => outsideTrash(eb))
      .execute())
      live.add(row.id);
  }
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    title_ar: r.title_ar,
    description: r.description,
    description_ar: r.description_ar,
    cover: r.cover_media_id !== null && live.has(r.cover_media_id) ? r.cover_media_id : null,
    media: (members.get(r.id) ?? []).filter((id) => live.has(id)),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

const packageFile = (f: MediaFileRow): PackageFile => ({
  id: f.id,
  source_id: f.source_id,
  role: f.role as PackageFile['role'],
  label: f.label,
  storage_key: f.storage_key,
  filename: f.filename,
  content_type: f.content_type,
  sha256: f.sha256,
  bytes: f.bytes === null ? null : Number(f.bytes),
  parts: f.parts,
  width: f.width,
  height: f.height,
  bitrate: f.bitrate,
  duration_s: f.duration_s,
  created_at: f.created_at,
});

/** Where a stored object sits in the package: below the interview's `recordings/`, as below its storage folder. */
export const recordingPath = (folder: string, id: number, key: string) => `${folder}/recordings/${path.posix.relative(`media/${id}`, key)}`;

/** Copies a held file's objects into the package, each checked against the checksum the archive recorded. */
async function exportFile(storage: MediaStorage, bag: BagWriter, folder: string, id: number, file: MediaFileRow): Promise<void> {
  for (const { key, sha256 } of objectsOf(file)) {
    const stream = await storage.read(key);
    if (!stream) throw new BagError(`The recording ${key} of interview ${id} is missing from ${storage.description}; run npm run fixity.`);
    const digest = await bag.addStream(recordingPath(folder, id, key), stream);
    if (sha256 && digest !== sha256)
      throw new BagError(`The recording ${key} of interview ${id} does not match its recorded SHA-256; run npm run fixity.`);
  }
}

async function exportForms(ctx: Pick<DbContext, 'db'>, bag: BagWriter, hashes: Set<string>): Promise<void> {
  const listed = [];
  for (const sha256 of [...hashes].sort()) {
    const form = await findForm(ctx.db, sha256);
    if (!form) continue;
    const bytes = Buffer.from(form.data, 'base64');
    if (crypto.createHash('sha256').update(bytes).digest('hex') !== sha256)
      throw new BagError(`The release form ${sha256} does not match its SHA-256.`);
    await bag.add(`consent-forms/${sha256}`, bytes);
    listed.push({ sha256, content_type: form.content_type, size: form.size, created_at: form.created_at });
  }
  await bag.add('consent-forms.json', json(listed));
}

async function vocabularyOf(ctx: Pick<DbContext, 'db'>): Promise<PackageVocabulary> {
  const [topics, important_people, places, languages, regions, labels] = await Promise.all([
    listLookupNames(ctx.db, 'topics'),
    listLookupNames(ctx.db, 'important_people'),
    listLookupNames(ctx.db, 'places'),
    listLookupNames(ctx.db, 'languages'),
    listRegions(ctx.db),
    readArabicLabels(ctx.db),
  ]);
  const arabic_forms = Object.entries(labels).flatMap(([kind, forms]) =>
    Object.entries(forms).map(([value, label_ar]) => ({ kind, value, label_ar })),
  );
  return { topics, important_people, places, languages, regions, arabic_forms };
}
