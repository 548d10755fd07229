import type { MediaFile, Stream } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import type { MediaFileRow } from './media-files.table.ts';
import { setFolder } from './withheld-set.ts';

export function presentFile(row: MediaFileRow): MediaFile {
  return {
    id: row.id,
    role: row.role,
    label: row.label,
    filename: row.filename,
    status: row.status,
    sha256: row.sha256,
    bytes: row.bytes === null ? null : Number(row.bytes),
    width: row.width,
    height: row.height,
    bitrate: row.bitrate,
    duration_s: row.duration_s === null ? null : Number(row.duration_s),
    error: row.error,
    checked_at: row.checked_at,
    check_result: row.check_result,
    silenced: row.withheld !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An address carrying an access link's token (`?access=`), when the reader holds one (docs/decisions.md §621). */
const withAccessToken = (address: string, token: string | null): string =>
  token === null ? address : `${address}${address.includes('?') ? '&' : '?'}access=${encodeURIComponent(token)}`;

/**
 * An HLS playlist as an access link's holder gets it: every address in it (its lines, and `URI="…"` in
 * its tags) carries the link's token, as a player resolves a relative address against the playlist's
 * own without its query (docs/decisions.md §621).
 */
export function playlistWithAccessToken(playlist: string, token: string): string {
  return playlist
    .split('\n')
    .map((line) => {
      const address = line.trim();
      if (address === '') return line;
      if (!address.startsWith('#')) return withAccessToken(address, token);
      return line.replace(/URI="([^"]*)"/g, (_match, uri: string) => `URI="${withAccessToken(uri, token)}"`);
    })
    .join('\n');
}

/**
 * The public detail's `stream`: addresses through Atlas, under the source's id so a new upload never
 * mixes with an old one. With withheld passages (`spec`), the public set made for them, its poster cut
 * outside them (docs/behaviour.md §610). For an access link's holder, each address carries the link's
 * token (`accessToken`), without which the files of an interview on request or sealed are not served.
 */
export function presentStream(
  mediaId: number,
  original: MediaFileRow,
  files: MediaFileRow[],
  options: { download: boolean; spec?: string | null; accessToken?: string | null },
): Stream {
  const { spec = null, accessToken = null } = options;
  const ready = (role: MediaFileRow['role']) => files.some((f) => f.role === role && f.status === 'ready' && f.withheld === null);
  const at = (name: string) => withAccessToken(apiPaths.media.stream(mediaId, original.id, name), accessToken);
  return {
    hls: at(spec ? `${setFolder(spec)}/master.m3u8` : 'master.m3u8'),
    poster: !ready('poster') ? null : spec ? at(`${setFolder(spec)}/poster.jpg`) : at('poster.jpg'),
    waveform: ready('waveform') ? at('waveform.json') : null,
    duration_s: original.duration_s === null ? null : Number(original.duration_s),
    download: options.download ? withAccessToken(apiPaths.media.download(mediaId), accessToken) : null,
  };
}
