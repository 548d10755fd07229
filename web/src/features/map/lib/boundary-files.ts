import { z } from 'zod';
import type { BoundaryFiles } from './boundaries.ts';

// The bundled boundary files (geo/SOURCES.md): communes carry name, description, regionName,
// nameAr; douars name, nameAr (HCP census) and description. Only what the map reads is checked. Kept out of
// boundaries.ts: the map's page checks the files once they have come, after it is the app's, and fetches this module
// (and zod) then, not before its takeover (docs/decisions.md §2622).
const PositionSchema = z.tuple([z.number(), z.number()]);
const RingSchema = z.array(PositionSchema).min(4);
const PolygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: z.array(RingSchema).min(1) });
const MultiPolygonGeometry = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(RingSchema).min(1)).min(1) });

/** A file of places: each a feature with a name, a description and an Arabic name, and one kind of geometry. */
const placeCollection = <Geometry extends z.ZodType>(geometry: Geometry) =>
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.looseObject({ name: z.string(), description: z.string().default(''), nameAr: z.string().optional() }),
        geometry,
      }),
    ),
  });
const CommuneCollectionSchema = placeCollection(z.discriminatedUnion('type', [PolygonGeometry, MultiPolygonGeometry]));
const DouarCollectionSchema = placeCollection(z.object({ type: z.literal('Point'), coordinates: PositionSchema }));
export type CommuneCollection = z.infer<typeof CommuneCollectionSchema>;
export type DouarCollection = z.infer<typeof DouarCollectionSchema>;

/** Checks one commune file (Ifrane's or Boulemane's) as the map reads it. */
export const parseCommunes = (raw: unknown): CommuneCollection => CommuneCollectionSchema.parse(raw);

/** Checks the douars' file as the map reads it. */
export const parseDouars = (raw: unknown): DouarCollection => DouarCollectionSchema.parse(raw);

/** Checks the three files as the map reads them. */
export function parseBoundaryFiles(raw: { ifrane: unknown; boulemane: unknown; douars: unknown }): BoundaryFiles {
  return { ifrane: parseCommunes(raw.ifrane), boulemane: parseCommunes(raw.boulemane), douars: parseDouars(raw.douars) };
}
