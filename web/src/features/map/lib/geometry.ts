/** [longitude, latitude] in degrees (GeoJSON order); the map canvas never mirrors it. */
export type Position = [number, number];
export type Ring = Position[];
/** A GeoJSON polygon: the outer ring first, then its holes. */
export type PolygonRings = Ring[];

/**
 * The average of a ring's vertices (docs/behaviour.md §3: "a commune's coordinates are the average of its
 * outer ring"). GeoJSON repeats the first vertex at the end; it is counted once.
 */
export function ringCentroid(ring: Ring): Position {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  const vertices = closed ? ring.slice(0, -1) : ring;
  if (vertices.length === 0) throw new Error('empty ring');
  let lon = 0;
  let lat = 0;
  for (const [x, y] of vertices) {
    lon += x;
    lat += y;
  }
  return [lon / vertices.length, lat / vertices.length];
}

/** Even-odd ray casting: is the point inside the ring (boundary points may go either way)? */
export function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and in none of its holes. */
export function pointInPolygon(point: Position, polygon: PolygonRings): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(point, outer)) return false;
  return !holes.some((hole) => pointInRing(point, hole));
}

export interface Shape {
  id: string;
  /** One or more polygons (a MultiPolygon has several). */
  polygons: PolygonRings[];
}

/** The first shape that contains the point (communes do not overlap), or undefined. */
export function findContainingShape<T extends Shape>(point: Position, shapes: readonly T[]): T | undefined {
  return shapes.find((shape) => shape.polygons.some((polygon) => pointInPolygon(point, polygon)));
}

/** Zoom for a highlighted commune by the larger side of its extent in map units (docs/behaviour.md §9). */
export function zoomForSize(largerSide: number): number {
  if (largerSide < 1_000) return 13;
  if (largerSide < 5_000) return 12;
  if (largerSide < 20_000) return 11;
  if (largerSide < 50_000) return 10;
  return 9;
}

/** The larger side of an extent [minX, minY, maxX, maxY]. */
export function largerSide([minX, minY, maxX, maxY]: readonly number[]): number {
  return Math.max((maxX ?? 0) - (minX ?? 0), (maxY ?? 0) - (minY ?? 0));
}
