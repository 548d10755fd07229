import { z } from 'zod';
import { MediaSnapshotSchema } from './interview.ts';

// A transcriber's change to a public video, kept for an editor (docs/behaviour.md §500).

const ProposalStatusSchema = z.enum(['open', 'accepted', 'rejected']);

const ProposalSummarySchema = z.object({
  id: z.number().int(),
  media: z.number().int(),
  media_title: z.string(),
  author: z.string(),
  created_at: z.string(),
  status: ProposalStatusSchema,
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ProposalSummary = z.infer<typeof ProposalSummarySchema>;

export const ProposalListSchema = z.object({ results: z.array(ProposalSummarySchema) });
export type ProposalList = z.infer<typeof ProposalListSchema>;
export const ProposalQuerySchema = z.strictObject({ status: ProposalStatusSchema.default('open') });

/** `base` is the video when the change was made, `snapshot` the change; `current` the video now. */
export const ProposalSchema = ProposalSummarySchema.extend({
  base: MediaSnapshotSchema,
  snapshot: MediaSnapshotSchema,
  current: MediaSnapshotSchema,
});
export type Proposal = z.infer<typeof ProposalSchema>;
