import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text.tsx';
import { foreignTextProps } from '../../../lib/data-text.ts';
import { MAP_NS } from '../i18n.ts';
import { formatLongDate } from '../../../lib/format.ts';
import type { MapItem } from '../lib/map-items.ts';
import { ItemThumbnail } from './item-thumbnail.tsx';

interface MapItemButtonProps {
  item: MapItem;
  selected: boolean;
  onSelect(item: MapItem): void;
}

/** One place or interview in an expanded region: thumbnail, title, guest, date. */
export function MapItemButton({ item, selected, onSelect }: MapItemButtonProps) {
  const { t, i18n } = useTranslation(MAP_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const title = language === 'ar' && item.titleAr ? item.titleAr : item.title;
  const ref = useRef<HTMLButtonElement>(null);
  // An item chosen on the map is brought into view in the panel.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onSelect(item)}
      aria-current={selected ? 'true' : undefined}
      data-item-id={item.id}
      className={`flex w-full items-center gap-3 rounded-md p-2 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? 'bg-brand-100' : ''}`}
    >
      <ItemThumbnail id={item.id} kind={item.kind} />
      <span className="min-w-0 flex-1">
        <DataText text={title} className="block truncate font-semibold text-brand-900" />
        {item.guest && (
          <span className="block truncate text-sm text-gray-700">
            {t('guest')} <bdi {...foreignTextProps(item.guest, language)}>{item.guest}</bdi>
          </span>
        )}
        {item.date && <span className="block text-sm text-gray-700">{formatLongDate(item.date, language)}</span>}
        {item.kind === 'video' && !item.location.coordinates && <span className="block text-xs text-gray-600">{t('noMarker')}</span>}
      </span>
    </button>
  );
}
