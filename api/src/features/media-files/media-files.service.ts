import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Stream } from '#contracts/media-files';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../db/db-context.ts';
import { type InterviewWrite, writeInterviews } from '../interview-writes/write-interviews.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Probe } from './ffmpeg.ts';
import { contentTypeOf } from './ingest-steps.ts';
import { ladderFor } from './ladder.ts';
import { playlistWithAccessToken, presentStream } from './media-files.presenter.ts';
import * as repo from './media-files.repository.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';
import { readySetMaster, silencedPeaks, withheldSpec } from './withheld-set.ts';
import type { TimeRange } from '#contracts/transcript-redaction';

/** Where an original and everything made from it are kept: one folder per original. */
const folderOf = (mediaId: number, originalId: number) => `media/${mediaId}/${originalId}`;

/** Extensions kept on stored originals (the name's own, when it is plain). */
const safeExtension = (filename: string) => {
  const ext = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
};

/** What a finished upload is: its interview, name, where it waits, what ffprobe found, its declared type. */
export interface UploadRecord {
  mediaId: number;
  filename: string;
  uploadPath: string;
  source: Probe;
  contentType: string;
}

/**
 * Records a finished upload: the original and every derivative it will get (queued), and its ingest
 * job, in one transaction, so the files panel shows the whole plan at once and a crash leaves none half-made.
 */
export async function recordUpload(ctx: WriteContext, input: UploadRecord): Promise<number> {
  // Attaching a recording is a write of the interview: the one write path locks it (it cannot be
  // deleted meanwhile) and forgets its cached reads.
  return writeInterviews(
    ctx,
    [input.mediaId],
    async (write) => {
      if (!write.found.includes(input.mediaId)) throw notFound('Video not found');
      return recordUploadIn(write, input);
    },
    { versions: false },
  );
}

/**
 * The rows of a finished upload, inside a write of interviews already open (an interview made in the same
 * write, as a batch ingest makes one with its recording). Answers the original's id.
 */
export async function recordUploadIn(
  { trx, recordingsChanged }: Pick<InterviewWrite, 'trx' | 'recordingsChanged'>,
  input: UploadRecord,
): Promise<number> {
  recordingsChanged(input.mediaId);
  const originalId = await repo.insertFile(trx, {
    media_id: input.mediaId,
    source_id: null,
    role: 'original',
    label: 'original',
    storage_key: 'pending',
    filename: input.filename,
    content_type: input.contentType,
    status: 'queued',
    duration_s: input.source.duration,
  });
  const folder = folderOf(input.mediaId, originalId);
  await repo.updateFile(trx, originalId, { storage_key: `${folder}/original${safeExtension(input.filename)}` });
  const derivative = (role: 'poster' | 'waveform' | 'playlist' | 'rendition', label: string, key: string) =>
    repo.insertFile(trx, {
      media_id: input.mediaId,
      source_id: originalId,
      role,
      label,
      storage_key: `${folder}/${key}`,
      content_type: contentTypeOf(key),
      status: 'queued',
    });
  if (input.source.video) await derivative('poster', 'poster', 'poster.jpg');
  if (input.source.audio) await derivative('waveform', 'waveform', 'waveform.json');
  for (const rendition of ladderFor(input.source)) await derivative('rendition', rendition.label, `hls/${rendition.label}/index.m3u8`);
  await derivative('playlist', 'master', 'hls/master.m3u8');
  await repo.insertJob(trx, input.mediaId, originalId, input.uploadPath);
  return originalId;
}

