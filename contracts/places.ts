import { z } from 'zod';
import { authorityIdSchema } from './authority.ts';
import { MediaSummarySchema } from './media.ts';
import { SLUG_MAX } from './slug.ts';

// Places (docs/behaviour.md §1300): every place of the gazetteer that a public interview names has a page of its own,
// with the identifiers staff gave it in other catalogues.

const PlaceKindSchema = z.enum(['province', 'commune', 'douar']);

/** A place as links and breadcrumbs name it. `name_ar`: staff's Arabic form, else the gazetteer's, else null. */
const PlaceRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_ar: z.string().nullable(),
  kind: PlaceKindSchema,
});
export type PlaceRef = z.infer<typeof PlaceRefSchema>;

/** A place's identifiers in other catalogues, bare (contracts/authority.ts); null where staff gave none. */
const AuthoritySchema = z.object({ geonames: z.string().nullable(), wikidata: z.string().nullable() });
export type PlaceAuthority = z.infer<typeof AuthoritySchema>;

/** A listed place: `count` is how many interviews the public may see there or about it. */
const PlaceCardSchema = PlaceRefSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  count: z.number().int(),
});
export type PlaceCard = z.infer<typeof PlaceCardSchema>;

export const PlaceListSchema = z.object({ results: z.array(PlaceCardSchema) });
export type PlaceList = z.infer<typeof PlaceListSchema>;

/** A listed place near another: its point and the distance between the two. */
const NearbyPlaceSchema = PlaceRefSchema.extend({ latitude: z.number(), longitude: z.number(), distance_km: z.number() });

/**
 * One place: where it sits (`parent`, and `ancestors` from the province down), its identifiers, a page of its public
 * interviews (`?page=`, `?page_size=`; `count` is all of them) and the listed places near it.
 */
export const PlaceSchema = PlaceCardSchema.extend({
  parent: PlaceRefSchema.nullable(),
  ancestors: z.array(PlaceRefSchema),
  authority: AuthoritySchema,
  media: z.array(MediaSummarySchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  nearby: z.array(NearbyPlaceSchema),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceSlugParamsSchema = z.strictObject({ slug: z.string().max(SLUG_MAX * 4) });

/** What staff send: each identifier bare or as its address; empty or null clears it. */
export const PlaceAuthorityInputSchema = z.strictObject({
  authority: z.strictObject({
    geonames: authorityIdSchema('geonames').default(null),
    wikidata: authorityIdSchema('wikidata').default(null),
  }),
});

/** Every place of the gazetteer as staff see it: listed or not, with its identifiers. */
export const AdminPlaceListSchema = z.object({
  results: z.array(PlaceRefSchema.extend({ parent: z.string().nullable(), count: z.number().int(), authority: AuthoritySchema })),
});
export type AdminPlaceList = z.infer<typeof AdminPlaceListSchema>;

export const SavedPlaceAuthoritySchema = z.object({ slug: z.string(), authority: AuthoritySchema });
