import { z } from 'zod';
import { AccessLevelSchema } from './access.ts';
import { VisibilitySchema, MediaSummarySchema } from './media.ts';
import { isLatinSlug, SLUG_MAX } from './slug.ts';

// Collections (docs/behaviour.md §1200): sets of interviews staff curate, each with a page of its own.

/** Most interviews one collection holds. */
const COLLECTION_MAX_MEMBERS = 10_000;
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5_000;

/** A collection as the public list gives it: `count` is how many of its interviews the public may see. */
const CollectionCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  count: z.number().int(),
  /** The cover's picture, when the public may see the cover; else the first member's the public may see; else null. */
  poster: z.string().nullable(),
  updated_at: z.string(),
});
export type CollectionCard = z.infer<typeof CollectionCardSchema>;

export const CollectionListSchema = z.object({ results: z.array(CollectionCardSchema) });
export type CollectionList = z.infer<typeof CollectionListSchema>;

/**
 * One collection: its members the public may see, in the curated order, a page at a time (`?page=`, `?page_size=`;
 * `count` is all of them), and its IIIF Collection's address.
 */
export const CollectionSchema = CollectionCardSchema.extend({
  media: z.array(MediaSummarySchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  iiif: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionSlugParamsSchema = z.strictObject({ slug: z.string().max(SLUG_MAX * 4) });

/** What staff send; that each member names an interview, and the cover a member, is the service's check. */
export const CollectionInputSchema = z.strictObject({
  slug: z.string().trim().max(SLUG_MAX).refine(isLatinSlug, 'Use lower-case letters (a-z) and digits, joined by single hyphens.'),
  title: z.string().trim().min(1).max(TITLE_MAX),
  title_ar: z.string().trim().max(TITLE_MAX).default(''),
  description: z.string().trim().max(DESCRIPTION_MAX).default(''),
  description_ar: z.string().trim().max(DESCRIPTION_MAX).default(''),
  /** A member whose poster stands for the collection; none: the first member the public may see. */
  cover: z.number().int().positive().nullable().default(null),
  media: z.array(z.number().int().positive()).max(COLLECTION_MAX_MEMBERS).default([]),
});
export type CollectionInput = z.input<typeof CollectionInputSchema>;

/** A member as staff see it: hidden ones too, and one waiting in the Trash. */
const AdminMemberSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  visibility: VisibilitySchema.nullable(),
  access: AccessLevelSchema.nullable(),
  /** The interview is in the Trash: it stays a member, and is back in its place when restored. */
  in_trash: z.boolean(),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

export const AdminCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  cover: z.number().int().nullable(),
  /** Every member's id, in the curated order: what a save sends back. */
  media: z.array(z.number().int()),
  members: z.array(AdminMemberSchema),
  updated_at: z.string(),
});
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;

export const AdminCollectionListSchema = z.object({
  results: z.array(AdminCollectionSchema.omit({ members: true }).extend({ count: z.number().int() })),
});
export type AdminCollectionList = z.infer<typeof AdminCollectionListSchema>;

export const CreatedCollectionSchema = z.object({ id: z.number().int(), slug: z.string() });
