import type { Generated } from 'kysely';

/** One change made by a person (docs/behaviour.md §500): kept even when the video or account is gone. */
export interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  /** The username that made the change. */
  actor: string;
  action: string;
  media_id: number | null;
  detail: string | null;
}
