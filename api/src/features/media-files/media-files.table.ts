import type { Generated, Selectable } from 'kysely';
import type { FileRole, FileStatus } from '#contracts/media-files';

/** One stored file of a recording: the original, or a derivative made from it (docs/behaviour.md §600). */
export interface MediaFileTable {
  id: Generated<number>;
  media_id: number;
  /** The original a derivative was made from; null for an original. */
  source_id: number | null;
  role: FileRole;
  /** 'original', 'poster', 'waveform', 'master', '360p', 'aac-64k', … */
  label: string;
  /** Below the storage root; for a rendition, its playlist (its segments sit beside it). */
  storage_key: string;
  filename: Generated<string>;
  content_type: Generated<string>;
  status: FileStatus;
  /** The file's sha256; for a rendition, the sha256 of its parts' checksum list. */
  sha256: string | null;
  /** bigint: PostgreSQL answers it as a string (read it through Number()). */
  bytes: number | string | null;
  /** A rendition's files as JSON `[{ name, bytes, sha256 }]`, each checked by fixity. */
  parts: string | null;
  width: number | null;
  height: number | null;
  bitrate: number | null;
  duration_s: number | null;
  error: string | null;
  checked_at: string | null;
  /** The withheld passages a public set was made silent over (docs/behaviour.md §610); null for the full set. */
  withheld: Generated<string | null>;
  check_result: 'ok' | 'mismatch' | 'missing' | null;
  created_at: string;
  updated_at: string;
}
export type MediaFileRow = Selectable<MediaFileTable>;

/** What a job does: take a recording in (or make its public set), or align or draft one of its transcripts. */
export type JobKind = 'ingest' | 'align' | 'draft';

export interface IngestJobTable {
  id: Generated<number>;
  media_id: number;
  kind: Generated<JobKind>;
  /** The original this job makes derivatives from (a transcript job: the original it listens to). */
  file_id: number;
  /** Where the finished upload waits until the original is in storage; empty for a transcript job. */
  upload_path: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  run_after: string;
  started_at: string | null;
  error: string | null;
  /** Set: this job makes the public set silent over these passages (docs/behaviour.md §610), not an ingest. */
  withheld: Generated<string | null>;
  /** A transcript job's language, by name as transcripts carry it ("English"). */
  language: Generated<string | null>;
  /** 0 to 1, as the job last told. */
  progress: Generated<number>;
  /** The staff member who asked for a transcript job: the write it ends with is theirs in History. */
  requested_by: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export type IngestJobRow = Selectable<IngestJobTable>;

export interface FixityCheckTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  files: number;
  failed: number;
  /** JSON list of FixityFailure. */
  report: string;
}

export interface MediaDownloadSettingTable {
  media_id: number;
  public_download: Generated<number>;
  updated_at: string;
}

/** One row: who runs fixity now, until when (docs/behaviour.md §611). */
export interface FixityLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}
