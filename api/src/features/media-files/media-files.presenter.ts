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

/**
 * The public detail's `stream`: addresses through Atlas, under the source's id so a new upload never
 * mixes with an old one. With withheld passages (`spec`), the public set made for them, its poster cut
 * outside them (docs/behaviour.md §610).
 */
export function presentStream(
  mediaId: number,
  original: MediaFileRow,
  files: MediaFileRow[],
  download: boolean,
  withheld: { spec: string } | null = null,
): Stream {
  const ready = (role: MediaFileRow['role']) => files.some((f) => f.role === role && f.status === 'ready' && f.withheld === null);
  const at = (name: string) => apiPaths.media.stream(mediaId, original.id, name);
  return {
    hls: at(withheld ? `${setFolder(withheld.spec)}/master.m3u8` : 'master.m3u8'),
    poster: !ready('poster') ? null : withheld ? at(`${setFolder(withheld.spec)}/poster.jpg`) : at('poster.jpg'),
    waveform: ready('waveform') ? at('waveform.json') : null,
    duration_s: original.duration_s === null ? null : Number(original.duration_s),
    download: download ? apiPaths.media.download(mediaId) : null,
  };
}
