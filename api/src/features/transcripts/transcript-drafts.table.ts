import type { Generated, Selectable } from 'kysely';

/**
 * A machine draft of one transcript (docs/behaviour.md §704): staff's only, never read by a public outlet,
 * until a save marked `corrected` publishes it as that language's transcript. One per interview and language.
 */
export interface TranscriptDraftTable {
  id: Generated<number>;
  media_id: number;
  /** By name, as transcripts carry it ("English"). */
  language: string;
  /** Atlas's marked text: a `[hh:mm:ss.mmm]` marker opening each paragraph. */
  text: string;
  /** JSON `UnsureWord[]`: the words the engine was unsure of. */
  unsure: string;
  /** The engine that wrote it (`pocketsphinx`, `whisper-cpp`, `http`). */
  engine: string;
  created_at: string;
}
export type TranscriptDraftRow = Selectable<TranscriptDraftTable>;
