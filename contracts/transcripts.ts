import { z } from 'zod';
import { SegmentInputSchema } from './media.ts';
import { TIME_PATTERN } from './time.ts';

// Transcripts staff make in Atlas: imports from other tools, the editor's saves (docs/behaviour.md §700).

/** The words exports carry for a machine-generated transcript (WebVTT NOTE, IIIF, OHMS user notes). */
const MACHINE_NOTE = 'Machine-generated transcript (speech recognition)';
export function machineNote(transcript: { machine_generated?: boolean; corrected?: boolean }): string | null {
  if (!transcript.machine_generated) return null;
  return `${MACHINE_NOTE}, ${transcript.corrected ? 'corrected by staff' : 'not yet corrected by staff'}.`;
}

/** The formats a transcript is imported from. */
export const TRANSCRIPT_FORMATS = ['vtt', 'srt', 'ohms', 'text', 'docx'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

/** Imported files larger than this are refused before they are read (as OHMS files are). */
export const TRANSCRIPT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The recording's length, asked for when nothing else gives it (hh:mm:ss). */
const DurationSchema = z.string().trim().regex(TIME_PATTERN, 'Use the form hh:mm:ss.');

/**
 * One transcript sent as JSON: `language` by name as in the video payload ("English", "Arabic"), the file's
 * text in `content` (a DOCX as base64), `machine_generated` when a speech-recognition tool wrote it.
 */
export const TranscriptImportInputSchema = z.strictObject({
  language: z.string().trim().min(1).max(100),
  format: z.enum(TRANSCRIPT_FORMATS),
  content: z
    .string()
    .min(1)
    .max(TRANSCRIPT_IMPORT_MAX_BYTES * 2),
  machine_generated: z.boolean().default(false),
  duration: DurationSchema.optional(),
});

/** Form fields sent with a file (multipart): the same as the JSON body, text values. */
export const TranscriptImportFieldsSchema = z.strictObject({
  language: TranscriptImportInputSchema.shape.language,
  format: TranscriptImportInputSchema.shape.format,
  machine_generated: z.enum(['true', 'false', '1', '0', 'on']).optional(),
  duration: DurationSchema.optional(),
});

/** `?duration=hh:mm:ss`: the answer to `duration_required`, for imports whose body is the file itself. */
export const DurationQuerySchema = z.strictObject({ duration: DurationSchema.optional() });

/**
 * The editor's save of one transcript (found by language, created when missing) and, optionally, the
 * video's index (its segments, under the same time rules as the wizard's save).
 */
export const TranscriptSaveInputSchema = z.strictObject({
  language: TranscriptImportInputSchema.shape.language,
  text: z.string().trim().max(500_000).optional(),
  machine_generated: z.boolean().optional(),
  corrected: z.boolean().optional(),
  segments: z.array(SegmentInputSchema).max(500).optional(),
});
export type TranscriptSaveInput = z.input<typeof TranscriptSaveInputSchema>;
/** What an interview lacks before it goes public (docs/behaviour.md §701). */
export const CHECKLIST_ITEMS = ['transcript', 'captions', 'consent', 'summary', 'place'] as const;

export const ChecklistItemSchema = z.object({
  item: z.enum(CHECKLIST_ITEMS),
  /** Whether this interview needs it (captions: video only; transcript: audio and video). */
  required: z.boolean(),
  done: z.boolean(),
  message: z.string(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistSchema = z.object({
  /** `warn` lets publishing go ahead; `require` refuses it while a required item is missing. */
  mode: z.enum(['warn', 'require']),
  ready: z.boolean(),
  items: z.array(ChecklistItemSchema),
});
export type Checklist = z.infer<typeof ChecklistSchema>;
