import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import type { TimeRange } from '#contracts/transcript-redaction';
import { filesBelow, makePoster, makeWaveform, posterAt, sha256OfFile } from './derivatives.ts';
import { type Probe, runTool } from './ffmpeg.ts';
import { hlsArgs, ladderFor, type Rendition } from './ladder.ts';
import * as repo from './media-files.repository.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';
import { rangesOfSpec } from './withheld-set.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

interface StepContext {
  db: Db;
  storage: MediaStorage;
  ffmpeg: string;
  /** Drops cached answers of the interview: its stream became playable before the job ends. */
  playable?: () => Promise<void>;
  /** Ends ffmpeg when the server stops; the job is taken up again at the next start. */
  signal?: AbortSignal;
}

/**
 * Makes every derivative of one original that is not ready yet. Each step is tried even when another
 * failed (a poster that cannot be cut does not hold up the stream); the first failure is thrown at
 * the end, so the job is retried for what is missing only.
 */
export async function makeDerivatives(ctx: StepContext, sourceId: number, input: string, source: Probe, work: string): Promise<void> {
  const pending = (await repo.filesFrom(ctx.db, sourceId)).filter((f) => f.status !== 'ready' && f.withheld === null);
  const failures: Error[] = [];
  const step = async (rows: MediaFileRow[], make: () => Promise<void>) => {
    if (!rows.length) return;
    try {
      await make();
    } catch (error) {
      failures.push(error as Error);
      // What a step stored before failing (the first rendition and its master) stays playable.
      const stored = new Set((await repo.filesFrom(ctx.db, sourceId)).filter((f) => f.status === 'ready').map((f) => f.id));
      for (const row of rows) {
        if (!stored.has(row.id)) await repo.updateFile(ctx.db, row.id, { status: 'failed', error: (error as Error).message });
      }
    }
  };
  const poster = pending.find((f) => f.role === 'poster');
  await step(poster ? [poster] : [], async () => {
    const out = path.join(work, 'poster.jpg');
    await makePoster(ctx.ffmpeg, input, source, out, undefined, ctx.signal);
    await storeSingle(ctx, poster!, out);
  });
  // The stream before the waveform: a long recording plays while its peaks are still being read.
  const stream = pending.filter((f) => f.role === 'rendition' || f.role === 'playlist');
  await step(stream, () => makeStream(ctx, sourceId, input, source, path.join(work, 'hls')));
  const waveform = pending.find((f) => f.role === 'waveform');
  await step(waveform ? [waveform] : [], async () => {
    const out = path.join(work, 'waveform.json');
    await makeWaveform(ctx.ffmpeg, input, source, out, ctx.signal);
    await storeSingle(ctx, waveform!, out);
  });
  if (failures.length) throw failures[0]!;
}

/** The public set for withheld passages `spec` (docs/behaviour.md §610): every rendition and its master, silent over them. */
export async function makeWithheldSet(
  ctx: StepContext,
  sourceId: number,
  input: string,
  source: Probe,
  work: string,
  spec: string,
): Promise<void> {
  const poster = (await repo.filesFrom(ctx.db, sourceId)).find((f) => f.withheld === spec && f.role === 'poster');
  if (poster) {
    // The public poster is cut outside every withheld passage.
    const out = path.join(work, 'poster.jpg');
    await makePoster(
      ctx.ffmpeg,
      input,
      source,
      out,
      frameOutside(posterAt(source.duration), rangesOfSpec(spec), source.duration),
      ctx.signal,
    );
    await storeSingle(ctx, poster, out);
  }
  await makeStream(ctx, sourceId, input, source, path.join(work, 'hls'), spec);
}

/**
 * The first moment from `at` on that no passage covers, else the first from the start. `ranges` come sorted
 * and merged (withheldSpec). Only a recording withheld from end to end has none: then null (a black poster).
 */
function frameOutside(at: number, ranges: TimeRange[], duration: number | null): number | null {
  const freeFrom = (from: number) => ranges.reduce((t, r) => (r.start <= t && t < r.end ? r.end : t), from);
  const later = freeFrom(at);
  if (duration === null || later < duration) return later;
  const earlier = freeFrom(0);
  return earlier < duration ? earlier : null;
}

