import type { FastifyRequest } from 'fastify';
import type { TimeRange } from '#contracts/transcript-redaction';
import type { DbContext } from '../../db/db-context.ts';
import type { AccessLinkContext } from '../access-requests/access-link.ts';
import { readerOf } from '../access/access-reader.ts';
import { filesView } from '../access/read-model.ts';
import * as repo from './media-files.repository.ts';
import { withheldSpec } from './withheld-set.ts';

/** What a request wants of a recording: to play it (HLS, poster, waveform) or its original file. */
export type FileUse = 'stream' | 'original';

/** What one reader may have of a recording's files. */
export interface FileAccess {
  staff: boolean;
  /** Passages withheld from this reader (never for staff): they play the public set made for them. */
  ranges: TimeRange[];
  /** The public set this reader plays (`withheldSpec` of `ranges`); null: the full set. */
  spec: string | null;
  /** The token of the access link this reader holds for the interview, which its playlists pass on (docs/decisions.md §621). */
  linkToken: string | null;
}

/**
 * The one decision whether a request may have a recording's files (docs/behaviour.md §600), and which
 * set it plays (docs/behaviour.md §610). Every route that serves them (stream, poster, waveform,
 * original, the detail's `stream`) asks here and nowhere else, and it asks the access rule
 * (docs/behaviour.md §300) through the read model (access/read-model.ts `filesView`): an archived or withheld interview's files go to staff (or an access
 * link's holder) only; a reader from whom passages are withheld plays the set silent over them.
 * No file is sent without this decision: Atlas streams it, or hands it to nginx or a short-lived signed S3
 * address once it is made (MEDIA_DELIVERY, media-delivery.ts); no stored file has a public address of its own. An original holding withheld passages is never a public download (its sound is whole).
 */
export async function fileAccess(
  request: FastifyRequest,
  app: AccessLinkContext & { database: DbContext },
  mediaId: number,
  use: FileUse,
): Promise<FileAccess | null> {
  const reader = await readerOf(request, app);
  const ctx = app.database;
  if (reader.audience === 'admin') return { staff: true, ranges: [], spec: null, linkToken: null };
  const row = await repo.findAccessColumns(ctx.db, mediaId);
  const files = row ? filesView(row, reader) : null;
  if (!files) return null;
  const { ranges } = files;
  const spec = withheldSpec(ranges);
  if (use === 'original' && (spec !== null || !(await repo.publicDownload(ctx.db, mediaId)))) return null;
  return { staff: false, ranges, spec, linkToken: reader.unlockedMediaId === mediaId ? request.accessToken : null };
}

export async function mayHaveFile(
  request: FastifyRequest,
  app: AccessLinkContext & { database: DbContext },
  mediaId: number,
  use: FileUse,
): Promise<boolean> {
  return (await fileAccess(request, app, mediaId, use)) !== null;
}
