/** What the transcript needs of the player: the time, and how to seek (docs/decisions.md §53). */
export interface TranscriptPlayback {
  /** media time in seconds; null before the player has told it */
  time: number | null;
  /** false once the visitor scrolls, until "Back to the current moment" */
  following: boolean;
  /** the `?t=START-END` range of the link the visitor followed */
  range: { start: number; end: number | null } | null;
  /** segment starts in seconds: the side-by-side view aligns its rows on them */
  segmentStarts: number[];
  onSeek(seconds: number): void;
}

/** A transcript shown without a player (nothing plays, nothing to seek). */
export const NO_PLAYBACK: TranscriptPlayback = { time: null, following: false, range: null, segmentStarts: [], onSeek: () => {} };
