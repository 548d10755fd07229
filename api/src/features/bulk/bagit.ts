import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sha256OfFile } from '../media-files/derivatives.ts';

// BagIt (RFC 8493), as Atlas writes and reads it (docs/decisions.md §1862): a folder holding `bagit.txt`, the
// payload under `data/`, `manifest-sha256.txt` naming every payload file with its SHA-256, `bag-info.txt` with
// `Payload-Oxum` and `Bagging-Date`, and `tagmanifest-sha256.txt` naming the tag files. Files are hashed as they
// are written and read, a stream at a time; the manifests are written line by line, so no list of the payload is
// held in memory while a bag is made.

const BAGIT_TXT = 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n';
const MANIFEST = 'manifest-sha256.txt';
const TAG_MANIFEST = 'tagmanifest-sha256.txt';
const PAYLOAD = 'data';

/** A bag that cannot be used: the message names the file and what is wrong with it. */
export class BagError extends Error {}

/** RFC 8493 §2.1.3: a path in a manifest has its CR, LF and `%` percent-encoded. */
const encodePath = (p: string) => p.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const decodePath = (p: string) => p.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');

const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A payload path as the manifest writes it: `data/…`, `/` between its parts, none of them empty, `.` or `..`. */
export function payloadPath(relative: string): string {
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    throw new Error(`invalid payload path: ${relative}`);
  }
  return `${PAYLOAD}/${relative}`;
}

/**
 * Writes a bag into `dir` (made afresh; it must not exist or be empty) through `dir.partial`, renamed into place
 * once whole: a run that fails or is stopped leaves no folder that looks like a bag.
 */
export class BagWriter {
  readonly #partial: string;
  readonly #manifest: fs.WriteStream;
  #bytes = 0;
  #files = 0;

