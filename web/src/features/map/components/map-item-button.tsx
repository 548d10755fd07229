import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataText } from '../../../components/ui/data-text.tsx';
import { foreignTextProps } from '../../../lib/data-text.ts';
import { MAP_NS } from '../i18n.ts';
import { formatLongDate } from '../../../lib/format.ts';
import type { MapItem } from '../lib/map-items.ts';
import { ItemThumbnail } from './item-thumbnail.tsx';
import { paths } from '../../../config/paths.ts';

interface MapItemButtonProps {
  item: MapItem;
  selected: boolean;
  onSelect(item: MapItem): void;
}

/**
 * One place or interview in an expanded region: thumbnail, title, guest, date. An interview is a link to its page,
 * which the app follows after selecting it on the map (docs/behaviour.md §2 Map); before the app has taken the page
 * over, or without it, the link alone works. A place is a button the app answers (docs/architecture.md "First paint").
 */
export function MapItemButton({ item, selected, onSelect }: MapItemButtonProps) {
  const { t, i18n } = useTranslation(MAP_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const title = language === 'ar' && item.titleAr ? item.titleAr : item.title;
  const ref = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  // An item chosen on the map is brought into view in the panel.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const props = {
    ref,
    'aria-current': selected ? ('true' as const) : undefined,
    'data-item-id': item.id,
    className: `flex w-full items-center gap-3 rounded-md p-2 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? 'bg-brand-100' : ''}`,
  };
  const content = (
    <>
      <ItemThumbnail id={item.id} kind={item.kind} />
      <span className="min-w-0 flex-1">
        <DataText text={title} className="block truncate font-semibold text-brand-900" />
        {item.guest && (
          <span className="block truncate text-sm text-gray-700">
            {`${t('guest')} `}
            <bdi {...foreignTextProps(item.guest, language)}>{item.guest}</bdi>
          </span>
        )}
        {item.date && <span className="block text-sm text-gray-700">{formatLongDate(item.date, language)}</span>}
        {item.kind === 'video' && !item.location.coordinates && <span className="block text-xs text-gray-600">{t('noMarker')}</span>}
      </span>
    </>
  );
  if (item.kind === 'video') {
    return (
      <a
        href={paths.video(item.id)}
        onClick={(event) => {
          // A new tab or window keeps the browser's own way; a plain press selects, then opens the page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onSelect(item);
        }}
        {...props}
      >
        {content}
      </a>
    );
  }
  const button = (
    <button type="button" onClick={() => onSelect(item)} {...props}>
      {content}
    </button>
  );
  if (!item.page) return button;
  // A place with a page (docs/behaviour.md §1300): the button shows it on the map, the link beside it opens its page.
  return (
    <span className="flex items-center gap-1">
      {button}
      <Link
        to={item.page}
        className="shrink-0 rounded-md px-2 py-1 text-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('placePageShort')}
        <span className="sr-only">{`: ${title}`}</span>
      </Link>
    </span>
  );
}
