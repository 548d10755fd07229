import { youtubeThumbnail } from '#contracts/youtube';
import type { DbOrTx } from '../../db/database.ts';
import { findThumbnail, saveThumbnail } from './media.thumbnails.repository.ts';

const FETCH_TIMEOUT_MS = 5_000;
const MAX_BYTES = 1024 * 1024;
/** A failed fetch (offline, removed video) is tried again after a day, not on every view. */
const RETRY_AFTER_MS = 24 * 60 * 60_000;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The video host's thumbnail for a video-host id, fetched by the server the first time it is
 * asked for and kept in the database; null when there is none (fetching off, offline, not an
 * image). Visitors' browsers never contact the video host for it.
 */
export async function cachedThumbnail(db: DbOrTx, youtubeId: string, fetchAllowed: boolean) {
  const stored = await findThumbnail(db, youtubeId);
  if (stored?.data) return { contentType: stored.content_type, bytes: Buffer.from(stored.data, 'base64') };
  if (!fetchAllowed) return null;
  if (stored && Date.now() - Date.parse(stored.fetched_at) < RETRY_AFTER_MS) return null;
  const fetched = await fetchThumbnail(youtubeId);
  await saveThumbnail(db, {
    youtube_id: youtubeId,
    content_type: fetched?.contentType ?? '',
    data: fetched ? fetched.bytes.toString('base64') : null,
    fetched_at: new Date().toISOString(),
  });
  return fetched;
}

async function fetchThumbnail(youtubeId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  try {
    const response = await fetch(youtubeThumbnail(youtubeId), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !IMAGE_TYPES.includes(contentType)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_BYTES ? { contentType, bytes } : null;
  } catch {
    // Offline, DNS failure or timeout: the poster stands in, and the fetch is retried later.
    return null;
  }
}
