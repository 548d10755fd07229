import { ErrorCode } from '#contracts/error-codes';
import type { FieldError } from '#contracts/errors';
import { segmentTimeIssues, segmentTimeMessages } from '#contracts/segment-times';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PartRow } from '../media-parts/media-parts.repository.ts';

type SegmentRow = PartRow<'segments'>;

/** What the separate calls say of a number another segment of the video already has. */
const DUPLICATE_NUMBER = 'Another segment of this video has this number.';

/** A problem of one stored segment, keyed so the problems before and after a write compare. */
interface Problem {
  rowId: number;
  field: 'number' | 'start_time' | 'end_time';
  message: string;
}

function problemsOf(rows: readonly SegmentRow[], duration: string | null): Problem[] {
  const problems: Problem[] = segmentTimeIssues(rows, duration).map((issue) => ({
    rowId: rows[issue.index]!.id,
    field: issue.field,
    message: segmentTimeMessages[issue.problem],
  }));
  const seen = new Set<number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (seen.has(row.number)) problems.push({ rowId: row.id, field: 'number', message: DUPLICATE_NUMBER });
    seen.add(row.number);
  }
  return problems;
}

const key = (p: Problem) => `${p.rowId}:${p.field}:${p.message}`;

/**
 * The separate segment calls keep a video's segments to the rules the full save keeps
 * (docs/behaviour.md §801): run inside the call's transaction once its rows are written, with every
 * segment of the video as it now stands and `sent` mapping the rows the call wrote to their place in
 * its body. A problem the call brought about (one that the video's other segments do not already
 * have among themselves) answers 400 `validation_failed`, and the throw rolls the call back.
 */
export async function checkSegmentRules(trx: DbOrTx, mediaId: number, rows: SegmentRow[], sent: Map<number, number>): Promise<void> {
  const media = await trx.selectFrom('media').select('duration').where('id', '=', mediaId).executeTakeFirst();
  const duration = media?.duration ?? null;
  const before = new Set(
    problemsOf(
      rows.filter((row) => !sent.has(row.id)),
      duration,
    ).map(key),
  );
  const fresh = problemsOf(rows, duration).filter((p) => !before.has(key(p)));
  if (fresh.length === 0) return;
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const errors: FieldError[] = fresh.map((p) => {
    const index = sent.get(p.rowId);
    return index === undefined
      ? { path: 'body', message: `Segment ${numberOf.get(p.rowId)}: ${p.message}` }
      : { path: `body.${index}.${p.field}`, message: p.message };
  });
  throw new HttpError(400, ErrorCode.validationFailed, `Invalid request: ${errors[0]!.path} — ${errors[0]!.message}`, errors);
}
