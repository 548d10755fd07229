import { type ReactNode, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_NS } from '../i18n.ts';
import type { MapItem, RegionGroup } from '../lib/map-items.ts';
import { RegionList } from './region-list.tsx';

interface MapPanelProps {
  regions: readonly RegionGroup[];
  provinceInterviews: ReadonlyMap<string, number>;
  /** Error banners to show, already translated (docs/behaviour.md §8). */
  errors: readonly string[];
  expanded: string | null;
  selected: MapItem | null;
  onExpand(region: string | null): void;
  onSelect(item: MapItem): void;
  onDeselect(): void;
}

/**
 * The side panel of docs/behaviour.md §2: heading, description, error banners, regions. Memoised: the map page draws
 * again when the map's boundary files and base map arrive, and drawing every region's items again with it was a
 * long task on a slow phone after the takeover (docs/decisions.md §2632).
 */
export const MapPanel = memo(function MapPanel({
  regions,
  provinceInterviews,
  errors,
  expanded,
  selected,
  onExpand,
  onSelect,
  onDeselect,
}: MapPanelProps) {
  const { t, i18n } = useTranslation(MAP_NS);
  const selectedTitle = selected && (i18n.resolvedLanguage === 'ar' && selected.titleAr ? selected.titleAr : selected.title);
  let body: ReactNode;
  if (regions.length > 0) {
    body = (
      <RegionList
        regions={regions}
        provinceInterviews={provinceInterviews}
        expanded={expanded}
        selectedId={selected?.id ?? null}
        onExpand={onExpand}
        onSelect={onSelect}
      />
    );
  } else if (errors.length === 0) {
    // Reached from another page, the list waits for the boundary files (a server-rendered page has it).
    body = (
      <p role="status" className="text-gray-700">
        {t('loadingRegions')}
      </p>
    );
  }
  return (
    // A fixed height on small screens, so the map below keeps its place while the regions load (docs/decisions.md §63);
    // below the map's row there, beside it from md up.
    <div
      data-testid="map-panel"
      className="row-start-2 h-72 space-y-4 overflow-y-auto border-b border-brand-100 bg-white p-4 md:col-start-1 md:row-start-1 md:h-auto md:border-b-0 md:border-e"
    >
      <div>
        <h1 id="map-heading" className="text-2xl font-semibold text-brand-900">
          {t('heading')}
        </h1>
        <p className="mt-2 text-gray-700">{t('description')}</p>
      </div>
      {errors.map((message) => (
        <p key={message} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {message}
        </p>
      ))}
      <p aria-live="polite" className="sr-only">
        {selectedTitle ? t('selected', { title: selectedTitle }) : ''}
      </p>
      {selected && (
        <button
          type="button"
          onClick={onDeselect}
          className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('resetView')}
        </button>
      )}
      <section aria-labelledby="map-regions-heading">
        <h2 id="map-regions-heading" className="mb-2 text-lg font-semibold text-brand-900">
          {t('regionsHeading')}
        </h2>
        {body}
      </section>
    </div>
  );
});
