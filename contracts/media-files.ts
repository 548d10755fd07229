import { z } from 'zod';

// A recording held by Atlas (docs/behaviour.md §600): its stored files, their states, the public
// stream addresses, the upload screen's status and the fixity report.

const FILE_ROLES = ['original', 'poster', 'waveform', 'playlist', 'rendition'] as const;
export type FileRole = (typeof FILE_ROLES)[number];
const FILE_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

const MediaFileSchema = z.object({
  id: z.number().int(),
  role: z.enum(FILE_ROLES),
  label: z.string(),
  filename: z.string(),
  status: z.enum(FILE_STATUSES),
  sha256: z.string().nullable(),
  bytes: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bitrate: z.number().int().nullable(),
  duration_s: z.number().nullable(),
  /** On failure: ffmpeg's reason in words. */
  error: z.string().nullable(),
  checked_at: z.string().nullable(),
  check_result: z.enum(['ok', 'mismatch', 'missing']).nullable(),
  /** Part of the public set, silent over the passages withheld from the public. */
  silenced: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const MediaFileListSchema = z.object({
  results: z.array(MediaFileSchema),
  /** Whether the public may download the original (off by default). */
  public_download: z.boolean(),
});
export type MediaFileList = z.infer<typeof MediaFileListSchema>;

/** The public detail's playable recording; null when Atlas holds none ready for this interview. */
export const StreamSchema = z.object({
  hls: z.string(),
  poster: z.string().nullable(),
  waveform: z.string().nullable(),
  duration_s: z.number().nullable(),
  /** The original's address when the interview allows public download; null otherwise. */
  download: z.string().nullable(),
});
export type Stream = z.infer<typeof StreamSchema>;

export const DownloadSettingInputSchema = z.strictObject({ public_download: z.boolean() });

const FixityFailureSchema = z.object({
  media_id: z.number().int(),
  file_id: z.number().int(),
  path: z.string(),
  problem: z.enum(['mismatch', 'missing']),
});
export type FixityFailure = z.infer<typeof FixityFailureSchema>;

const FixityCheckSchema = z.object({
  started_at: z.string(),
  finished_at: z.string(),
  files: z.number().int(),
  failed: z.number().int(),
  failures: z.array(FixityFailureSchema),
});
export type FixityCheck = z.infer<typeof FixityCheckSchema>;

/** What the upload screen needs to know before a file is chosen. */
export const MediaToolsStatusSchema = z.object({
  ffmpeg: z.boolean(),
  ffprobe: z.boolean(),
  upload_max_bytes: z.number(),
  storage: z.enum(['file', 's3']),
  last_fixity: FixityCheckSchema.nullable(),
});
export type MediaToolsStatus = z.infer<typeof MediaToolsStatusSchema>;
