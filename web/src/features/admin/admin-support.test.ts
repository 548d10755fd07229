import { describe, expect, it } from 'vitest';
import type { MediaSummary } from '#contracts/media';
import { ApiError } from '../../lib/api-client.ts';
import { loginErrorKey } from './auth/login-error.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { filterVideos, formatLocation } from './videos/filter-videos.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('admin namespace', () => {
  it('has the same keys in English and Arabic', () => {
    expect([...new Set(keys(ar).map(base))].sort()).toEqual([...new Set(keys(en).map(base))].sort());
  });
});

describe('loginErrorKey (docs/behaviour.md §8)', () => {
  it('maps statuses to the login messages', () => {
    expect(loginErrorKey(new ApiError('x', 401))).toEqual({ key: 'login.errors.invalid' });
    expect(loginErrorKey(new ApiError('x', 429))).toEqual({ key: 'login.errors.tooMany' });
    expect(loginErrorKey(new ApiError('x', 503))).toEqual({ key: 'login.errors.server', status: 503 });
    expect(loginErrorKey(new ApiError('x', 0))).toEqual({ key: 'login.errors.network' });
    expect(loginErrorKey(new Error('no token'))).toEqual({ key: 'login.errors.badResponse' });
  });
});

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
