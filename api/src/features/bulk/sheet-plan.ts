import { MAX_ROW_ID } from '#contracts/constants';
import { type ImportChange, type ImportError, type ImportReport, SHEET_COLUMNS, type SheetColumn } from '#contracts/interview-sheet';
import { checklistOf, type PublishChecklistMode, subjectOfInput } from '#contracts/publish-checklist';
import type { DbContext } from '../../db/db-context.ts';
import { exportView } from '../access/read-model.ts';
import { keptSealDay } from '../access/access-columns.ts';
import { sealIssues } from '../access/access-input.ts';
import { isPublicRecord } from '../access/read-model.ts';
import { findMediaPage, type MediaPageRow } from '../media/media.queries.ts';
import { findTranscriptTexts } from '../access/access.repository.ts';
import { collectionSlugsOf } from '../collections/collections.repository.ts';
import { cellsOf, EMPTY_RECORD, isWithheldMark, normalCell, SHEET_FIELDS, type SheetField, type SheetRecord } from './sheet-fields.ts';
import type { SheetSource } from './sheet-read.ts';
import { recordOf } from './sheet-record.ts';
import { loadSheetVocabulary, type SheetVocabulary } from './sheet-vocabulary.ts';

// What an import of a spreadsheet changes (docs/behaviour.md §1100), worked out before anything is written:
// the dry run answers it, the import writes exactly it (sheet-apply.ts). Rows are read in batches, each batch's
// interviews in one statement, so a sheet of the whole archive is compared in a fixed number of statements per
// batch and never held whole.

/** A row that changes its interview (or makes one): the interview as it will be, and which fields change. */
export interface PlannedRow {
  row: number;
  id: number | null;
  record: SheetRecord;
  fields: SheetField[];
}

export interface ImportPlan {
  report: ImportReport;
  rows: PlannedRow[];
}

export interface PlanOptions {
  /** Whether the importer's export shows sealed material (an admin's): the cells are compared with that export. */
  sealed: boolean;
  publishChecklist: PublishChecklistMode;
  /** Told after each batch: rows read so far. */
  progress?: (rows: number) => void;
}

const BATCH = 500;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Reads the whole sheet and answers what it changes; nothing is written. */
export async function planImport(ctx: Pick<DbContext, 'db' | 'dialect'>, source: SheetSource, options: PlanOptions): Promise<ImportPlan> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, changes: [], errors: [] };
  const rows: PlannedRow[] = [];
  const columns = headerColumns(source.header, report.errors);
  if (report.errors.length) return { report, rows };
  const vocabulary = await loadSheetVocabulary(ctx.db);
  const seen = new Map<number, number>();
  let batch: { row: number; cells: Map<SheetColumn, string>; id: number | null }[] = [];
  let read = 0;

  const flush = async () => {
    const ids = batch.flatMap((line) => (line.id === null ? [] : [line.id]));
    const stored = new Map((await findMediaPage(ctx.db, ctx.dialect, ids)).map((r) => [r.id, r]));
    const collections = await collectionSlugsOf(ctx.db, ids);
    for (const line of batch) {
      const current = line.id === null ? null : stored.get(line.id);
      if (current === undefined) {
        report.errors.push({ row: line.row, column: 'id', code: 'unknown_id', message: `No interview has the id ${line.id}.` });
        continue;
      }
      const planned = planRow(
        line.row,
        line.id,
        line.cells,
        current && { row: current, collections: collections.get(current.id) ?? [] },
        vocabulary,
        options,
        report,
      );
      if (planned === null) continue;
      if (planned.fields.length === 0) {
        report.unchanged++;
        continue;
      }
      if (options.publishChecklist === 'require' && publishes(planned, current)) {
        const problem = await checklistProblem(ctx, planned, options.publishChecklist);
        if (problem) {
          report.errors.push(problem);
          continue;
        }
      }
      if (line.id === null) report.created++;
      else report.updated++;
      rows.push(planned);
    }
    read += batch.length;
    options.progress?.(read);
    batch = [];
  };

  for await (const line of source.rows) {
    if ('problem' in line) {
      report.errors.push(line.problem);
      continue;
    }
    if (line.cells.length === 0) continue;
    const cells = new Map(columns.map((column, i) => [column, normalCell(line.cells[i] ?? '')]));
    const id = idOf(cells.get('id') ?? '');
    if (id === 'invalid') {
      report.errors.push({
        row: line.row,
        column: 'id',
        code: 'invalid_value',
        message: 'An id is a whole number; leave it empty for a new interview.',
      });
      continue;
    }
    if (id !== null) {
      const first = seen.get(id);
      if (first !== undefined) {
        report.errors.push({
          row: line.row,
          column: 'id',
          code: 'duplicate_id',
          message: `Row ${first} already names the interview ${id}.`,
        });
        continue;
      }
      seen.set(id, line.row);
    }
    batch.push({ row: line.row, cells, id });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  report.errors.sort((a, b) => a.row - b.row);
  return { report, rows };
}

