import { z } from 'zod';
import { TranscriptImportInputSchema } from './transcripts.ts';

// Machine help with transcripts (docs/behaviour.md §704): aligning an existing transcript to the recording,
// and drafting one by speech recognition. Both are jobs run by the server; drafts are staff's only.

/** `{ language }` by name, as transcripts carry it ("English", "Arabic"). */
export const TranscriptJobInputSchema = z.strictObject({ language: TranscriptImportInputSchema.shape.language });

export const JobAcceptedSchema = z.object({ job: z.number().int() });

const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const JobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['ingest', 'align', 'draft']),
  media_id: z.number().int(),
  language: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  /** 0 to 1. */
  progress: z.number(),
  /** Why it failed, in words; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

/** A word the engine was unsure of: its paragraph (from 0), its place among the paragraph's words (from 0). */
const UnsureWordSchema = z.object({ paragraph: z.number().int(), index: z.number().int(), word: z.string() });
export type UnsureWord = z.infer<typeof UnsureWordSchema>;

/** A machine draft: never public; a save marked `corrected` publishes it as the language's transcript. */
const DraftSchema = z.object({
  language: z.string(),
  text: z.string(),
  state: z.literal('draft'),
  machine_generated: z.literal(true),
  engine: z.string(),
  unsure: z.array(UnsureWordSchema),
  created_at: z.string(),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftListSchema = z.object({
  results: z.array(DraftSchema),
  /** The interview's latest transcript jobs, newest first. */
  jobs: z.array(JobSchema),
  /** Whether drafts can be made here now; null when they can, else the error code saying why not. */
  drafting: z.object({
    available: z.boolean(),
    code: z.string().nullable(),
    install: z.string().nullable(),
    languages: z.array(z.string()).nullable(),
  }),
});
export type DraftList = z.infer<typeof DraftListSchema>;
