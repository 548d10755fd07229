import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { z } from 'zod';

/**
 * The backup file (docs/decisions.md §109): gzip-compressed lines of JSON.
 * Line 1 is the header, then each table as a `{"table", "columns"}` line followed by one JSON
 * array per row, and last a trailer with the row counts and the SHA-256 of every line before
 * it. Plain JSON values only, so the file is the same whichever database wrote it.
 */
const BACKUP_FORMAT = 'atlas-backup';
const BACKUP_VERSION = 1;

const HeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  created_at: z.string(),
  dialect: z.string(),
  migrations: z.array(z.string()),
});
export type BackupHeader = z.infer<typeof HeaderSchema>;

const TableLineSchema = z.object({ table: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), columns: z.array(z.string()).min(1) });
const TrailerSchema = z.object({ end: z.literal(true), tables: z.record(z.string(), z.number().int()), sha256: z.string() });

/** A backup that cannot be used: the message says why, for the person running the command. */
export class BackupFileError extends Error {}

/** A failure of the reader's visitor (the database refusing a row), passed on as it is. */
class VisitorFailure {
  constructor(readonly error: unknown) {}
}
const visiting = async (step: Promise<void> | undefined) => {
  try {
    await step;
  } catch (error) {
    throw new VisitorFailure(error);
  }
};

/** Database values as plain JSON: bytes as base64 in an object, big integers and dates as text. */
function encodeValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}

function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object' && '$base64' in value) return Buffer.from(String(value.$base64), 'base64');
  return value;
}

/** Writes a backup to `file` through a temporary name, so a failed run never leaves a file that looks whole. */
export class BackupWriter {
  readonly #hash = crypto.createHash('sha256');
  readonly #gzip = zlib.createGzip({ level: 6 });
  readonly #out: fs.WriteStream;
  readonly #counts: Record<string, number> = {};
  readonly #partial: string;
  /** Rejects when the file cannot be written (a full disk, a missing permission). */
  readonly #failed: Promise<never>;
  #table = '';