/** Purged interviews: their stored files, then their records (docs/behaviour.md §600: kept until the purge). */
export async function purgeRecordings(db: Db, storage: MediaStorage, mediaIds: number[]): Promise<void> {
  // Only interviews that are gone for good: never the files of one that is still (or again) there.
  const gone: number[] = [];
  for (const id of mediaIds) if (!(await repo.findMediaState(db, id))) gone.push(id);
  for (const id of gone) await storage.deletePrefix(`media/${id}/`);
  await repo.deleteFilesOf(db, gone);
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Sends a stored object, streaming (memory flat), with byte ranges (seeking in a downloaded original,
 * resuming a download). Answers 404 when the object is gone.
 */
export async function sendObject(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  options: { range?: string; contentType: string; cacheControl: string; downloadName?: string },
): Promise<FastifyReply | null> {
  const stat = await storage.stat(key);
  if (!stat) return null;
  reply.header('accept-ranges', 'bytes').header('cache-control', options.cacheControl).type(options.contentType);
  if (options.downloadName) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`);
  const match = options.range ? RANGE.exec(options.range) : null;
  if (match && (match[1] || match[2])) {
    const start = match[1] ? Number(match[1]) : Math.max(0, stat.bytes - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), stat.bytes - 1) : stat.bytes - 1;
    if (start > end || start >= stat.bytes) {
      return reply.code(416).header('content-range', `bytes */${stat.bytes}`).send();
    }
    const body = await storage.read(key, { start, end });
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stat.bytes}`)
      .header('content-length', end - start + 1)
      .send(body);
  }
  const body = await storage.read(key);
  if (!body) return null;
  return reply.header('content-length', stat.bytes).send(body);
}

/** A small stored object (a playlist, a waveform) read whole as text; null when it is gone. */
async function readText(storage: MediaStorage, key: string): Promise<string | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A playlist rewritten for its reader: for an access link's holder every address carries the token, private and never
 * stored (docs/decisions.md §621); under MEDIA_DELIVERY=nginx its segments are nginx's signed addresses (`segments`).
 */
export async function sendPlaylist(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  rewrite: { token: string | null; segments: ((playlist: string) => string) | null; cacheControl: string },
): Promise<FastifyReply | null> {
  let playlist = await readText(storage, key);
  if (playlist === null) return null;
  if (rewrite.segments) playlist = rewrite.segments(playlist);
  if (rewrite.token !== null) playlist = playlistWithAccessToken(playlist, rewrite.token);
  const cacheControl = rewrite.token !== null ? 'private, no-store' : rewrite.cacheControl;
  return reply.header('cache-control', cacheControl).type(contentTypeOf(key)).send(playlist);
}

/** The waveform with its peaks at zero over withheld passages (small: read whole, docs/behaviour.md §610). */
export async function sendSilencedWaveform(
  reply: FastifyReply,
  storage: MediaStorage,
  original: MediaFileRow,
  ranges: TimeRange[],
): Promise<FastifyReply> {
  const text = await readText(storage, `${path.posix.dirname(original.storage_key)}/waveform.json`);
  if (text === null) throw notFound('Recording not found');
  const waveform = JSON.parse(text) as Parameters<typeof silencedPeaks>[0];
  return reply
    .header('cache-control', 'public, max-age=60')
    .type('application/json')
    .send(JSON.stringify(silencedPeaks(waveform, ranges)));
}

/**
 * The detail's `stream` for an interview: its latest playable recording, or null. A reader from whom
 * passages are withheld (`ranges`) gets the public set made for them, or null until it is made. A read
 * writes nothing: the set is planned by the access clock's followers when the passages change or lift on
 * their day, and by the ingest when the recording is new (docs/decisions.md §620, §1812). An access
 * link's holder (`accessToken`) gets addresses carrying the link's token (docs/decisions.md §621).
 */
export async function streamOf(
  db: Db,
  mediaId: number,
  reader: { ranges: TimeRange[]; accessToken: string | null },
): Promise<Stream | null> {
  const set = await repo.findPlayableSet(db, mediaId);
  if (!set) return null;
  const spec = withheldSpec(reader.ranges);
  const { accessToken } = reader;
  if (spec === null)
    return presentStream(mediaId, set.original, set.files, { download: await repo.publicDownload(db, mediaId), accessToken });
  if (!readySetMaster(set.files, spec)) return null;
  // An original holding withheld passages is never a public download.
  return presentStream(mediaId, set.original, set.files, { download: false, spec, accessToken });
}
