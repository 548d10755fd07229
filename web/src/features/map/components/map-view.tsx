import { useEffect, useRef, useState } from 'react';
import type { Boundaries } from '../lib/boundaries.ts';
import { yieldToMain } from '../../../lib/yield-to-main.ts';
import type { MapItem } from '../lib/map-items.ts';
import type { AtlasMap, AtlasMapTexts } from './atlas-map.ts';

interface MapViewProps {
  label: string;
  texts: AtlasMapTexts;
  boundaries: Boundaries | undefined;
  markers: readonly MapItem[];
  selected: MapItem | null;
  highlightedCommuneId: string | null;
  onFeatureClick(id: string | null): void;
  onInitError(error: unknown): void;
  /** Told when the base map's tiles cannot load (offline), and when they load again. */
  onBasemapMissing?(missing: boolean): void;
  /** Told the interviews of a cluster that zooming cannot part (same place): the page lists them. */
  onClusterList?(ids: string[]): void;
}

/**
 * The OpenLayers canvas. It is always laid out left to right (dir="ltr"): the map never mirrors
 * in Arabic (docs/conventions.md RTL). OpenLayers watches the element's size, so it follows the window.
 */
export function MapView({
  label,
  texts,
  boundaries,
  markers,
  selected,
  highlightedCommuneId,
  onFeatureClick,
  onInitError,
  onBasemapMissing,
  onClusterList,
}: MapViewProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<AtlasMap | null>(null);
  // Latest values for callbacks and first-render texts, without re-creating the map.
  const latest = useRef({ texts, onFeatureClick, onInitError, onBasemapMissing, onClusterList });
  useEffect(() => {
    latest.current = { texts, onFeatureClick, onInitError, onBasemapMissing, onClusterList };
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    let created: AtlasMap | null = null;
    let cancelled = false;
    // OpenLayers and the map's styles are a chunk of their own, fetched once the page is the app's: hydration never
    // waits for them (docs/decisions.md §2501), and its set-up is never in the task that hydrates the page (§1500).
    void import('./atlas-map.ts').then(
      async ({ createAtlasMap }) => {
        await yieldToMain();
        if (cancelled) return;
        try {
          created = createAtlasMap(
            target,
            latest.current.texts,
            (id) => latest.current.onFeatureClick(id),
            (missing) => latest.current.onBasemapMissing?.(missing),
            (ids) => latest.current.onClusterList?.(ids),
          );
        } catch (error) {
          latest.current.onInitError(error);
          return;
        }
        setMap(created);
      },
      (error: unknown) => {
        if (!cancelled) latest.current.onInitError(error);
      },
    );
    return () => {
      cancelled = true;
      created?.dispose();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (map && boundaries) map.setBoundaries(boundaries);
  }, [map, boundaries]);
  useEffect(() => {
    map?.setMarkers(markers);
  }, [map, markers]);
  useEffect(() => {
    map?.setTexts(texts);
  }, [map, texts]);
  useEffect(() => {
    map?.setSelection(selected?.id ?? null, highlightedCommuneId);
  }, [map, selected, highlightedCommuneId]);
  // A commune can only be zoomed to once its polygon is loaded, hence boundaries; otherwise the
  // view moves only when the selection changes (a late data load never undoes the user's panning).
  // Nothing selected at first: the map opens on its own view, with no move to make.
  const focused = useRef<MapItem | null>(null);
  useEffect(() => {
    if (!map || (selected === focused.current && selected?.kind !== 'commune')) return;
    focused.current = selected;
    map.focus(selected);
  }, [map, selected, boundaries]);

  return (
    <div
      ref={targetRef}
      dir="ltr"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="map-canvas"
      className="absolute inset-0 bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
    />
  );
}
