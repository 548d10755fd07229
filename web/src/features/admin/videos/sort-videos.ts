import type { MediaSummary } from '#contracts/media';
import type { ListPreferences, SortColumn } from './list-preferences.ts';

const sortValue: Record<SortColumn, (video: MediaSummary) => string | number> = {
  title: (video) => video.title,
  guest: (video) => video.guest ?? '',
  region: (video) => video.region?.name ?? '',
  interview_date: (video) => video.interview_date ?? '',
  visibility: (video) => video.visibility,
  views: (video) => video.metadata.views,
  updated_at: (video) => video.updated_at,
};

/**
 * The table's order: numbers by value, text in the page language's collation, empty values
 * last whatever the direction, then by id so equal rows never swap.
 */
export function sortVideos(
  videos: readonly MediaSummary[],
  { sort, direction }: Pick<ListPreferences, 'sort' | 'direction'>,
  language = 'en',
): MediaSummary[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return [...videos].sort((a, b) => {
    const x = sortValue[sort](a);
    const y = sortValue[sort](b);
    if (x === '' || y === '') return x === y ? a.id - b.id : x === '' ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * sign || a.id - b.id;
  });
}
