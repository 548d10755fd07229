import { useCallback, useEffect, useMemo, useState } from 'react';
import { ClusterList } from './cluster-list.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useBoundaries } from '../api/get-boundaries.ts';
import { useMapLocations } from '../api/get-map-locations.ts';
import { useMapPlaces } from '../api/get-map-places.ts';
import sourcesUrl from '../geo/SOURCES.md?url';
import { MAP_NS } from '../i18n.ts';
import { mapAttributions } from '../lib/attribution.ts';
import { placeItem } from '../lib/boundaries.ts';
import { findContainingShape } from '../lib/geometry.ts';
import { interviewsPerProvince, panelRegions, videoItem, type MapItem } from '../lib/map-items.ts';
import { MapPanel } from './map-panel.tsx';
import { MapView } from './map-view.tsx';
import { NoScript } from '../../../components/ui/no-script.tsx';

interface MapPageProps {
  /** Opens a video's page (docs/behaviour.md §2: selecting an interview navigates to /archive/{id}). */
  onOpenVideo(id: string): void;
  /** The page of a commune or douar named so, when it has one (docs/behaviour.md §1300). */
  placePage?(name: string): string | null;
}

/** The Map screen: side panel of regions and the OpenLayers map, side by side from md up. */
export function MapPage({ onOpenVideo, placePage }: MapPageProps) {
  const { t, i18n } = useTranslation(MAP_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const boundaries = useBoundaries();
  const locations = useMapLocations();
  // The list's places: with the page from the server; the boundaries above are for the map alone.
  const places = useMapPlaces();
  // The selection lives in the URL (?region=…&item=…): Back and a reload restore it (docs/decisions.md §61).
  const [params, setParams] = useSearchParams();
  const expanded = params.get('region');
  const selectedId = params.get('item');
  const [initError, setInitError] = useState(false);
  const [basemapMissing, setBasemapMissing] = useState(false);
  // The interviews of a pressed cluster that zooming cannot part (docs/behaviour.md §901).
  const [clusterIds, setClusterIds] = useState<string[] | null>(null);

  useEffect(() => {
    // docs/behaviour.md §7: a failed location load gives an empty list and is only logged.
    if (locations.error) console.error('Map locations failed to load', locations.error);
  }, [locations.error]);

  const videos = useMemo(() => (locations.data ?? []).map(videoItem), [locations.data]);
  const placeItems = useMemo(
    () =>
      (places.data ?? []).map((place) => {
        const item = placeItem(place);
        const page = placePage?.(item.title);
        return page ? { ...item, page } : item;
      }),
    [places.data, placePage],
  );
  // The list appears once both sources have answered: drawn from the first, it would move when the
  // second adds its regions (a layout shift, docs/decisions.md §63). A server-rendered page has both.
  const sourcesSettled = !locations.isPending && !places.isPending;
  const regions = useMemo(
    () => (sourcesSettled ? panelRegions(videos, placeItems, language) : []),
    [sourcesSettled, videos, placeItems, language],
  );
  const provinceInterviews = useMemo(() => interviewsPerProvince(videos), [videos]);
  const selected = useMemo(
    () => (selectedId === null ? null : ([...videos, ...placeItems].find((i) => i.id === selectedId) ?? null)),
    [selectedId, videos, placeItems],
  );
  const highlightedCommuneId = useMemo(() => {
    if (!selected || !boundaries.data) return null;
    if (selected.kind === 'commune') return selected.id;
    const point = selected.location.coordinates;
    return point ? (findContainingShape(point, boundaries.data.communes)?.id ?? null) : null;
  }, [selected, boundaries.data]);

  const select = useCallback(
    (item: MapItem) => {
      setParams({ region: item.location.region, item: item.id });
      if (item.kind === 'video') onOpenVideo(item.id);
    },
    [onOpenVideo, setParams],
  );
  const deselect = useCallback(() => setParams(expanded === null ? {} : { region: expanded }), [expanded, setParams]);
  // Opening or closing a region keeps the selection, as the map keeps showing it.
  const expand = useCallback(
    (region: string | null) => {
      if (region === expanded) return;
      const next: Record<string, string> = region === null ? {} : { region };
      if (selectedId !== null) next.item = selectedId;
      setParams(next);
    },
    [expanded, selectedId, setParams],
  );
  const onFeatureClick = useCallback(
    (id: string | null) => {
      const item = id === null ? undefined : [...videos, ...placeItems].find((i) => i.id === id);
      if (item) select(item);
      else deselect();
    },
    [videos, placeItems, select, deselect],
  );
  const onInitError = useCallback((error: unknown) => {
    console.error('Map failed to initialise', error);
    setInitError(true);
  }, []);

  const texts = useMemo(() => {
    const attributions = mapAttributions(
      {
        osm: t('attribution.osm'),
        boundaries: t('attribution.boundaries'),
        geonames: t('attribution.geonames'),
        hcp: t('attribution.hcp'),
        sources: t('attribution.sources'),
      },
      sourcesUrl,
    );
    return {
      dir: i18n.dir(language),
      basemapAttribution: attributions.basemap,
      attributions: attributions.boundaries,
      zoomIn: t('zoomIn'),
      zoomOut: t('zoomOut'),
      attributionButton: t('attributionButton'),
      clusterZoom: (count: number) => t('clusterZoom', { count }),
      clusterList: (count: number) => t('clusterList', { count }),
    };
  }, [t, i18n, language]);

  // Kept while the flags stand, so the panel (memoised) is not drawn again when the map's files arrive.
  const boundaryError = boundaries.isError;
  const loadError = regions.length === 0 && locations.isError;
  const errors = useMemo(
    () =>
      [boundaryError && t('boundaryError'), initError && t('initError'), loadError && t('loadError')].filter(
        (message): message is string => typeof message === 'string',
      ),
    [boundaryError, initError, loadError, t],
  );

  return (
    // A grid, not a flex row: the panel's place is fixed before the map's element arrives. A slow phone paints the
    // page while its HTML is still being read, and in a flex column the map, placed first by CSS but later in the
    // document, would push the painted panel down when it arrived (docs/decisions.md §63, §2503).
    <div className="grid grid-rows-[500px_auto] md:h-[calc(100dvh-4rem)] md:min-h-[500px] md:grid-cols-[24rem_minmax(0,1fr)] md:grid-rows-1">
      <MapPanel
        regions={regions}
        provinceInterviews={provinceInterviews}
        errors={errors}
        expanded={expanded}
        selected={selected}
        onExpand={expand}
        onSelect={select}
        onDeselect={deselect}
      />
      {/* At phone width the map comes first, the list below it. */}
      <div className="relative row-start-1 md:col-start-2">
        <MapView
          label={t('mapLabel')}
          texts={texts}
          boundaries={boundaries.data}
          markers={videos}
          selected={selected}
          highlightedCommuneId={highlightedCommuneId}
          onFeatureClick={onFeatureClick}
          onInitError={onInitError}
          onBasemapMissing={setBasemapMissing}
          onClusterList={setClusterIds}
        />
        {clusterIds ? (
          <ClusterList
            items={videos.filter((item) => clusterIds.includes(item.id))}
            onSelect={select}
            onClose={() => {
              setClusterIds(null);
              // Back to the cluster that opened the list (or the map, if the clusters have changed since).
              const opener = document.querySelector<HTMLElement>(
                `[data-testid="map-cluster"][data-ids~="${CSS.escape(clusterIds[0] ?? '')}"]`,
              );
              (opener ?? document.querySelector<HTMLElement>('[data-testid="map-canvas"]'))?.focus();
            }}
          />
        ) : null}
        {selected?.page ? (
          // docs/behaviour.md §1300: a commune or douar chosen on the map opens its page from here.
          <Link
            to={selected.page}
            data-testid="map-place-page"
            className="absolute inset-x-0 bottom-8 mx-auto w-fit max-w-[80%] rounded-md bg-white px-3 py-1.5 text-center text-sm font-semibold text-brand-700 underline shadow"
          >
            {t('placePage', { name: language === 'ar' && selected.titleAr ? selected.titleAr : selected.title })}
          </Link>
        ) : null}
        {basemapMissing && !boundaries.isPending ? (
          // docs/behaviour.md §901: offline, the boundaries stand in for the base map, and the map says so.
          <p
            role="status"
            data-testid="basemap-offline"
            className="absolute inset-x-0 top-4 mx-auto w-fit max-w-[min(24rem,80%)] rounded-md bg-white/95 px-3 py-1.5 text-center text-sm text-slate-800 shadow"
          >
            {t('basemapOffline')}
          </p>
        ) : null}
        {boundaries.isPending && (
          <p
            role="status"
            className="absolute inset-x-0 top-4 mx-auto w-fit rounded-md bg-white/90 px-3 py-1.5 text-sm text-brand-900 shadow noscript:hidden"
          >
            {t('loading')}
          </p>
        )}
        <NoScript>
          {/* The list beside it is drawn by the server; the map itself is drawn by script (docs/decisions.md §1024). */}
          <p className="absolute inset-x-0 top-4 mx-auto w-fit max-w-[min(24rem,80%)] rounded-md bg-white/95 px-3 py-1.5 text-center text-sm text-slate-800 shadow">
            {t('mapWithoutScript')}{' '}
            <a href={paths.archive} className="font-semibold text-brand-700 underline">
              {t('withoutScriptArchive')}
            </a>
          </p>
        </NoScript>
      </div>
    </div>
  );
}
