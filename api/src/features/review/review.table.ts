import type { Generated } from 'kysely';

/** A transcriber's change to a public video, waiting for an editor (docs/behaviour.md §500). */
export interface ProposalTable {
  id: Generated<number>;
  media_id: number;
  /** The transcriber's username. */
  author: string;
  created_at: string;
  /** The video when the change was made (MediaSnapshot JSON): accepting refuses if it has changed since. */
  base: string;
  /** The video as the change would make it (MediaSnapshot JSON). */
  snapshot: string;
  status: Generated<'open' | 'accepted' | 'rejected'>;
  decided_by: string | null;
  decided_at: string | null;
}
