import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { SHEET_COLUMNS } from '#contracts/interview-sheet';
import type { DbContext } from '../../db/db-context.ts';
import { exportView } from '../access/read-model.ts';
import { findMediaPage, type MediaPageRow } from '../media/media.queries.ts';
import { collectionSlugsOf } from '../collections/collections.repository.ts';
import { listIdsAfter } from './bulk.repository.ts';
import { cellsOf } from './sheet-fields.ts';
import { recordOf } from './sheet-record.ts';
import { loadSheetVocabulary, type SheetVocabulary } from './sheet-vocabulary.ts';

// The spreadsheet of every interview (docs/behaviour.md §1100), a page of interviews at a time: one statement
// a page, and never more than a page held, whatever the archive's size.

const PAGE = 500;

export interface SheetExportOptions {
  /** Whether sealed material goes in (an admin's export); otherwise it is left out as the access rule says. */
  sealed: boolean;
}

/** One interview's row of cells, in the sheet's column order. */
export function sheetRow(row: MediaPageRow, vocabulary: SheetVocabulary, sealed: boolean, collections: readonly string[]): string[] {
  const cells = cellsOf(recordOf(row, exportView(row, sealed), collections), vocabulary);
  return SHEET_COLUMNS.map((column) => (column === 'id' ? String(row.id) : (cells.get(column) ?? '')));
}

/** The header, then one row of cells per interview, in id order. */
export async function* sheetRows(ctx: Pick<DbContext, 'db' | 'dialect'>, options: SheetExportOptions): AsyncGenerator<string[]> {
  const vocabulary = await loadSheetVocabulary(ctx.db);
  yield [...SHEET_COLUMNS];
  for (let after = 0; ;) {
    const ids = await listIdsAfter(ctx.db, after, PAGE);
    const rows = (await findMediaPage(ctx.db, ctx.dialect, ids)).sort((a, b) => a.id - b.id);
    const collections = await collectionSlugsOf(ctx.db, ids);
    for (const row of rows) yield sheetRow(row, vocabulary, options.sealed, collections.get(row.id) ?? []);
    if (ids.length < PAGE) return;
    after = ids.at(-1)!;
  }
}

/** CSV in UTF-8 with a byte-order mark (so spreadsheet programs read Arabic as Arabic), lines ending CRLF. */
export function csvStream(rows: AsyncIterable<string[]> | Iterable<string[]>) {
  return Readable.from(rows).pipe(stringify(CSV_OPTIONS));
}

const CSV_OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

/** The sheet as an .xlsx workbook (write-excel-file): every cell text, so no program turns an id, a day or a duration into a number. */
export async function xlsxBuffer(rows: AsyncIterable<string[]>): Promise<Buffer> {
  const data = [];
  for await (const row of rows) data.push(row.map((value) => ({ value, type: String })));
  return writeXlsxFile(data, { sheet: 'Interviews', stickyRowsCount: 1 }).toBuffer();
}

/** A few rows as CSV text, as the stream writes them (a package's one-row sheet). */
export const csvText = (rows: string[][]) => stringifySync(rows, CSV_OPTIONS);
