import Feature from 'ol/Feature.js';
import Overlay from 'ol/Overlay.js';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Attribution from 'ol/control/Attribution.js';
import Zoom from 'ol/control/Zoom.js';
import type ImageTile from 'ol/ImageTile.js';
import TileState from 'ol/TileState.js';
import { type Extent, boundingExtent, getCenter } from 'ol/extent.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import Point from 'ol/geom/Point.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import Cluster from 'ol/source/Cluster.js';
import OSM from 'ol/source/OSM.js';
import VectorSource from 'ol/source/Vector.js';
import type { StyleLike } from 'ol/style/Style.js';
import 'ol/ol.css';
import './atlas-map.css';
import type { Boundaries } from '../lib/boundaries.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_PX, clusterAction } from '../lib/clusters.ts';
import { largerSide, zoomForSize, type Position } from '../lib/geometry.ts';
import type { MapItem } from '../lib/map-items.ts';
import { createStepQueue } from '../lib/step-queue.ts';
import { communeStyle, douarStyle, markerStyle } from './map-styles.ts';

// docs/behaviour.md §9: start centre (-7.5, 31.5), start zoom 6, selected item zoom 10 with 1000 ms animation.
const START_CENTER: Position = [-7.5, 31.5];
const START_ZOOM = 6;
const SELECTED_ZOOM = 10;
const ANIMATION_MS = 1000;
/** However close the interviews are, the opening view shows their surroundings too. */
const FITTED_MAX_ZOOM = 11;

export interface AtlasMapTexts {
  /** Direction of the attribution text (the canvas itself never mirrors). */
  dir: 'ltr' | 'rtl';
  basemapAttribution: string;
  attributions: string[];
  zoomIn: string;
  zoomOut: string;
  /** Name of the button that unfolds the attribution at phone width. */
  attributionButton: string;
  /** Name of a cluster's button: how many interviews it holds, and that pressing it zooms in. */
  clusterZoom(count: number): string;
  /** Name of a cluster's button when zooming cannot part it: pressing it lists its interviews. */
  clusterList(count: number): string;
}

/** Below this map width the attribution folds behind a button (it would cover a phone's map). */
const FOLDED_ATTRIBUTION_PX = 640;

/**
 * What the map shows and does; the React component drives it imperatively. Markers, boundaries and moves of the view
 * are carried out in order, each in a task of its own and the frame that draws it in the next: set up at once, the map
 * held a phone's main thread for long tasks (docs/decisions.md §1500).
 */
export interface AtlasMap {
  setBoundaries(boundaries: Boundaries): void;
  setMarkers(items: readonly MapItem[]): void;
  /** Highlights one commune (orange) and marks the selected marker. */
  setSelection(selectedId: string | null, communeId: string | null): void;
  /** Zooms to a point item (zoom 10), a commune (by its larger side) or back to the start view. */
  focus(item: MapItem | null): void;
  setTexts(texts: AtlasMapTexts): void;
  dispose(): void;
}

const geojson = new GeoJSON({ featureProjection: 'EPSG:3857' });

/** The attribution control: always open on wide maps, folded behind an "i" button on phones. */
function attribution(folded: boolean, label: string) {
  return new Attribution(folded ? { collapsible: true, collapsed: true, tipLabel: label } : { collapsible: false });
}

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const PROBE_TIMEOUT_MS = 8_000;

/**
 * Whether the tile server answers, asked with one tile before any other is requested: offline, the
 * page then reports one failed request instead of one per tile (docs/behaviour.md §901).
 */
function probeTiles(): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    image.crossOrigin = 'anonymous';
    image.onload = () => (window.clearTimeout(timer), resolve(true));
    image.onerror = () => (window.clearTimeout(timer), resolve(false));
    image.src = TILE_URL.replace('{z}/{x}/{y}', '0/0/0');
  });
}

