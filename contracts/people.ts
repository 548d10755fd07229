import { z } from 'zod';
import { authorityIdSchema } from './authority.ts';
import { decimalInteger, pageSchema, PaginationQuerySchema } from './common.ts';
import { MediaSummarySchema } from './media.ts';
import { SLUG_MAX } from './slug.ts';

// People (docs/behaviour.md §1300): the narrators, interviewers and important people of the interviews, one record
// each, with a page of their own.

const NAME_MAX = 200;

/** How a person takes part in the interviews the reader may see. */
export const PERSON_ROLES = ['narrator', 'interviewer', 'mentioned'] as const;
const PersonRoleSchema = z.enum(PERSON_ROLES);
export type PersonRole = z.infer<typeof PersonRoleSchema>;

const AuthoritySchema = z.object({ wikidata: z.string().nullable(), viaf: z.string().nullable() });

/** A person in the public list: `media` names the public interviews they take part in (ids), `count` how many. */
const PersonCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ar: z.string(),
  roles: z.array(PersonRoleSchema),
  authority: AuthoritySchema,
  media: z.array(z.number().int()),
  count: z.number().int(),
  /** With `?media=`: the names this person goes by in that interview, as it writes them (the video page links them). */
  names_in_media: z.array(z.string()).optional(),
});
export type PersonCard = z.infer<typeof PersonCardSchema>;

export const PersonListSchema = pageSchema(PersonCardSchema);
export type PersonList = z.infer<typeof PersonListSchema>;

export const PersonListQuerySchema = PaginationQuerySchema.extend({
  /** Only the people of this interview (none when the public may not see it). */
  media: decimalInteger().pipe(z.number().positive()).optional(),
});

/** One person: a page of the public interviews they take part in (`?page=`, `?page_size=`; `count` is all of them). */
export const PersonSchema = PersonCardSchema.omit({ media: true, names_in_media: true }).extend({
  media: z.array(MediaSummarySchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(SLUG_MAX * 4),
});

/** What staff send to name a person and give their authority identifiers (an address is kept as the bare identifier). */
export const PersonInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(NAME_MAX),
  name_ar: z.string().trim().max(NAME_MAX).default(''),
  authority: z.strictObject({ wikidata: authorityIdSchema('wikidata').default(null), viaf: authorityIdSchema('viaf').default(null) }),
});
export type PersonInput = z.input<typeof PersonInputSchema>;

export const PersonMergeSchema = z.strictObject({
  into: z
    .string()
    .min(1)
    .max(SLUG_MAX * 4),
});

/** The interviews whose mentions become a new person, and that person's names. */
export const PersonSplitSchema = z.strictObject({
  media: z.array(z.number().int().positive()).min(1).max(10_000),
  name: z.string().trim().min(1).max(NAME_MAX),
  name_ar: z.string().trim().max(NAME_MAX).default(''),
});
export type PersonSplit = z.input<typeof PersonSplitSchema>;

/** An interview of a person as staff see it: hidden ones too, with the names and roles it gives them. */
const AdminPersonMediaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The public sees this interview (and this person through it). */
  public: z.boolean(),
  in_trash: z.boolean(),
  roles: z.array(PersonRoleSchema),
  names: z.array(z.string()),
});

const AdminPersonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ar: z.string(),
  authority: AuthoritySchema,
  /** Roles in every interview, hidden ones included. */
  roles: z.array(PersonRoleSchema),
  /** Whether the person has a public page now (a public interview, and a public release for each narration). */
  public: z.boolean(),
  count: z.number().int(),
  updated_at: z.string(),
});
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

export const AdminPersonDetailSchema = AdminPersonSchema.extend({ media: z.array(AdminPersonMediaSchema) });
export type AdminPersonDetail = z.infer<typeof AdminPersonDetailSchema>;

export const AdminPersonListSchema = z.object({ results: z.array(AdminPersonSchema) });
export type AdminPersonList = z.infer<typeof AdminPersonListSchema>;

export const CreatedPersonSchema = z.object({ id: z.number().int(), slug: z.string() });
