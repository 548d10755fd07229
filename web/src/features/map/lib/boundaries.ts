import { z } from 'zod';
import { ringCentroid, type PolygonRings, type Position, type Shape } from './geometry.ts';
import type { MapItem } from './map-items.ts';

// The bundled boundary files (geo/SOURCES.md): communes carry name, description, regionName,
// nameAr; douars name, nameAr (HCP census) and description. Only what the map reads is checked.
const PositionSchema = z.tuple([z.number(), z.number()]);
const RingSchema = z.array(PositionSchema).min(4);
const PolygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: z.array(RingSchema).min(1) });
const MultiPolygonGeometry = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(RingSchema).min(1)).min(1) });

const CommuneCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.looseObject({ name: z.string(), description: z.string().default(''), nameAr: z.string().optional() }),
      geometry: z.discriminatedUnion('type', [PolygonGeometry, MultiPolygonGeometry]),
    }),
  ),
});
const DouarCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.looseObject({ name: z.string(), description: z.string().default(''), nameAr: z.string().optional() }),
      geometry: z.object({ type: z.literal('Point'), coordinates: PositionSchema }),
    }),
  ),
});
type CommuneCollection = z.infer<typeof CommuneCollectionSchema>;
type DouarCollection = z.infer<typeof DouarCollectionSchema>;

/** Region names of the boundary items (docs/behaviour.md §3). */
export const BOUNDARY_REGIONS = {
  douar: 'Douars',
  ifrane: 'Ifrane Province',
  boulemane: 'Boulemane Province',
} as const;

interface CommuneShape extends Shape {
  layer: 'ifrane' | 'boulemane';
}

export interface Boundaries {
  items: MapItem[];
  communes: CommuneShape[];
  /** The raw files, for the map layers. */
  ifrane: CommuneCollection;
  boulemane: CommuneCollection;
  douars: DouarCollection;
}

function boundaryItem(id: string, region: string, title: string, description: string, coordinates: Position, titleAr?: string): MapItem {
  return {
    id,
    kind: id.startsWith('douar-') ? 'douar' : 'commune',
    youtubeid: '',
    title,
    titleAr,
    location: { coordinates, region },
    date: null,
    guest: null,
    host: null,
    description,
  };
}

function communeParts(layer: 'ifrane' | 'boulemane', collection: CommuneCollection) {
  const items: MapItem[] = [];
  const shapes: CommuneShape[] = [];
  collection.features.forEach((feature, n) => {
    const id = `${layer}-${n}`;
    const polygons: PolygonRings[] = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    const { name, description, nameAr } = feature.properties;
    items.push(boundaryItem(id, BOUNDARY_REGIONS[layer], name, description, ringCentroid(polygons[0]![0]!), nameAr));
    shapes.push({ id, layer, polygons });
  });
  return { items, shapes };
}

/** Turns the three parsed files into panel items (ids douar-{n}, ifrane-{n}, boulemane-{n}) and commune shapes. */
export function buildBoundaries(raw: { ifrane: unknown; boulemane: unknown; douars: unknown }): Boundaries {
  const ifrane = CommuneCollectionSchema.parse(raw.ifrane);
  const boulemane = CommuneCollectionSchema.parse(raw.boulemane);
  const douars = DouarCollectionSchema.parse(raw.douars);
  const ifraneParts = communeParts('ifrane', ifrane);
  const boulemaneParts = communeParts('boulemane', boulemane);
  const douarItems = douars.features.map((feature, n) =>
    boundaryItem(
      `douar-${n}`,
      BOUNDARY_REGIONS.douar,
      feature.properties.name,
      feature.properties.description,
      feature.geometry.coordinates,
      feature.properties.nameAr,
    ),
  );
  return {
    items: [...ifraneParts.items, ...boulemaneParts.items, ...douarItems],
    communes: [...ifraneParts.shapes, ...boulemaneParts.shapes],
    ifrane,
    boulemane,
    douars,
  };
}
