import { type ToggleEvent, useEffect, useRef } from 'react';
import type { MapItem, RegionGroup } from '../lib/map-items.ts';
import { MapItemButton } from './map-item-button.tsx';
import { useRegionSummary } from './region-summary.tsx';
import { HydratedLater } from '../../../lib/hydrate-in-parts.tsx';

interface RegionListProps {
  regions: readonly RegionGroup[];
  /** Interviews recorded in each boundary province, shown on its row beside its places. */
  provinceInterviews: ReadonlyMap<string, number>;
  /** The region open when the page was drawn (the address's ?region=). */
  expanded: string | null;
  selectedId: string | null;
  /** The region now open, or null: told whenever the visitor opens or closes one, and once at takeover. */
  onExpand(region: string | null): void;
  onSelect(item: MapItem): void;
}

/**
 * Regions as native disclosures sharing a name (docs/behaviour.md §2 Map): the browser opens one and closes the
 * others itself, from the first paint on, with the app and without it (docs/architecture.md "First paint"). The app
 * follows what is open, never the other way round but for a change of address (Back, a marker).
 */
export function RegionList({ regions, provinceInterviews, expanded, selectedId, onExpand, onSelect }: RegionListProps) {
  const summary = useRegionSummary(provinceInterviews);
  const list = useRef<HTMLUListElement>(null);
  const openRegion = () => list.current?.querySelector<HTMLElement>('details[open] > summary')?.dataset.region ?? null;
  // A region opened before the app took the page over is the app's from then on.
  useEffect(() => {
    const open = openRegion();
    if (open !== expanded) onExpand(open);
    // Once, at takeover: later changes come as toggle events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onToggle = (event: ToggleEvent<HTMLDetailsElement>) => {
    // Opening one closes the other: only the state the list is left in counts.
    const open = openRegion();
    if (event.newState === 'open' || open === null) onExpand(open);
  };
  return (
    <ul ref={list} className="space-y-1" data-testid="region-list">
      {regions.map((group) => {
        const { name, counts } = summary(group);
        return (
          <li key={group.region}>
            {/* Each region hydrated in a task of its own (docs/decisions.md §2611). */}
            <HydratedLater part={`region-${group.region}`}>
              <details name="map-regions" open={group.region === expanded} onToggle={onToggle} className="group">
                <summary
                  data-region={group.region}
                  className="flex w-full cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-brand-100 bg-white px-3 py-2 text-start font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
                >
                  <span className="min-w-0 truncate">{name}</span>
                  <span className="flex shrink-0 items-center gap-2 text-sm font-normal text-gray-700">
                    {counts}
                    <svg viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true">
                      <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </span>
                </summary>
                <ul className="mt-1 space-y-1 ps-2">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <MapItemButton item={item} selected={item.id === selectedId} onSelect={onSelect} />
                    </li>
                  ))}
                </ul>
              </details>
            </HydratedLater>
          </li>
        );
      })}
    </ul>
  );
}
