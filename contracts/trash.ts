import { z } from 'zod';

/** A deleted video waiting in the trash (docs/decisions.md §103). */
const TrashItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  guest: z.string().nullable(),
  visibility: z.string(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  /** When the purge removes it for good (deleted_at + TRASH_DAYS). */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const TrashListSchema = z.object({
  count: z.number().int(),
  trash_days: z.number().int(),
  results: z.array(TrashItemSchema),
});
export type TrashList = z.infer<typeof TrashListSchema>;