  constructor(readonly dir: string) {
    const existing = fs.statSync(dir, { throwIfNoEntry: false });
    if (existing && (!existing.isDirectory() || fs.readdirSync(dir).length > 0)) {
      throw new BagError(`${dir} already exists and is not an empty folder; name a new folder for the package.`);
    }
    this.#partial = `${path.resolve(dir)}.partial`;
    fs.rmSync(this.#partial, { recursive: true, force: true });
    fs.mkdirSync(path.join(this.#partial, PAYLOAD), { recursive: true });
    this.#manifest = fs.createWriteStream(path.join(this.#partial, MANIFEST));
  }

  #target(relative: string): { name: string; file: string } {
    const name = payloadPath(relative);
    const file = path.join(this.#partial, ...name.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return { name, file };
  }

  async #listed(name: string, hash: string, bytes: number): Promise<void> {
    this.#bytes += bytes;
    this.#files += 1;
    if (!this.#manifest.write(`${hash}  ${encodePath(name)}\n`))
      await new Promise<void>((resolve) => this.#manifest.once('drain', () => resolve()));
  }

  /** A payload file from text (UTF-8) or bytes. */
  async add(relative: string, content: string | Buffer): Promise<void> {
    const { name, file } = this.#target(relative);
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    await fsp.writeFile(file, bytes);
    await this.#listed(name, sha256(bytes), bytes.length);
  }

  /** A payload file from a stream (a recording), hashed as it is written; answers its SHA-256. */
  async addStream(relative: string, source: Readable): Promise<string> {
    const { name, file } = this.#target(relative);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    source.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    await pipeline(source, fs.createWriteStream(file));
    const digest = hash.digest('hex');
    await this.#listed(name, digest, bytes);
    return digest;
  }

  /** Ends the bag: its tag files, then the rename. `info` holds bag-info.txt's other elements, in order. */
  async finish(info: [string, string][], baggingDate = new Date()): Promise<{ files: number; bytes: number }> {
    await new Promise<void>((resolve, reject) => this.#manifest.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const elements: [string, string][] = [
      ...info,
      ['Bagging-Date', baggingDate.toISOString().slice(0, 10)],
      ['Payload-Oxum', `${this.#bytes}.${this.#files}`],
    ];
    await fsp.writeFile(path.join(this.#partial, 'bagit.txt'), BAGIT_TXT);
    await fsp.writeFile(
      path.join(this.#partial, 'bag-info.txt'),
      elements.map(([label, value]) => `${label}: ${oneLine(value)}\n`).join(''),
    );
    const tags = [];
    for (const name of ['bagit.txt', 'bag-info.txt', MANIFEST])
      tags.push(`${(await sha256OfFile(path.join(this.#partial, name))).sha256}  ${name}\n`);
    await fsp.writeFile(path.join(this.#partial, TAG_MANIFEST), tags.join(''));
    if (fs.existsSync(this.dir)) fs.rmdirSync(this.dir);
    fs.renameSync(this.#partial, this.dir);
    return { files: this.#files, bytes: this.#bytes };
  }

  abort(): void {
    this.#manifest.destroy();
    fs.rmSync(this.#partial, { recursive: true, force: true });
  }
}

/** A bag-info value on one line: RFC 8493 lets long values fold, ours never need to. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

export interface BagSummary {
  /** bag-info.txt's elements by label (a label given twice keeps its last value). */
  info: Map<string, string>;
  files: number;
  bytes: number;
  /** Each payload file's SHA-256 as checked against the manifest, by its path in the bag (`data/…`). */
  checksums: Map<string, string>;
}

/**
 * Checks a bag whole before anything reads its payload (RFC 8493 §3): `bagit.txt`, a SHA-256 manifest naming every
 * payload file and nothing else, every file's checksum, `Payload-Oxum`, and the tag manifest's checksums when there
 * is one. Throws BagError naming the first file that fails; `progress` is told the payload files checked so far.
 */
export async function validateBag(dir: string, progress?: (files: number) => void): Promise<BagSummary> {
  const at = (name: string) => path.join(dir, name);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new BagError(`${dir} is not a folder.`);
  const declaration = await readText(at('bagit.txt'), 'bagit.txt');
  const version = /^BagIt-Version: (\d+\.\d+)\r?\n/m.exec(declaration)?.[1];
  if (!version || !/^Tag-File-Character-Encoding: UTF-8\r?$/im.test(declaration)) {
    throw new BagError('bagit.txt does not declare a BagIt version and the UTF-8 encoding: this is not a BagIt bag.');
  }
  if (!fs.existsSync(at(MANIFEST))) throw new BagError(`${MANIFEST} is missing: the bag has no SHA-256 manifest.`);
  if (!fs.existsSync(at(PAYLOAD)) || !fs.statSync(at(PAYLOAD)).isDirectory())
    throw new BagError('data/ is missing: the bag has no payload.');

  const listed = new Map<string, string>();
  let bytes = 0;
  for await (const { hash, name, line } of manifestLines(at(MANIFEST), MANIFEST)) {
    if (!name.startsWith(`${PAYLOAD}/`)) throw new BagError(`${MANIFEST} line ${line} names ${name}, which is not in data/.`);
    if (listed.has(name)) throw new BagError(`${MANIFEST} names ${name} twice.`);
    const file = at(name);
    if (!inside(dir, file)) throw new BagError(`${MANIFEST} line ${line} names a path outside the bag.`);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new BagError(`${name} is missing: ${MANIFEST} names it.`);
    if ((await sha256OfFile(file)).sha256 !== hash) throw new BagError(`${name} is damaged: its SHA-256 is not the one ${MANIFEST} gives.`);
    listed.set(name, hash);
    bytes += stat.size;
    if (listed.size % 200 === 0) progress?.(listed.size);
  }
  for await (const name of payloadFiles(dir, PAYLOAD)) {
    if (!listed.has(name)) throw new BagError(`${name} is in data/ but not in ${MANIFEST}.`);
  }
  const info = parseBagInfo(fs.existsSync(at('bag-info.txt')) ? await readText(at('bag-info.txt'), 'bag-info.txt') : '');
  const oxum = info.get('Payload-Oxum');
  if (oxum !== undefined && oxum !== `${bytes}.${listed.size}`) {
    throw new BagError(`bag-info.txt's Payload-Oxum is ${oxum}, but data/ holds ${listed.size} files of ${bytes} bytes.`);
  }
  if (fs.existsSync(at(TAG_MANIFEST))) {
    for await (const { hash, name } of manifestLines(at(TAG_MANIFEST), TAG_MANIFEST)) {
      const file = at(name);
      if (!inside(dir, file) || !fs.existsSync(file)) throw new BagError(`${name} is missing: ${TAG_MANIFEST} names it.`);
      if ((await sha256OfFile(file)).sha256 !== hash)
        throw new BagError(`${name} is damaged: its SHA-256 is not the one ${TAG_MANIFEST} gives.`);
    }
  }
  progress?.(listed.size);
  return { info, files: listed.size, bytes, checksums: listed };
}

const inside = (dir: string, file: string) => !path.relative(path.resolve(dir), path.resolve(file)).startsWith('..');

async function readText(file: string, name: string): Promise<string> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await fsp.readFile(file)).replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BagError(`${name} is missing: this is not a BagIt bag.`);
    throw new BagError(`${name} is not UTF-8 text.`);
  }
}

/** A manifest's lines: `checksum path`, one or more spaces or tabs between (RFC 8493 §2.1.3). */
async function* manifestLines(file: string, name: string): AsyncGenerator<{ hash: string; name: string; line: number }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    const match = /^([0-9a-fA-F]{64})[ \t]+(.+)$/.exec(text);
    if (!match) throw new BagError(`${name} line ${line} is not “checksum path”.`);
    yield { hash: match[1]!.toLowerCase(), name: decodePath(match[2]!.replace(/^\*/, '')), line };
  }
}

/** Every file below `data/`, as manifest paths. */
async function* payloadFiles(dir: string, relative: string): AsyncGenerator<string> {
  for (const entry of await fsp.readdir(path.join(dir, relative), { withFileTypes: true })) {
    const name = `${relative}/${entry.name}`;
    if (entry.isDirectory()) yield* payloadFiles(dir, name);
    else yield name;
  }
}

/** bag-info.txt's `Label: value` lines; a line starting with a space or tab continues the one before. */
function parseBagInfo(text: string): Map<string, string> {
  const info = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) info.set(last, `${info.get(last)} ${line.trim()}`);
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim();
      info.set(last, line.slice(colon + 1).trim());
    }
  }
  return info;
}

/** A payload file's bytes as text, for the import (the bag is checked whole first). */
export const readPayloadText = (dir: string, relative: string) => fsp.readFile(path.join(dir, ...payloadPath(relative).split('/')), 'utf8');
/** Where a payload file sits on disk. */
export const payloadFile = (dir: string, relative: string) => path.join(dir, ...payloadPath(relative).split('/'));
