import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { rangesOf, type TimeRange } from '#contracts/transcript-redaction';
import type { Database } from '../../db/database.ts';
import type { Audience } from '../../lib/audience.ts';
import { type AccessColumns, type AccessView, accessView, mayShowRecord, type Reader, readerFor } from './access-rule.ts';
import { accessToday } from './access-time.ts';

// THE read model (docs/architecture.md "The read model", docs/decisions.md §1800): which interviews, and which
// parts of them, an audience may see. Two forms of one rule, side by side so they cannot drift: SQL predicates
// for the outlets that select many interviews (lists, search, facets, sitemap, OAI, IIIF, map, plays, consent),
// and the same decisions on a row an outlet already read (detail, pages, posters, files, captions), both over
// the access rule (access-rule.ts). Lint keeps visibility and access literals out of every other module
// (eslint.config.js `readModelRules`); interview-writes/outlets-agree.test.ts proves the outlets agree with it.

/** What a media row stores as its visibility. */
export type Visibility = Database['media']['visibility'];

/** The stored visibility of the interviews whose catalogue record the public sees. */
const LISTED: Visibility = 'public';

type MediaRows = ExpressionBuilder<Database, 'media'>;

/**
 * The visibility a list, a count or a search keeps for `audience`: the public only listed interviews
 * (whatever it asks), staff what they ask for (undefined: every interview).
 */
export const listedVisibility = (audience: Audience, asked?: Visibility): Visibility | undefined =>
  audience === 'public' ? LISTED : asked;

/** SQL: media rows stored with `visibility` (a list filter's condition: media.queries.ts `listFilter`). */
export const storedVisibility = (eb: MediaRows, visibility: Visibility): Expression<SqlBool> => eb('media.visibility', '=', visibility);

/**
 * SQL: the interviews outside the trash. A video in the trash keeps its rows (docs/decisions.md §1902) and no
 * audience sees it, staff included: every list (media.queries.ts `listFilter`) and every shown record ask this.
 */
export const outsideTrash = (eb: MediaRows): Expression<SqlBool> => eb('media.deleted_at', 'is', null);

/**
 * SQL: the interviews whose catalogue record `who` may see: outside the trash, the public (and an access link's
 * holder: a link never opens an archived interview) listed ones; staff every one. The SQL form of `mayShowRecord`
 * for a row outside the trash (the rows an outlet reads whole are read outside it: `findMediaWhole`,
 * `findAccessColumns`).
 */
export const recordShown = (eb: MediaRows, who: Audience | Reader = 'public'): Expression<SqlBool> =>
  (typeof who === 'string' ? who : who.audience) === 'admin' ? outsideTrash(eb) : eb.and([outsideTrash(eb), storedVisibility(eb, LISTED)]);

/**
 * SQL: the interviews the public hears and reads whole on `today`: a shown record whose access in force is
 * open (a seal whose day has come counts as open). On request and sealed show only the catalogue record.
 * The SQL form of `!accessView(row, public).withholdsBody`.
 */
export const bodyOpen = (eb: MediaRows, today: string = accessToday()): Expression<SqlBool> =>
  eb.and([
    recordShown(eb),
    eb.or([eb('media.access', '=', 'open'), eb.and([eb('media.access', '=', 'sealed'), eb('media.sealed_until', '<=', today)])]),
  ]);

/** Whether the public sees the catalogue record of a row already read (a write's checks ask it too). */
export const isPublicRecord = (row: Pick<AccessColumns, 'visibility'>): boolean => mayShowRecord(row, readerFor('public'));

/** What a reader may have of an interview's recording (stream, poster, waveform, original, the detail's `stream`). */
export interface FilesView {
  staff: boolean;
  /** Passages withheld from this reader's files (never from staff's): they play the set silent over them. */
  ranges: TimeRange[];
}

/**
 * The recording as the rule lets `reader` have it: null when the record is hidden from the reader or its body
 * withheld (on request, sealed); otherwise the passages its files must be silent over.
 */
export function filesView(row: AccessColumns, reader: Reader, today: string = accessToday()): FilesView | null {
  if (reader.audience === 'admin') return { staff: true, ranges: [] };
  if (!mayShowRecord(row, reader)) return null;
  const view = accessView(row, reader, today);
  return view.withholdsBody ? null : { staff: false, ranges: rangesOf(view.redactions) };
}

/** The passages the public's files are silent over today, whatever its access level (the public set's passages). */
export const publicRanges = (row: AccessColumns, today: string = accessToday()): TimeRange[] =>
  rangesOf(accessView(row, readerFor('public'), today).redactions);

/**
 * What an export holds of an interview (docs/behaviour.md §1101): with `sealed` (an admin's export, a package made
 * with --include-sealed) everything staff see; otherwise the record whole, but no recording, transcript or segment
 * description of an interview whose seal is in force, and every passage withheld from the public left out.
 */
export function exportView(row: AccessColumns, sealed: boolean, today: string = accessToday()): AccessView {
  const staff = accessView(row, readerFor('admin'), today);
  if (sealed) return staff;
  const { redactions, ranges, selections } = accessView(row, readerFor('public'), today);
  return { state: staff.state, withholdsBody: staff.state === 'sealed', redactions, ranges, selections };
}
