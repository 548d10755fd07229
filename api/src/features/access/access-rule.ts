import { type AccessLevel, isSelectedPassage, type Redaction, redactionsInForce, stillSealed } from '#contracts/access';
import { WITHHELD_TEXT } from '#contracts/constants';
import type { Media, MediaSummary } from '#contracts/media';
import { parseTime } from '#contracts/time';
import type { Audience } from '../../lib/audience.ts';
import { accessToday } from './access-time.ts';
import {
  overlaps,
  rangesOf,
  redactTranscript,
  selectionFound,
  type TextSelection,
  type TimeRange,
  withholdSelected,
} from '#contracts/transcript-redaction';

/**
 * The one access rule (docs/behaviour.md §300): what the public, a holder of an access link, and
 * staff see of an interview. Every outlet asks it, through the presenters (list, detail and
 * everything built on the detail: pages, JSON-LD, IIIF, WebVTT, OHMS) and the search document.
 * It decides from columns the outlet has already read (visibility, access, sealed_until,
 * redactions) and the day: no statement of its own, so it costs nothing a read did not already.
 */

/** Who reads: staff (a valid admin token) or the public; a public reader may hold a link to one interview. */
export interface Reader {
  audience: Audience;
  /** The interview an access link (`?access=`) unlocks for this reader; null without a valid link. */
  unlockedMediaId: number | null;
  /** The grant of that link, which an opening of the interview counts as a use (access-reader.ts `countOpening`). */
  linkGrant?: { grantId: number; requestId: number };
}
const PUBLIC_READER: Reader = { audience: 'public', unlockedMediaId: null };
const ADMIN_READER: Reader = { audience: 'admin', unlockedMediaId: null };
export const readerFor = (audience: Audience): Reader => (audience === 'admin' ? ADMIN_READER : PUBLIC_READER);

/** The columns the rule reads; every outlet's row carries them (`selectAll('media')` or named). */
export interface AccessColumns {
  id: number;
  visibility: 'public' | 'archived';
  access: AccessLevel;
  sealed_until: string | null;
  /** JSON array of Redaction, as stored. */
  redactions: string;
}

/** What one reader may see of one interview today. */
export interface AccessView {
  /** The level in force: a seal whose day has come is `open`, with no job having run. */
  state: AccessLevel;
  /** The recording, transcripts and segment descriptions are withheld (on request, or sealed). */
  withholdsBody: boolean;
  /** Withheld passages in force for this reader, as the public detail lists them (never a selection's words). */
  redactions: Redaction[];
  ranges: TimeRange[];
  /** Passages staff selected by their words (in transcripts without times), withheld wherever the words occur. */
  selections: TextSelection[];
}

export function parseRedactions(json: string): Redaction[] {
  if (json === '[]') return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as Redaction[]) : [];
}

/** The level in force on `today` (a sealed interview opens at the start of its `sealed_until` day). */
function accessInForce(row: Pick<AccessColumns, 'access' | 'sealed_until'>, today: string = accessToday()): AccessLevel {
  return row.access === 'sealed' && !stillSealed(row.sealed_until, today) ? 'open' : row.access;
}

/** Archived stays staff-only whatever the access level; a link never opens an archived interview. */
export const mayShowRecord = (row: Pick<AccessColumns, 'visibility'>, reader: Reader): boolean =>
  reader.audience === 'admin' || row.visibility === 'public';

/**
 * What `reader` sees of the interview. Staff see everything. A link holder for this interview sees
 * it as open, but passages withheld at a narrator's request stay withheld for them too
 * (docs/decisions.md §300): a link answers a request for the recording, not a lifting of a promise.
 */
export function accessView(row: AccessColumns, reader: Reader, today: string = accessToday()): AccessView {
  const state = accessInForce(row, today);
  if (reader.audience === 'admin')
    return { state, withholdsBody: false, redactions: parseRedactions(row.redactions), ranges: [], selections: [] };
  const unlocked = reader.unlockedMediaId === row.id;
  const inForce = redactionsInForce(parseRedactions(row.redactions), today);
  return {
    state: unlocked ? 'open' : state,
    withholdsBody: !unlocked && state !== 'open',
    redactions: inForce.map(({ text: _words, ...shown }) => shown),
    ranges: rangesOf(inForce.filter((r) => !isSelectedPassage(r))),
    selections: inForce.filter(isSelectedPassage).map((r) => ({ language: r.language!, text: r.text ?? '' })),
  };
}

