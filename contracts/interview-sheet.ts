import { z } from 'zod';
import { ErrorSchema } from './errors.ts';

// The spreadsheet of interviews (docs/behaviour.md §1100): its columns, in the order the export writes them,
// and the answer of an import. The API reads and writes the cells (api/src/features/bulk/); the staff
// screen shows the answer.

/**
 * Every column, in order. A column ending in `_ar` holds the Arabic forms of the column before it (staff's
 * vocabulary, else the gazetteer's); an import reads whichever of the two was edited.
 */
export const SHEET_COLUMNS = [
  'id',
  'title',
  'description',
  'acknowledgement',
  'visibility',
  'restriction',
  'interview_date',
  'url',
  'media_file',
  'duration',
  'region',
  'region_ar',
  'latitude',
  'longitude',
  'original_language',
  'original_language_ar',
  'places',
  'places_ar',
  'topics',
  'topics_ar',
  'important_people',
  'participants',
  'access',
  'sealed_until',
  'access_note',
  'category',
  'tags',
  'featured',
  'collections',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** Between the names of a list cell (places, topics, people, tags, participants). */
export const LIST_SEPARATOR = '; ';

/** Largest file an import reads (CSV or .xlsx). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/** The content type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a cell, a row or the file cannot be imported; the message says it for people. */
const IMPORT_PROBLEMS = [
  /** The file's bytes are not UTF-8 text (the row holds the first bad byte). */
  'not_utf8',
  /** Neither CSV nor an .xlsx workbook that can be read. */
  'unreadable_file',
  /** A row with more or fewer cells than the header, or a quote left open. */
  'broken_row',
  /** A header this archive has no column for, or a column twice. */
  'unknown_column',
  /** The header lacks `id`. */
  'missing_column',
  /** Two rows name the same interview. */
  'duplicate_id',
  /** No interview has this id (or it is in the trash). */
  'unknown_id',
  /** A region or place neither the gazetteer nor the archive knows. */
  'unknown_place',
  /** A topic, person or language the archive's vocabulary does not hold. */
  'unknown_vocabulary',
  /** A collection's slug no collection has (one in the Trash neither). */
  'unknown_collection',
  /** A date that is not a real day written YYYY-MM-DD. */
  'bad_date',
  /** A value the field cannot take (its message says which). */
  'invalid_value',
  /** A new interview needs a title. */
  'required',
] as const;
const ImportProblemSchema = z.enum(IMPORT_PROBLEMS);
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** One problem: its row as a spreadsheet numbers it (the header is row 1) and its column by header ('' for a whole row). */
const ImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  code: ImportProblemSchema,
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** One field an import changes: `id` null for an interview the import creates; `from` and `to` as cells. */
const ImportChangeSchema = z.object({
  row: z.number().int(),
  id: z.number().int().nullable(),
  field: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

/** What an import changes (or, with `dry_run=1`, would change). */
export const ImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(ImportChangeSchema),
  errors: z.array(ImportErrorSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportQuerySchema = z.strictObject({
  /** 1: answer what the import would change, and change nothing. */
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
  /** The file's name, for the activity log (a multipart upload names itself). */
  name: z.string().trim().max(200).optional(),
});

/**
 * The 400 answer of an import refused: the error shape, where for `import_errors` each problem of the report
 * also carries its `row`, `column` and `code` (its `path` reads `row 3 › topics`).
 */
export const ImportRefusalSchema = ErrorSchema.extend({
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        row: z.number().int().optional(),
        column: z.string().optional(),
        code: ImportProblemSchema.optional(),
      }),
    )
    .optional(),
});
