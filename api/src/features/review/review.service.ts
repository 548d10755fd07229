import { MediaSnapshotSchema, contentDiffers } from '#contracts/interview';
import type { Proposal, ProposalSummary } from '#contracts/review';
import { ErrorCode } from '#contracts/errors';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { applySnapshot, loadSnapshot } from '../media/media.snapshot.ts';
import { decideProposal, findProposal, listProposals } from './review.repository.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

type SummaryRow = Awaited<ReturnType<typeof listProposals>>[number];

const summary = (row: SummaryRow): ProposalSummary => ({
  id: row.id,
  media: row.media_id,
  media_title: row.title,
  author: row.author,
  created_at: row.created_at,
  status: row.status,
  decided_by: row.decided_by,
  decided_at: row.decided_at,
});

export async function getProposals(ctx: DbContext, status: ProposalSummary['status']) {
  return { results: (await listProposals(ctx.db, status)).map(summary) };
}

export async function getProposal(ctx: DbContext, id: number): Promise<Proposal> {
  const row = await findProposal(ctx.db, id);
  const current = row && (await loadSnapshot(ctx.db, ctx.dialect, row.media_id));
  if (!row || !current) throw notFound('Proposal not found');
  return { ...summary(row), base: parse(row.base), snapshot: parse(row.snapshot), current };
}

const parse = (json: string) => MediaSnapshotSchema.parse(JSON.parse(json));
const decided = () => new HttpError(409, ErrorCode.conflict, 'This proposal has been decided already.');

/**
 * Saves a proposal's change, as a save by its author that the editor let through: History names both
 * ("yusuf, accepted by ines"; a username has no spaces, so that label is never an account's and the
 * save is not sent to review again). Refused when the video has changed since the proposal was made.
 */
export async function acceptProposal(ctx: WriteContext, id: number): Promise<void> {
  const editor = ctx.actor ?? '';
  const proposal = await findProposal(ctx.db, id);
  if (!proposal) throw notFound('Proposal not found');
  const mediaId = proposal.media_id;
  // Through the one write path, as the author's save: it keeps the version, reindexes, logs and invalidates.
  await writeInterviews({ ...ctx, actor: `${proposal.author}, accepted by ${editor}` }, [mediaId], async ({ trx, dialect, found, now }) => {
    const row = await findProposal(trx, id);
    if (!row || found.length === 0) throw notFound('Proposal not found');
    if (row.status !== 'open') throw decided();
    const current = await loadSnapshot(trx, dialect, mediaId);
    if (!current || contentDiffers(parse(row.base), current)) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'The video has changed since this proposal was made. Reject it and ask for the change again.',
      );
    }
    await applySnapshot(trx, mediaId, parse(row.snapshot), now);
    if (!(await decideProposal(trx, id, 'accepted', editor, now))) throw decided();
  });
}

/** Drops a proposal; its activity row is written with the decision. */
export async function rejectProposal(ctx: WriteContext, id: number): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    const row = await findProposal(trx, id);
    if (!row) throw notFound('Proposal not found');
    if (!(await decideProposal(trx, id, 'rejected', ctx.actor ?? '', new Date().toISOString()))) throw decided();
    await ctx.recordActivity?.(trx, { media: [row.media_id] });
  });
}