/** A summary as the view allows: a withheld interview keeps its catalogue record, not its recording. */
export function summaryAsViewed<S extends MediaSummary>(summary: S, view: AccessView): S {
  const stated = {
    ...summary,
    access: view.state,
    sealed_until: view.state === 'sealed' ? summary.sealed_until : null,
    withheld_passages: view.redactions.length,
  };
  return view.withholdsBody ? { ...stated, url: '', youtubeid: null, media_file: false } : stated;
}

/** A segment's texts under withheld passages: its description whole, its transcript by paragraph. */
function segmentTexts<S extends { description: string; transcript: string }>(
  segment: S,
  start: string,
  end: string,
  ranges: TimeRange[],
): S {
  const span = { start: parseTime(start), end: parseTime(end) || Number.POSITIVE_INFINITY };
  if (!overlaps(span, ranges)) return segment;
  const transcript = redactTranscript(segment.transcript, ranges);
  // A segment's untimed transcript cannot be placed within it: withheld whole.
  const untimed = transcript === segment.transcript && segment.transcript !== '';
  return { ...segment, description: WITHHELD_TEXT, transcript: untimed ? WITHHELD_TEXT : transcript };
}

interface Texts<S> {
  transcripts: { language: string; text: string }[];
  segments: S[];
}

/**
 * A transcript under the passages staff selected: each selected passage is withheld wherever its words
 * occur. A transcript that no longer holds a passage selected in it (edited since) is withheld whole
 * until staff select again: the words may have changed, not the promise (docs/behaviour.md §300).
 */
function transcriptAsViewed(transcript: { language: string; text: string }, view: AccessView): string {
  const lost = view.selections.some((s) => s.language === transcript.language && !selectionFound(transcript.text, s.text));
  if (lost) return WITHHELD_TEXT;
  return withholdSelected(redactTranscript(transcript.text, view.ranges), words(view));
}
const words = (view: AccessView) => view.selections.map((s) => s.text);

/** Texts (a detail's, or a search document's) as the view allows: withheld whole or by passage. */
function textsAsViewed<S extends { description: string; transcript: string }, T extends Texts<S>>(
  texts: T,
  view: AccessView,
  timesOf: (segment: S) => [string, string],
): T {
  if (view.withholdsBody)
    return { ...texts, transcripts: [], segments: texts.segments.map((s) => ({ ...s, description: '', transcript: '' })) };
  if (view.ranges.length === 0 && view.selections.length === 0) return texts;
  const selected = <X extends { description: string; transcript: string }>(segment: X): X =>
    view.selections.length === 0
      ? segment
      : {
          ...segment,
          description: withholdSelected(segment.description, words(view)),
          transcript: withholdSelected(segment.transcript, words(view)),
        };
  return {
    ...texts,
    transcripts: texts.transcripts.map((t) => ({ ...t, text: transcriptAsViewed(t, view) })),
    segments: texts.segments.map((s) => selected(view.ranges.length ? segmentTexts(s, ...timesOf(s), view.ranges) : s)),
  };
}

/** A detail as the view allows: on request or sealed, no transcripts nor segment descriptions; passages withheld. */
export const mediaAsViewed = (media: Media, view: AccessView): Media =>
  textsAsViewed<Media['segments'][number], Media>(media, view, (s) => [s.start_time, s.end_time]);

/** What search may hold of an interview: what the public sees today (the index follows the day: access-clock.ts). */
export function searchableTexts<
  S extends { description: string; transcript: string; startTime: string; endTime: string },
  T extends Texts<S>,
>(source: T, row: AccessColumns, today: string = accessToday()): T {
  return textsAsViewed<S, T>(source, accessView(row, PUBLIC_READER, today), (s) => [s.startTime, s.endTime]);
}
