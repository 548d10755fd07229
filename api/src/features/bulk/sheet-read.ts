import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { readSheet } from 'read-excel-file/node';
import type { ImportError } from '#contracts/interview-sheet';

// A spreadsheet file as rows of text cells, numbered as a spreadsheet shows them (the header is row 1):
// CSV in UTF-8 (with or without a byte-order mark), read as a stream, one record at a time; or an .xlsx workbook's first sheet.

/** One row of the sheet, or the problem that stopped the reading at it. */
export type SheetLine = { row: number; cells: string[] } | { row: number; problem: ImportError };

export interface SheetSource {
  header: string[];
  /** The rows after the header; empty rows included (they are skipped, their numbers kept). */
  rows: AsyncIterable<SheetLine>;
}

/** A file that cannot be read at all: its problems name the row where they are. */
export class SheetFileError extends Error {
  constructor(readonly problems: ImportError[]) {
    super(problems[0]?.message ?? 'The file cannot be read.');
  }
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Where the first byte that is not UTF-8 sits: its line (1 first) and its field on that line (by commas outside quotes). */
function firstBadByte(bytes: Buffer): { row: number; field: number } {
  let start = 0;
  for (let row = 1; start <= bytes.length; row++) {
    const end = bytes.indexOf(0x0a, start);
    const line = bytes.subarray(start, end < 0 ? bytes.length : end);
    try {
      fatalUtf8.decode(line);
    } catch {
      return { row, field: fieldAt(line) };
    }
    if (end < 0) break;
    start = end + 1;
  }
  return { row: 1, field: 0 };
}

/** The field of a line the first undecodable byte is in: commas before it, outside quotes. */
function fieldAt(line: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let field = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    try {
      decoder.decode(line.subarray(i, i + 1), { stream: true });
    } catch {
      return field;
    }
    if (line[i] === 0x22) quoted = !quoted;
    else if (line[i] === 0x2c && !quoted) field++;
  }
  return field;
}

/** Reads a CSV file's header at once and its rows as they are asked for. */
export async function readCsv(bytes: Buffer): Promise<SheetSource> {
  try {
    fatalUtf8.decode(bytes);
  } catch {
    const { row, field } = firstBadByte(bytes);
    const header = headerOf(bytes);
    throw new SheetFileError([
      {
        row,
        column: row === 1 ? '' : (header[field] ?? ''),
        code: 'not_utf8',
        message: `Row ${row} holds bytes that are not UTF-8 text: save the file as “CSV UTF-8” (or .xlsx) and try again.`,
      },
    ]);
  }
  const records = Readable.from([bytes]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, cast: false }),
  ) as AsyncIterable<string[]>;
  const iterator = records[Symbol.asyncIterator]();
  let first: IteratorResult<string[]>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw new SheetFileError([brokenRow(error, [])]);
  }
  if (first.done)
    throw new SheetFileError([{ row: 1, column: '', code: 'missing_column', message: 'The file is empty: it has no header.' }]);
  const header = first.value.map((h) => h.trim());
  return { header, rows: linesAfter(iterator, header) };
}

async function* linesAfter(iterator: AsyncIterator<string[]>, header: string[]): AsyncGenerator<SheetLine> {
  let row = 1;
  for (;;) {
    let next: IteratorResult<string[]>;
    try {
      next = await iterator.next();
    } catch (error) {
      yield { row: row + 1, problem: brokenRow(error, header) };
      return;
    }
    if (next.done) return;
    row++;
    const cells = next.value;
    const blank = cells.every((c) => c.trim() === '');
    if (!blank && cells.length !== header.length) {
      yield {
        row,
        problem: {
          row,
          column: '',
          code: 'broken_row',
          message: `Row ${row} has ${cells.length} cells where the header has ${header.length}.`,
        },
      };
      continue;
    }
    yield { row, cells: blank ? [] : cells };
  }
}

/** A record csv-parse could not read (a quote left open, a stray quote): its row and, when known, column. */
function brokenRow(error: unknown, header: string[]): ImportError {
  if (!(error instanceof CsvError)) throw error;
  const details = error as CsvError & { records?: number; index?: number };
  const row = (details.records ?? 0) + 1;
  const column = typeof details.index === 'number' ? (header[details.index] ?? '') : '';
  const why = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote opened here is never closed' : 'a quote stands inside a cell';
  return { row, column, code: 'broken_row', message: `Row ${row} cannot be read: ${why}.` };
}

/** The header line's cells as text, for naming the column of a problem before the file is parsed. */
function headerOf(bytes: Buffer): string[] {
  const end = bytes.indexOf(0x0a);
  return new TextDecoder('utf-8')
    .decode(bytes.subarray(0, end < 0 ? bytes.length : end))
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((h) => h.replace(/"/g, '').trim());
}

/** Whether the bytes are a ZIP container, as an .xlsx workbook is. */
export const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** A cell of a workbook as the text a CSV would hold: a day as YYYY-MM-DD, yes/no, numbers as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Reads the first sheet of an .xlsx workbook (read-excel-file; docs/decisions.md §1863). */
export async function readXlsx(bytes: Buffer): Promise<SheetSource> {
  let data: unknown[][];
  try {
    data = (await readSheet(bytes, { trim: false })) as unknown[][];
  } catch (error) {
    throw new SheetFileError([
      {
        row: 1,
        column: '',
        code: 'unreadable_file',
        message: `The workbook cannot be read (${(error as Error).message}); save it again as .xlsx or as CSV UTF-8.`,
      },
    ]);
  }
  const [first, ...rest] = data;
  if (!first)
    throw new SheetFileError([{ row: 1, column: '', code: 'missing_column', message: 'The workbook is empty: it has no header.' }]);
  const header = first.map((h) => cellText(h).trim());
  // A workbook's rows are as wide as its widest: cells past the header are empty, not a broken row.
  async function* lines(): AsyncGenerator<SheetLine> {
    for (const [index, cells] of rest.entries()) {
      const texts = cells.map(cellText);
      const blank = texts.every((c) => c.trim() === '');
      if (!blank && texts.slice(header.length).some((c) => c.trim() !== '')) {
        const row = index + 2;
        yield {
          row,
          problem: { row, column: '', code: 'broken_row', message: `Row ${row} has cells past the last column of the header.` },
        };
        continue;
      }
      yield { row: index + 2, cells: blank ? [] : header.map((_, i) => texts[i] ?? '') };
    }
  }
  return { header, rows: lines() };
}
