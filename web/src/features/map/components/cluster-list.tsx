import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_NS } from '../i18n.ts';
import type { MapItem } from '../lib/map-items.ts';
import { MapItemButton } from './map-item-button.tsx';

interface ClusterListProps {
  items: readonly MapItem[];
  onSelect(item: MapItem): void;
  onClose(): void;
}

/**
 * The interviews of a cluster that zooming cannot part (recorded at the same place), over the map's
 * top start corner (docs/behaviour.md §901). It takes the focus when it opens; Escape or Close ends it.
 */
export function ClusterList({ items, onSelect, onClose }: ClusterListProps) {
  const { t } = useTranslation(MAP_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that draws the list, as the dialog does (docs/decisions.md §2610): Preact runs passive effects a
  // frame later, and a key pressed meanwhile would not reach the list.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="map-cluster-heading"
      data-testid="map-cluster-list"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="absolute start-3 top-24 z-10 max-h-[70%] w-[min(22rem,calc(100%-1.5rem))] overflow-y-auto rounded-lg bg-white p-3 shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="map-cluster-heading" ref={heading} tabIndex={-1} className="font-semibold text-brand-900">
          {t('clusterHeading', { count: items.length })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('closeList')}
          className="flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <MapItemButton item={item} selected={false} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}