/** A new interview's fields from a row's cells (a batch ingest's manifest): its record, or the row's problems. */
export function newInterviewOf(
  row: number,
  cells: Map<SheetColumn, string>,
  vocabulary: SheetVocabulary,
  options: PlanOptions,
): { record: SheetRecord } | { errors: ImportError[] } {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, changes: [], errors: [] };
  const planned = planRow(row, null, cells, null, vocabulary, options, report);
  return planned ? { record: planned.record } : { errors: report.errors };
}

/** The header's columns; an unknown or repeated one, or a missing id, is an error of row 1. */
function headerColumns(header: string[], errors: ImportError[]): SheetColumn[] {
  const known = new Set<string>(SHEET_COLUMNS);
  const taken = new Set<string>();
  for (const column of header) {
    if (!known.has(column)) {
      errors.push({ row: 1, column, code: 'unknown_column', message: `“${column}” is not a column of the archive's spreadsheet.` });
    } else if (taken.has(column)) {
      errors.push({ row: 1, column, code: 'unknown_column', message: `The column “${column}” is there twice.` });
    }
    taken.add(column);
  }
  if (!taken.has('id'))
    errors.push({ row: 1, column: 'id', code: 'missing_column', message: 'The sheet needs an id column (empty for new interviews).' });
  return header as SheetColumn[];
}

function idOf(cell: string): number | null | 'invalid' {
  if (cell === '') return null;
  if (!/^\d+$/.test(cell)) return 'invalid';
  const id = Number(cell);
  return id > 0 && id <= MAX_ROW_ID ? id : 'invalid';
}