/** Creates the OpenLayers map: OSM tiles, Ifrane and Boulemane communes, douars, interview markers. */
export function createAtlasMap(
  target: HTMLElement,
  texts: AtlasMapTexts,
  onFeatureClick: (id: string | null) => void,
  onBasemapMissing: (missing: boolean) => void = () => undefined,
  onClusterList: (ids: string[]) => void = () => undefined,
): AtlasMap {
  let currentTexts = texts;
  let selectedId: string | null = null;
  let communeId: string | null = null;
  // The boundary data's licence (geo/SOURCES.md) asks for its attribution next to the basemap's.
  const vector = (style: StyleLike, zIndex: number, attributed: boolean) => {
    const source = new VectorSource(attributed ? { attributions: texts.attributions } : {});
    return { source, layer: new VectorLayer({ source, style, zIndex }) };
  };
  // Offline (no tile loads), the commune polygons are filled as the base map instead.
  let tilesMissing = false;
  const ifrane = vector(
    communeStyle(
      () => communeId,
      () => tilesMissing,
    ),
    1,
    true,
  );
  const boulemane = vector(
    communeStyle(
      () => communeId,
      () => tilesMissing,
    ),
    1,
    true,
  );
  const douars = vector(
    douarStyle(() => selectedId),
    2,
    true,
  );
  // Interview markers are clustered (docs/behaviour.md §901): a marker alone is drawn on the canvas, a
  // cluster of two or more is a button over the map (drawn nothing on the canvas), so the keyboard reaches it.
  const markerPoints = new VectorSource();
  const clusters = new Cluster({ source: markerPoints, distance: CLUSTER_PX, minDistance: CLUSTER_PX / 2 });
  const singleMarker = markerStyle(() => selectedId);
  const markers = {
    source: markerPoints,
    layer: new VectorLayer({
      source: clusters,
      zIndex: 3,
      style: (cluster) => {
        const members = cluster.get('features') as Feature[];
        return members.length === 1 ? singleMarker(members[0]!) : undefined;
      },
    }),
  };
  const vectorSources = [ifrane.source, boulemane.source, douars.source];

  // OSM defaults are the product's library defaults (maxZoom 19, tile size 256, 250 ms fade).
  const tilesAnswer = probeTiles();
  const osm = new OSM({
    url: TILE_URL,
    crossOrigin: 'anonymous',
    attributions: texts.basemapAttribution,
    // Each tile waits for the probe; when the server did not answer, it fails without a request.
    tileLoadFunction: (tile, src) => {
      void tilesAnswer.then((answered) => {
        if (answered) ((tile as ImageTile).getImage() as HTMLImageElement).src = src;
        else tile.setState(TileState.ERROR);
      });
    },
  });
  const tiles = new TileLayer({ source: osm });
  let tilesLoaded = false;
  osm.on('tileloadend', () => {
    tilesLoaded = true;
    if (tilesMissing) {
      tilesMissing = false;
      onBasemapMissing(false);
      ifrane.layer.changed();
      boulemane.layer.changed();
    }
  });
  osm.on('tileloaderror', () => {
    if (tilesLoaded || tilesMissing) return;
    tilesMissing = true;
    onBasemapMissing(true);
    ifrane.layer.changed();
    boulemane.layer.changed();
  });
  const zoom = new Zoom({ zoomInTipLabel: texts.zoomIn, zoomOutTipLabel: texts.zoomOut });
  const view = new View({ center: fromLonLat(START_CENTER), zoom: START_ZOOM });
  // The view the map opens on and deselecting returns to: the start view of §9 until the interviews
  // are known, then fitted to them (docs/behaviour.md §901). Kept as a resolution, not a zoom: a zoom
  // read back from a fitted view is a float whose resolution differs in its last digit, which would turn
  // "return home" from where the map already is into a one-second animation (during which OpenLayers
  // neither redraws the layers nor re-clusters the markers).
  let home = { center: fromLonLat(START_CENTER), resolution: view.getResolutionForZoom(START_ZOOM) };
  let fitted = false;
  /** The view as data, for tests and anyone inspecting (longitude, latitude, resolution). */
  const publishView = () => {
    const center = view.getCenter();
    if (center) target.dataset.view = JSON.stringify({ center: toLonLat(center), resolution: view.getResolution() });
  };
  const map = new OlMap({
    target,
    layers: [tiles, ifrane.layer, boulemane.layer, douars.layer, markers.layer],
    view,
    controls: [zoom, attribution(target.clientWidth < FOLDED_ATTRIBUTION_PX, texts.attributionButton)],
  });
  // The attribution's direction from the start: set later, it would move painted lines (docs/decisions.md §63: no layout shift).
  target.querySelector('.ol-attribution')?.setAttribute('dir', texts.dir);

  map.on('singleclick', (event) => {
    // Markers first, then douars, then communes: the most specific feature under the pointer wins.
    for (const layer of [markers.layer, douars.layer, ifrane.layer, boulemane.layer]) {
      const found = map.getFeaturesAtPixel(event.pixel, { layerFilter: (l) => l === layer, hitTolerance: 4 })[0];
      // A marker's hit is its one-feature cluster.
      const hit = layer === markers.layer ? (found?.get('features') as Feature[] | undefined)?.[0] : found;
      if (hit) return onFeatureClick(String(hit.getId()));
    }
    onFeatureClick(null);
  });
  // data-rendered tells a waiting test (and anyone inspecting) that a frame with the boundary layers
  // has been drawn (the communes of Ifrane are loaded last of the three). postrender, not rendercomplete: the
  // latter also waits for tiles.
  const markRendered = () => {
    if (ifrane.source.getFeatures().length === 0) return;
    target.dataset.rendered = 'true';
    map.un('postrender', markRendered);
  };
  map.on('postrender', markRendered);
  map.on('moveend', publishView);
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    target.style.cursor = map.hasFeatureAtPixel(event.pixel, { hitTolerance: 4 }) ? 'pointer' : '';
  });

  // One button per cluster, rebuilt whenever the clusters change (a zoom, new markers, new texts).
  let clusterOverlays: Overlay[] = [];
  const pressCluster = (members: Feature[]) => {
    const extent = boundingExtent(members.map((f) => (f.getGeometry() as Point).getCoordinates()));
    const ids = members.map((f) => String(f.getId()));
    if (clusterAction(extent, view.getZoom() ?? 0, view.getResolutionForZoom(CLUSTER_MAX_ZOOM)) === 'list') return onClusterList(ids);
    view.cancelAnimations();
    view.fit(extent, { padding: [64, 64, 64, 64], maxZoom: CLUSTER_MAX_ZOOM, duration: ANIMATION_MS / 2, size: map.getSize() });
    // The pressed button goes with the old clusters: the keyboard carries on from the map itself.
    target.focus({ preventScroll: true });
  };
  const drawClusters = () => {
    for (const overlay of clusterOverlays) map.removeOverlay(overlay);
    clusterOverlays = [];
    const resolutionAtMax = view.getResolutionForZoom(CLUSTER_MAX_ZOOM);
    for (const cluster of clusters.getFeatures()) {
      const members = cluster.get('features') as Feature[];
      if (members.length < 2) continue;
      const extent = boundingExtent(members.map((f) => (f.getGeometry() as Point).getCoordinates()));
      const action = clusterAction(extent, view.getZoom() ?? 0, resolutionAtMax);
      const button = document.createElement('button');
      button.type = 'button';
      // Red as a marker (orange when it holds the selected interview), white figures above 4.5:1.
      button.className = `relative flex size-9 items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white tabular-nums shadow-md hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        selectedId !== null && members.some((f) => String(f.getId()) === selectedId) ? 'bg-orange-700' : 'bg-red-700'
      }`;
      button.dataset.testid = 'map-cluster';
      button.dataset.action = action;
      button.dataset.ids = members.map((f) => String(f.getId())).join(' ');
      if (selectedId !== null && members.some((f) => String(f.getId()) === selectedId)) button.dataset.selected = 'true';
      // The figure is for the eye; the name says it in words (an Arabic dual has no figure to match).
      const figure = document.createElement('span');
      figure.setAttribute('aria-hidden', 'true');
      figure.textContent = String(members.length);
      const name = document.createElement('span');
      name.className = 'sr-only';
      name.textContent = action === 'zoom' ? currentTexts.clusterZoom(members.length) : currentTexts.clusterList(members.length);
      button.append(figure, name);
      button.title = name.textContent;
      button.addEventListener('click', () => pressCluster(members));
      const overlay = new Overlay({
        element: button,
        position: (cluster.getGeometry() as Point).getCoordinates(),
        positioning: 'center-center',
        stopEvent: true,
      });
      map.addOverlay(overlay);
      clusterOverlays.push(overlay);
    }
  };
  clusters.on('change', drawClusters);

  /**
   * Fits the view to the markers as soon as the map's size is known. Server-rendered, the interviews can
   * be there before the map has been laid out (docs/architecture.md "Server rendering"): fitted to no size,
   * the view would be wrong, so the fit waits for the first size.
   */
  const fitHome = (extent: Extent) => {
    const size = map.getSize();
    if (!size || size[0] === 0 || size[1] === 0) {
      map.once('change:size', () => fitHome(extent));
      return;
    }
    view.fit(extent, { padding: [48, 48, 48, 48], maxZoom: FITTED_MAX_ZOOM, size });
    home = { center: view.getCenter() ?? home.center, resolution: view.getResolution() ?? home.resolution };
    publishView();
  };

  const steps = createStepQueue((error) => console.error('Map update failed', error));
  /**
   * A change of the map's features, then (the next task) the frame that draws it: left to OpenLayers' next animation
   * frame, the drawing of every change made meanwhile would be one task again.
   */
  const changeThenDraw = (change: () => void) => {
    steps.add(change);
    steps.add(() => map.renderSync());
  };

  /** One boundary layer's features. */
  const load = (source: VectorSource, collection: object, prefix: string) => {
    const features = geojson.readFeatures(collection);
    features.forEach((feature, n) => feature.setId(`${prefix}-${n}`));
    source.clear();
    source.addFeatures(features);
  };

  const placeMarkers = (items: readonly MapItem[]) => {
    markers.source.clear();
    const features = items.flatMap((item) => {
      if (!item.location.coordinates) return [];
      const feature = new Feature(new Point(fromLonLat(item.location.coordinates)));
      feature.setId(item.id);
      return [feature];
    });
    markers.source.addFeatures(features);
    if (fitted || features.length === 0) return publishView();
    fitted = true;
    map.updateSize();
    fitHome(boundingExtent(features.map((f) => (f.getGeometry() as Point).getCoordinates())));
  };

  const focus = (item: MapItem | null) => {
    view.cancelAnimations();
    if (!item) {
      view.animate({ ...home, duration: ANIMATION_MS });
      return;
    }
    if (item.kind === 'commune') {
      const geometry = (ifrane.source.getFeatureById(item.id) ?? boulemane.source.getFeatureById(item.id))?.getGeometry();
      if (geometry) {
        const extent = geometry.getExtent();
        view.animate({ center: getCenter(extent), zoom: zoomForSize(largerSide(extent)), duration: ANIMATION_MS });
        return;
      }
    }
    if (item.location.coordinates) {
      view.animate({ center: fromLonLat(item.location.coordinates), zoom: SELECTED_ZOOM, duration: ANIMATION_MS });
    }
  };

  return {
    setBoundaries(boundaries) {
      // Ifrane last: its features mark the map rendered (markRendered above).
      changeThenDraw(() => load(douars.source, boundaries.douars, 'douar'));
      changeThenDraw(() => load(boulemane.source, boundaries.boulemane, 'boulemane'));
      changeThenDraw(() => load(ifrane.source, boundaries.ifrane, 'ifrane'));
    },
    setMarkers(items) {
      changeThenDraw(() => placeMarkers(items));
    },
    setSelection(nextSelected, nextCommune) {
      selectedId = nextSelected;
      communeId = nextCommune;
      for (const layer of [ifrane.layer, boulemane.layer, douars.layer, markers.layer]) layer.changed();
      drawClusters();
    },
    // After the markers and boundaries asked for before: a commune is found among its layer's features.
    focus(item) {
      steps.add(() => focus(item));
    },
    setTexts(next) {
      currentTexts = next;
      drawClusters();
      osm.setAttributions(next.basemapAttribution);
      for (const source of vectorSources) source.setAttributions(next.attributions);
      target.querySelector('.ol-attribution')?.setAttribute('dir', next.dir);
      target.querySelector('.ol-zoom-in')?.setAttribute('title', next.zoomIn);
      target.querySelector('.ol-zoom-out')?.setAttribute('title', next.zoomOut);
      target.querySelector('.ol-attribution button')?.setAttribute('title', next.attributionButton);
      target.querySelector('.ol-attribution button')?.setAttribute('aria-label', next.attributionButton);
    },
    dispose() {
      steps.stop();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