  constructor(
    readonly file: string,
    header: Omit<BackupHeader, 'format' | 'version'>,
  ) {
    // The file is written beside its name and renamed over it: never over a device, a pipe or a folder.
    const existing = fs.statSync(file, { throwIfNoEntry: false });
    if (existing && !existing.isFile()) throw new BackupFileError(`${file} is not a regular file; give a file name for the backup.`);
    this.#partial = `${file}.partial`;
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.#out = fs.createWriteStream(this.#partial);
    this.#failed = new Promise<never>((_, reject) => {
      this.#out.on('error', reject);
      this.#gzip.on('error', reject);
    });
    this.#failed.catch(() => undefined);
    this.#gzip.pipe(this.#out);
    this.#write({ format: BACKUP_FORMAT, version: BACKUP_VERSION, ...header });
  }

  /** Hashes and compresses one line; false when the compressor asks the writer to wait. */
  #write(value: unknown): boolean {
    const text = `${JSON.stringify(value)}\n`;
    this.#hash.update(text);
    return this.#gzip.write(text);
  }

  async #line(value: unknown): Promise<void> {
    if (!this.#write(value)) await Promise.race([new Promise((resolve) => this.#gzip.once('drain', resolve)), this.#failed]);
  }

  async table(name: string, columns: string[]): Promise<void> {
    this.#table = name;
    this.#counts[name] = 0;
    await this.#line({ table: name, columns });
  }

  async row(values: unknown[]): Promise<void> {
    this.#counts[this.#table]! += 1;
    await this.#line(values.map(encodeValue));
  }

  async finish(): Promise<{ rows: number; sha256: string }> {
    const sha256 = this.#hash.digest('hex');
    const trailer = `${JSON.stringify({ end: true, tables: this.#counts, sha256 })}\n`;
    this.#gzip.end(trailer);
    await Promise.race([new Promise<void>((resolve) => this.#out.on('finish', resolve)), this.#failed]);
    fs.renameSync(this.#partial, this.file);
    return { rows: Object.values(this.#counts).reduce((a, b) => a + b, 0), sha256 };
  }

  abort(): void {
    this.#gzip.destroy();
    this.#out.destroy();
    fs.rmSync(this.#partial, { force: true });
  }
}

export interface BackupVisitor {
  table?(name: string, columns: string[]): Promise<void>;
  row?(values: unknown[]): Promise<void>;
}

/**
 * Reads a whole backup, checking everything: gzip, header, every line, the trailer's counts
 * and checksum. Throws BackupFileError on the first problem. The visitor sees tables and rows
 * as they come, so a caller loading them must still roll back when this throws at the end.
 */
export async function readBackup(
  file: string,
  visitor: BackupVisitor = {},
): Promise<{ header: BackupHeader; tables: Record<string, number> }> {
  const fd = await fs.promises.open(file, 'r').catch(() => {
    throw new BackupFileError(`Cannot read ${file}.`);
  });
  const magic = Buffer.alloc(2);
  await fd.read(magic, 0, 2, 0);
  await fd.close();
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new BackupFileError(`${file} is not an Atlas backup (it is not gzip-compressed).`);

  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (error) => gunzip.destroy(error)).pipe(gunzip);
  const hash = crypto.createHash('sha256');
  let header: BackupHeader | null = null;
  let trailer: z.infer<typeof TrailerSchema> | null = null;
  let columns: string[] | null = null;
  let table = '';
  const counts: Record<string, number> = {};
  const parse = (line: string) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new BackupFileError(`${file} is damaged: a line is not JSON.`);
    }
  };
  try {
    for await (const line of linesOf(gunzip)) {
      if (trailer) throw new BackupFileError(`${file} is damaged: data after its end.`);
      const value = parse(line);
      if (!header) {
        const parsed = HeaderSchema.safeParse(value);
        if (!parsed.success) throw new BackupFileError(`${file} is not an Atlas backup (no Atlas backup header).`);
        if (parsed.data.version > BACKUP_VERSION) {
          throw new BackupFileError(`${file} was written by a newer Atlas (backup format ${parsed.data.version}); upgrade Atlas first.`);
        }
        header = parsed.data;
      } else if (Array.isArray(value)) {
        if (!columns || value.length !== columns.length) throw new BackupFileError(`${file} is damaged: a row does not match its table.`);
        counts[table]! += 1;
        await visiting(visitor.row?.(value.map(decodeValue)));
      } else if (value && typeof value === 'object' && 'end' in value) {
        const parsed = TrailerSchema.safeParse(value);
        if (!parsed.success) throw new BackupFileError(`${file} is damaged: its end record is unreadable.`);
        trailer = parsed.data;
        continue;
      } else {
        const parsed = TableLineSchema.safeParse(value);
        if (!parsed.success || parsed.data.table in counts) throw new BackupFileError(`${file} is damaged: an unexpected line.`);
        ({ table, columns } = parsed.data);
        counts[table] = 0;
        await visiting(visitor.table?.(table, columns));
      }
      hash.update(`${line}\n`);
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    if (error instanceof VisitorFailure) throw error.error;
    throw new BackupFileError(`${file} is truncated or damaged (${(error as Error).message}).`);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!header) throw new BackupFileError(`${file} is not an Atlas backup (it is empty).`);
  if (!trailer) throw new BackupFileError(`${file} is truncated: its end record is missing.`);
  if (hash.digest('hex') !== trailer.sha256) throw new BackupFileError(`${file} is damaged: its checksum does not match.`);
  if (JSON.stringify(counts) !== JSON.stringify(trailer.tables))
    throw new BackupFileError(`${file} is damaged: its row counts do not match.`);
  return { header, tables: counts };
}

/** The lines of a stream of UTF-8 text; a stream error (a gzip one) rejects the iteration. */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of stream) {
    pending += decoder.write(chunk);
    const lines = pending.split('\n');
    pending = lines.pop()!;
    yield* lines;
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}
