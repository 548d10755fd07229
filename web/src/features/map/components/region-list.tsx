import { useId } from 'react';
import type { MapItem, RegionGroup } from '../lib/map-items.ts';
import { MapItemButton } from './map-item-button.tsx';
import { useRegionSummary } from './region-summary.tsx';

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
  const summary = useRegionSummary(provinceInterviews);
  const baseId = useId();
  return (
    // Without script the buttons could not open anything: regions-without-script.tsx stands in.
    <ul className="space-y-1 noscript:hidden" data-testid="region-list">
      {regions.map((group, index) => {
        const open = group.region === expanded;
        const listId = `${baseId}-${index}`;
        const { name, counts } = summary(group);
        return (
          <li key={group.region}>
            <button
              type="button"
              aria-expanded={open}
              // Only a list that is there can be named: a closed region's list is not drawn.
              aria-controls={open ? listId : undefined}
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
