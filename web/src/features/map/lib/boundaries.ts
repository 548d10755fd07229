import { ringCentroid, type PolygonRings, type Position, type Shape } from './geometry.ts';
import type { CommuneCollection, DouarCollection } from './boundary-files.ts';
import type { MapItem } from './map-items.ts';

/** Region names of the boundary items (docs/behaviour.md §3). */
export const BOUNDARY_REGIONS = {
  douar: 'Douars',
  ifrane: 'Ifrane Province',
  boulemane: 'Boulemane Province',
} as const;

interface CommuneShape extends Shape {
  layer: 'ifrane' | 'boulemane';
}

/**
 * A commune or douar as the side panel lists it: what the page needs of the boundary files before the
 * map has them, small enough to come with the server-rendered page (docs/decisions.md §1040). The layer
 * is the id's prefix (douar-{n}, ifrane-{n}, boulemane-{n}).
 */
export interface MapPlace {
  id: string;
  title: string;
  /** Arabic name, shown on Arabic pages (geo/SOURCES.md `nameAr`). */
  titleAr?: string;
  /** A douar's point; a commune's is the average of its outer ring (docs/behaviour.md §3). */
  coordinates: Position;
}

export interface Boundaries {
  places: MapPlace[];
  communes: CommuneShape[];
  /** The raw files, for the map layers. */
  ifrane: CommuneCollection;
  boulemane: CommuneCollection;
  douars: DouarCollection;
}

const LAYER_REGIONS: Record<string, string> = {
  douar: BOUNDARY_REGIONS.douar,
  ifrane: BOUNDARY_REGIONS.ifrane,
  boulemane: BOUNDARY_REGIONS.boulemane,
};

/** A place as a panel item: its region and kind follow from its layer. */
export function placeItem({ id, title, titleAr, coordinates }: MapPlace): MapItem {
  const layer = id.slice(0, id.indexOf('-'));
  return {
    id,
    kind: layer === 'douar' ? 'douar' : 'commune',
    youtubeid: '',
    title,
    titleAr,
    location: { coordinates, region: LAYER_REGIONS[layer] ?? '' },
    date: null,
    guest: null,
    host: null,
    description: '',
  };
}

function communeParts(layer: 'ifrane' | 'boulemane', collection: CommuneCollection) {
  const places: MapPlace[] = [];
  const shapes: CommuneShape[] = [];
  collection.features.forEach((feature, n) => {
    const id = `${layer}-${n}`;
    const polygons: PolygonRings[] = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    const { name, nameAr } = feature.properties;
    places.push({ id, title: name, titleAr: nameAr, coordinates: ringCentroid(polygons[0]![0]!) });
    shapes.push({ id, layer, polygons });
  });
  return { places, shapes };
}

export interface BoundaryFiles {
  ifrane: CommuneCollection;
  boulemane: CommuneCollection;
  douars: DouarCollection;
}

/** The panel's places (ids douar-{n}, ifrane-{n}, boulemane-{n}) and commune shapes of the three checked files. */
export function boundariesOf({ ifrane, boulemane, douars }: BoundaryFiles): Boundaries {
  const ifraneParts = communeParts('ifrane', ifrane);
  const boulemaneParts = communeParts('boulemane', boulemane);
  const douarPlaces = douars.features.map((feature, n): MapPlace => ({
    id: `douar-${n}`,
    title: feature.properties.name,
    titleAr: feature.properties.nameAr,
    coordinates: feature.geometry.coordinates,
  }));
  return {
    places: [...ifraneParts.places, ...boulemaneParts.places, ...douarPlaces],
    communes: [...ifraneParts.shapes, ...boulemaneParts.shapes],
    ifrane,
    boulemane,
    douars,
  };
}