/** One row against its interview (null: a new one); null when the row has errors (pushed to the report). */
function planRow(
  row: number,
  id: number | null,
  cells: Map<SheetColumn, string>,
  stored: { row: MediaPageRow; collections: string[] } | null,
  vocabulary: SheetVocabulary,
  options: PlanOptions,
  report: ImportReport,
): PlannedRow | null {
  const current = stored?.row ?? null;
  const before = stored ? recordOf(stored.row, exportView(stored.row, options.sealed), stored.collections) : EMPTY_RECORD;
  const shown = cellsOf(before, vocabulary);
  const after: SheetRecord = { ...before };
  const errors: ImportError[] = [];
  const edited = new Set<SheetField>();
  for (const def of SHEET_FIELDS) {
    // A cell is read when it differs from what the export writes (a new interview: when it is not empty).
    const changed = def.columns.flatMap((column, index) => {
      const cell = cells.get(column);
      if (cell === undefined || isWithheldMark(cell)) return [];
      const differs = current ? cell !== normalCell(shown.get(column) ?? '') : cell !== '';
      return differs ? [{ column, index, cell }] : [];
    });
    if (changed.length === 0) continue;
    const values = changed.map(({ column, index, cell }) => ({ column, parsed: def.parse(cell, vocabulary, index) }));
    const failed = values.find((v) => 'problem' in v.parsed);
    if (failed && 'problem' in failed.parsed) {
      errors.push({ row, column: failed.column, code: failed.parsed.problem, message: failed.parsed.message });
      continue;
    }
    const [first, second] = values.map((v) => ('value' in v.parsed ? v.parsed.value : null));
    if (values.length === 2 && !same(first, second)) {
      errors.push({
        row,
        column: values[1]!.column,
        code: 'invalid_value',
        message: `“${values[0]!.column}” and “${values[1]!.column}” were both edited and name different things: edit one of them.`,
      });
      continue;
    }
    (after as unknown as Record<string, unknown>)[def.field] = first;
    edited.add(def.field);
  }
  settleRegion(after, before, edited, vocabulary);
  settleAccess(row, after, edited, errors);
  if (!current && after.title.trim() === '')
    errors.push({ row, column: 'title', code: 'required', message: 'A new interview needs a title.' });
  if (errors.length) {
    report.errors.push(...errors);
    return null;
  }
  const fields = SHEET_FIELDS.map((d) => d.field).filter((field) => !same(after[field], before[field]));
  const afterCells = cellsOf(after, vocabulary);
  for (const field of fields) {
    const column = SHEET_FIELDS.find((d) => d.field === field)!.columns[0]!;
    report.changes.push(changeOf(row, id, column, current ? (shown.get(column) ?? '') : '', afterCells.get(column) ?? ''));
  }
  return { row, id, record: after, fields };
}

const changeOf = (row: number, id: number | null, field: string, from: string, to: string): ImportChange => ({ row, id, field, from, to });

/** A region changed without its coordinates takes the ones the archive keeps for the new name. */
function settleRegion(after: SheetRecord, before: SheetRecord, edited: Set<SheetField>, vocabulary: SheetVocabulary): void {
  if (!edited.has('region') || edited.has('latitude') || edited.has('longitude') || after.region === before.region) return;
  const known = after.region === null ? undefined : vocabulary.coordinatesOf(after.region);
  after.latitude = known?.latitude ?? null;
  after.longitude = known?.longitude ?? null;
}

/** A seal needs its day, after today, when the sheet changes it; a level other than sealed keeps no day (the access rules). */
function settleAccess(row: number, after: SheetRecord, edited: Set<SheetField>, errors: ImportError[]): void {
  after.sealed_until = keptSealDay(after);
  if (!edited.has('access') && !edited.has('sealed_until')) return;
  for (const issue of sealIssues(after)) errors.push({ row, column: 'sealed_until', code: 'invalid_value', message: issue.message });
}

const publishes = (planned: PlannedRow, current: MediaPageRow | null) =>
  isPublicRecord(planned.record) && (current === null || !isPublicRecord(current));

/** Under PUBLISH_CHECKLIST=require, a row that makes an interview public must have what publishing needs. */
async function checklistProblem(ctx: Pick<DbContext, 'db'>, planned: PlannedRow, mode: PublishChecklistMode): Promise<ImportError | null> {
  const transcripts = planned.id === null ? [] : await findTranscriptTexts(ctx.db, planned.id);
  const { record } = planned;
  const subject = subjectOfInput({
    url: record.url,
    media_file: record.media_file,
    description: record.description,
    region: record.region === null ? null : { name: record.region },
    places: record.places,
    transcript: transcripts,
  });
  const missing = checklistOf(subject, mode).items.filter((i) => i.required && !i.done);
  if (missing.length === 0) return null;
  return {
    row: planned.row,
    column: 'visibility',
    code: 'invalid_value',
    message: `It cannot be made public yet: ${missing.map((i) => i.message.replace(/\.$/, '').toLowerCase()).join('; ')}.`,
  };
}
