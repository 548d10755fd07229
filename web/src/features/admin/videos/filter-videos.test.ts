import { describe, expect, it } from 'vitest';
import type { MediaSummary } from '#contracts/media';
import { filterVideos, formatLocation } from './filter-videos.ts';

describe('filterVideos (docs/behaviour.md §2 admin search)', () => {
  const video = (over: Partial<MediaSummary>) =>
    ({
      id: 1,
      title: '',
      guest: null,
      region: null,
      places: [],
      description: '',
      ...over,
    }) as MediaSummary;
  const videos = [
    video({ id: 1, title: 'Weaving in Azrou' }),
    video({ id: 2, guest: 'Fatima Zahra' }),
    video({ id: 3, region: { name: 'Ifrane', latitude: null, longitude: null }, places: ['Tizguite'] }),
    video({ id: 4, description: 'Songs of the harvest' }),
  ];
  it('matches title, guest, region, places and description, ignoring case', () => {
    const ids = (term: string) => filterVideos(videos, term).map((v) => v.id);
    expect(ids('AZROU')).toEqual([1]);
    expect(ids('fatima')).toEqual([2]);
    expect(ids('ifrane')).toEqual([3]);
    expect(ids('tizg')).toEqual([3]);
    expect(ids('HARVEST')).toEqual([4]);
    expect(ids('  ')).toEqual([1, 2, 3, 4]);
    expect(ids('nothing')).toEqual([]);
  });
  it('shows a location as region plus places in parentheses', () => {
    expect(formatLocation(videos[2]!)).toBe('Ifrane (Tizguite)');
  });
});
