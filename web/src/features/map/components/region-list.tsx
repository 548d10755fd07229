import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceName } from '../../../components/ui/data-text.tsx';
import { MAP_NS } from '../i18n.ts';
import { BOUNDARY_REGIONS } from '../lib/boundaries.ts';
import type { MapItem, RegionGroup } from '../lib/map-items.ts';
import { MapItemButton } from './map-item-button.tsx';

type BoundaryRegionName = (typeof BOUNDARY_REGIONS)[keyof typeof BOUNDARY_REGIONS];
const boundaryRegionNames: readonly string[] = Object.values(BOUNDARY_REGIONS);
const isBoundaryRegion = (name: string): name is BoundaryRegionName => boundaryRegionNames.includes(name);

interface RegionListProps {
  regions: readonly RegionGroup[];
  /** Interviews recorded in each boundary province, shown on its row beside its places. */
  provinceInterviews: ReadonlyMap<string, number>;
  expanded: string | null;
  selectedId: string | null;
  onToggle(region: string): void;
  onSelect(item: MapItem): void;
}

/** Regions as disclosure buttons; one is open at a time (the parent holds which). */
export function RegionList({ regions, provinceInterviews, expanded, selectedId, onToggle, onSelect }: RegionListProps) {
  const { t } = useTranslation(MAP_NS);
  const baseId = useId();
  return (
    <ul className="space-y-1" data-testid="region-list">
      {regions.map((group, index) => {
        const open = group.region === expanded;
        const listId = `${baseId}-${index}`;
        const boundary = isBoundaryRegion(group.region);
        const name =
          group.region === '' ? (
            t('noRegion')
          ) : isBoundaryRegion(group.region) ? (
            t(`boundaryRegions.${group.region}`)
          ) : (
            <PlaceName name={group.region} />
          );
        const videos = group.items.filter((i) => i.kind === 'video').length;
        const interviews = boundary ? videos + (provinceInterviews.get(group.region) ?? 0) : videos;
        const places = group.items.length - videos;
        const counts = [
          places > 0 ? t('placeCount', { count: places }) : null,
          interviews > 0 || places === 0 ? t('interviewCount', { count: interviews }) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={group.region}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onToggle(group.region)}
              data-region={group.region}
              className="flex w-full items-center justify-between gap-2 rounded-md border border-brand-100 bg-white px-3 py-2 text-start font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 truncate">{name}</span>
              <span className="flex shrink-0 items-center gap-2 text-sm font-normal text-gray-700">
                {counts}
                <svg viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true">
                  <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </span>
            </button>
            {open && (
              <ul id={listId} className="mt-1 space-y-1 ps-2">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <MapItemButton item={item} selected={item.id === selectedId} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