async function storeSingle(ctx: StepContext, row: MediaFileRow, file: string): Promise<void> {
  const { sha256, bytes } = await sha256OfFile(file);
  await ctx.storage.putFile(row.storage_key, file, row.content_type || undefined);
  await writeTransaction(ctx.db, (trx) => repo.updateFile(trx, row.id, { status: 'ready', sha256, bytes, error: null }));
}

/**
 * The renditions and the master playlist, into storage. The first (smallest) rendition is made alone
 * and stored with a master naming only it, so the recording plays minutes before the rest are made
 * (docs/behaviour.md §613); the others follow in one more pass, and the master is then written
 * whole. Keyframes are forced at the same instants in both passes, so segments still align.
 */
async function makeStream(
  ctx: StepContext,
  sourceId: number,
  input: string,
  source: Probe,
  out: string,
  spec: string | null = null,
): Promise<void> {
  const rows = (await repo.filesFrom(ctx.db, sourceId)).filter((r) => r.withheld === spec);
  const renditionRows = rows.filter((r) => r.role === 'rendition');
  const ladder = ladderFor(source).filter((r) => renditionRows.some((row) => row.label === r.label));
  const master = rows.find((r) => r.role === 'playlist');
  const withheld = spec ? rangesOfSpec(spec) : [];
  const masters: string[] = [];
  const passes = ladder.length > 1 ? [ladder.slice(0, 1), ladder.slice(1)] : [ladder];
  for (const [index, pass] of passes.entries()) {
    const dir = path.join(out, `pass-${index}`);
    await fsp.mkdir(dir, { recursive: true });
    await runTool(ctx.ffmpeg, hlsArgs(input, dir, pass, withheld), { signal: ctx.signal });
    for (const step of pass) {
      const row = renditionRows.find((r) => r.label === step.label);
      if (row) await storeRendition(ctx, row, path.join(dir, step.label), step, source);
    }
    masters.push(await fsp.readFile(path.join(dir, 'master.m3u8'), 'utf8'));
    if (master) {
      const file = path.join(out, `master-${index}.m3u8`);
      await fsp.writeFile(file, mergeMasters(masters));
      await storeSingle(ctx, master, file);
      if (index === 0) await ctx.playable?.().catch(() => undefined);
    }
  }
}

/** One master playlist naming the variants of several (each pass's master has a header and its own variants). */
function mergeMasters(masters: string[]): string {
  const lines = masters.flatMap((m, i) => {
    const all = m.split('\n').filter((l) => l.trim() !== '');
    const firstVariant = all.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF') || l.startsWith('#EXT-X-MEDIA'));
    return i === 0 ? all : all.slice(firstVariant < 0 ? all.length : firstVariant);
  });
  return `${lines.join('\n')}\n`;
}

async function storeRendition(ctx: StepContext, row: MediaFileRow, dir: string, step: Rendition, source: Probe): Promise<void> {
  const names = await filesBelow(dir);
  const parts: { name: string; bytes: number; sha256: string }[] = [];
  // Segments first, the playlist last: a stored playlist never names a segment not yet stored.
  for (const name of [...names.filter((n) => n !== 'index.m3u8'), 'index.m3u8']) {
    const file = path.join(dir, name);
    const { sha256, bytes } = await sha256OfFile(file);
    await ctx.storage.putFile(`${path.posix.dirname(row.storage_key)}/${name}`, file, contentTypeOf(name));
    parts.push({ name, bytes, sha256 });
  }
  const list = parts.map((p) => `${p.sha256}  ${p.name}\n`).join('');
  const sha256 = crypto.createHash('sha256').update(list).digest('hex');
  await repo.updateFile(ctx.db, row.id, {
    status: 'ready',
    sha256,
    bytes: parts.reduce((sum, p) => sum + p.bytes, 0),
    parts: JSON.stringify(parts),
    height: step.height,
    width: step.height && source.video ? evenWidth(source.video.width, source.video.height, step.height) : null,
    bitrate: (step.videoBitrate ?? 0) + (step.audioBitrate ?? 0),
    error: null,
  });
}

const evenWidth = (w: number, h: number, height: number) => {
  const width = Math.round((w * height) / h);
  return width - (width % 2);
};

export function contentTypeOf(name: string): string {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.ts')) return 'video/mp2t';
  if (name.endsWith('.jpg')) return 'image/jpeg';
  if (name.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}
