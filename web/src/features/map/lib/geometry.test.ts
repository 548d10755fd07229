import { describe, expect, it } from 'vitest';
import boulemaneRaw from '../geo/boulemane-communes.geojson?raw';
import douarsRaw from '../geo/douars.geojson?raw';
import ifraneRaw from '../geo/ifrane-communes.geojson?raw';
import { boundariesOf, placeItem } from './boundaries.ts';
import { parseBoundaryFiles } from './boundary-files.ts';
import {
  findContainingShape,
  largerSide,
  pointInPolygon,
  pointInRing,
  ringCentroid,
  zoomForSize,
  type Position,
  type Ring,
} from './geometry.ts';

const raw = {
  ifrane: JSON.parse(ifraneRaw) as unknown,
  boulemane: JSON.parse(boulemaneRaw) as unknown,
  douars: JSON.parse(douarsRaw) as unknown,
};
const boundaries = boundariesOf(parseBoundaryFiles(raw));
// The items the panel lists, as both the server and the browser make them (api/get-map-places.ts).
const boundaryItems = boundaries.places.map(placeItem);
const nameOf = (id: string | undefined) => boundaryItems.find((item) => item.id === id)?.title;

describe('ringCentroid', () => {
  it('averages the vertices of a closed ring, counting the repeated first vertex once', () => {
    const ring: Ring = [
      [0, 0],
      [4, 0],
      [4, 2],
      [0, 2],
      [0, 0],
    ];
    expect(ringCentroid(ring)).toEqual([2, 1]);
  });
  it('averages an open ring as given', () => {
    expect(
      ringCentroid([
        [1, 1],
        [3, 1],
        [2, 4],
      ]),
    ).toEqual([2, 2]);
  });
  it('gives each commune item the average of its outer ring', () => {
    const azrou = boundaryItems.find((item) => item.title === 'Azrou');
    const ring = boundaries.communes.find((c) => c.id === azrou?.id)?.polygons[0]?.[0];
    expect(ring).toBeDefined();
    const vertices = ring!.slice(0, -1);
    const [lon, lat] = azrou!.location.coordinates!;
    expect(lon).toBeCloseTo(vertices.reduce((sum, p) => sum + p[0], 0) / vertices.length, 10);
    expect(lat).toBeCloseTo(vertices.reduce((sum, p) => sum + p[1], 0) / vertices.length, 10);
  });
});

describe('point in polygon', () => {
  const square: Ring = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ];
  const hole: Ring = [
    [4, 4],
    [4, 6],
    [6, 6],
    [6, 4],
    [4, 4],
  ];
  it('respects the outer ring and the holes', () => {
    expect(pointInPolygon([2, 2], [square])).toBe(true);
    expect(pointInPolygon([11, 2], [square])).toBe(false);
    expect(pointInPolygon([5, 5], [square])).toBe(true);
    expect(pointInPolygon([5, 5], [square, hole])).toBe(false);
    expect(pointInPolygon([2, 5], [square, hole])).toBe(true);
  });

  it('finds the commune of every bundled douar (SOURCES.md: all 142 fall inside their commune)', () => {
    const douars = (JSON.parse(douarsRaw) as { features: { properties: { commune: string }; geometry: { coordinates: Position } }[] })
      .features;
    expect(douars).toHaveLength(142);
    const found = douars.map((d) => nameOf(findContainingShape(d.geometry.coordinates, boundaries.communes)?.id));
    expect(found).toEqual(douars.map((d) => d.properties.commune));
  });

  it('does not give a point inside a hole to the commune around it (Ait El Mane, Sidi Boutayeb)', () => {
    const withHoles = boundaries.communes.filter((c) => c.polygons.some((p) => p.length > 1));
    expect(withHoles.map((c) => nameOf(c.id)).sort()).toEqual(['Ait El Mane', 'Sidi Boutayeb']);
    // Vertex averages of the two holes, both inside the hole.
    const inAitElManeHole: Position = [-4.29517, 33.46788];
    const inSidiBoutayebHole: Position = [-3.99542, 33.04731];
    // Both points lie inside the outer ring of the commune with the hole...
    expect(pointInRing(inAitElManeHole, withHoles[0]!.polygons[0]![0]!)).toBe(true);
    expect(pointInRing(inSidiBoutayebHole, withHoles[1]!.polygons[0]![0]!)).toBe(true);
    // ...yet belong to the commune that fills the hole.
    expect(nameOf(findContainingShape(inAitElManeHole, boundaries.communes)?.id)).toBe('Imouzzer Marmoucha');
    expect(nameOf(findContainingShape(inSidiBoutayebHole, boundaries.communes)?.id)).toBe('Missour');
    // Just outside each hole, the surrounding commune is found.
    expect(nameOf(findContainingShape([-4.33, 33.45], boundaries.communes)?.id)).toBe('Ait El Mane');
  });

  it('finds nothing outside the two provinces', () => {
    expect(findContainingShape([-7.5, 31.5], boundaries.communes)).toBeUndefined();
  });
});

describe('zoomForSize (docs/behaviour.md §9)', () => {
  it.each([
    [0, 13],
    [999, 13],
    [1_000, 12],
    [4_999, 12],
    [5_000, 11],
    [19_999, 11],
    [20_000, 10],
    [49_999, 10],
    [50_000, 9],
    [400_000, 9],
  ])('a larger side of %d map units gives zoom %d', (side, zoom) => {
    expect(zoomForSize(side)).toBe(zoom);
  });
  it('uses the larger side of an extent', () => {
    expect(largerSide([0, 0, 3_000, 12_000])).toBe(12_000);
    expect(largerSide([-60_000, 10, 0, 20])).toBe(60_000);
  });
});
