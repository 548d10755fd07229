import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import { findMediaState, publicDownload } from './media-files.repository.ts';

/** What a request wants of a recording: to play it (HLS, poster, waveform) or its original file. */
export type FileUse = 'stream' | 'original';

/**
 * The one decision whether a request may have a recording's files (docs/behaviour.md §600). Every
 * route that serves them (stream, poster, waveform, original) asks here and nowhere else, so an
 * access rule (access levels, withheld recordings) plugs in at this one place. Files are always
 * streamed through Atlas under this decision: no stored file has a public address of its own.
 */
export async function mayHaveFile(request: FastifyRequest, db: DbOrTx, mediaId: number, use: FileUse): Promise<boolean> {
  if (request.admin) return true;
  const media = await findMediaState(db, mediaId);
  if (!media || media.visibility !== 'public') return false;
  return use === 'stream' || (await publicDownload(db, mediaId));
}
