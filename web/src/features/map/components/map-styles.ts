import type { FeatureLike } from 'ol/Feature.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';

// docs/behaviour.md §2: communes blue, a highlighted commune orange with a thicker outline; douars blue dots.
const BLUE = '#1d4ed8';
const ORANGE = '#ea580c';
const MARKER = '#b91c1c';

const commune = new Style({ stroke: new Stroke({ color: BLUE, width: 1.5 }), fill: new Fill({ color: 'rgba(29, 78, 216, 0.08)' }) });
const communeHighlighted = new Style({
  stroke: new Stroke({ color: ORANGE, width: 4 }),
  fill: new Fill({ color: 'rgba(234, 88, 12, 0.18)' }),
  zIndex: 1,
});
const douar = new Style({
  image: new Circle({ radius: 3.5, fill: new Fill({ color: BLUE }), stroke: new Stroke({ color: '#ffffff', width: 1 }) }),
});
const douarSelected = new Style({
  image: new Circle({ radius: 7, fill: new Fill({ color: ORANGE }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  zIndex: 1,
});
const marker = new Style({
  image: new Circle({ radius: 7, fill: new Fill({ color: MARKER }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});
const markerSelected = new Style({
  image: new Circle({ radius: 10, fill: new Fill({ color: ORANGE }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
  zIndex: 1,
});

/** Communes drawn as the base map when no tile could load: an opaque land colour. */
const communeAsBase = new Style({ stroke: new Stroke({ color: BLUE, width: 1.5 }), fill: new Fill({ color: '#e8eedf' }) });

/** Commune style reading the highlighted id, and whether tiles are missing, at render time. */
export const communeStyle =
  (highlightedId: () => string | null, tilesMissing: () => boolean = () => false) =>
  (feature: FeatureLike) =>
    feature.getId() === highlightedId() ? communeHighlighted : tilesMissing() ? communeAsBase : commune;

export const douarStyle = (selectedId: () => string | null) => (feature: FeatureLike) =>
  feature.getId() === selectedId() ? douarSelected : douar;

export const markerStyle = (selectedId: () => string | null) => (feature: FeatureLike) =>
  feature.getId() === selectedId() ? markerSelected : marker;
