import { describe, expect, it } from 'vitest';
import type { MapLocation } from '#contracts/media';
import boulemaneRaw from '../geo/boulemane-communes.geojson?raw';
import douarsRaw from '../geo/douars.geojson?raw';
import ifraneRaw from '../geo/ifrane-communes.geojson?raw';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { BOUNDARY_REGIONS, boundariesOf, placeItem } from './boundaries.ts';
import { parseBoundaryFiles } from './boundary-files.ts';
import { groupByRegion, panelRegions, videoItem } from './map-items.ts';

const boundaries = boundariesOf(
  parseBoundaryFiles({ ifrane: JSON.parse(ifraneRaw), boulemane: JSON.parse(boulemaneRaw), douars: JSON.parse(douarsRaw) }),
);
// The items the panel lists, as both the server and the browser make them (api/get-map-places.ts).
const boundaryItems = boundaries.places.map(placeItem);

function location(id: number, region: string, coordinates: [number, number] | null = [-5.2, 33.4]): MapLocation {
  return {
    id: String(id),
    youtubeid: 'abcdefghijk',
    title: `Interview ${id}`,
    location: { coordinates, region },
    date: '2022-03-01',
    guest: 'A Guest',
    host: 'A Host',
    duration: '',
    description: '',
    visibility: 'public',
  };
}

describe('boundary items', () => {
  it('numbers the items douar-{n}, ifrane-{n}, boulemane-{n} under the product rules regions', () => {
    const byRegion = groupByRegion(boundaryItems);
    expect(byRegion.map((g) => [g.region, g.items.length])).toEqual([
      [BOUNDARY_REGIONS.ifrane, 10],
      [BOUNDARY_REGIONS.boulemane, 21],
      [BOUNDARY_REGIONS.douar, 142],
    ]);
    expect(byRegion[0]!.items.map((i) => i.id).slice(0, 2)).toEqual(['ifrane-0', 'ifrane-1']);
    expect(byRegion[1]!.items.at(-1)?.id).toBe('boulemane-20');
    expect(byRegion[2]!.items.at(-1)?.id).toBe('douar-141');
    expect(boundaryItems.every((i) => i.youtubeid === '' && i.guest === null && i.date === null)).toBe(true);
    expect(boundaryItems.find((i) => i.id === 'ifrane-0')).toMatchObject({ kind: 'commune', title: 'Ain Leuh', titleAr: 'عين اللوح' });
    expect(boundaryItems.find((i) => i.id === 'douar-0')).toMatchObject({ kind: 'douar', title: 'Tijam', titleAr: 'تيجام' });
    expect(byRegion[2]!.items.every((i) => i.titleAr)).toBe(true);
  });

  it('refuses a file that is not a feature collection', () => {
    expect(() =>
      parseBoundaryFiles({ ifrane: { type: 'Feature' }, boulemane: JSON.parse(boulemaneRaw), douars: JSON.parse(douarsRaw) }),
    ).toThrow();
  });
});

describe('grouping by region', () => {
  it('keeps regions and items in order of first appearance', () => {
    const items = [location(1, 'Azrou'), location(2, 'Tigrigra'), location(3, 'Azrou')].map(videoItem);
    expect(groupByRegion(items).map((g) => [g.region, g.items.map((i) => i.id)])).toEqual([
      ['Azrou', ['1', '3']],
      ['Tigrigra', ['2']],
    ]);
  });

  it('puts interview regions first, most interviews first then by name, an unnamed region after them, then the boundary regions', () => {
    const videos = [location(1, 'Timahdite'), location(2, ''), location(3, 'Azrou', null), location(4, ' Azrou ')].map(videoItem);
    const regions = panelRegions(videos, boundaryItems, 'en');
    expect(regions.map((g) => g.region)).toEqual(['Azrou', 'Timahdite', '', 'Ifrane Province', 'Boulemane Province', 'Douars']);
    // The region name is trimmed; a video without coordinates is still listed.
    expect(regions[0]!.items.map((i) => [i.id, i.location.coordinates])).toEqual([
      ['3', null],
      ['4', [-5.2, 33.4]],
    ]);
    // Equal counts sort by the shown name: Arabic alphabetical order on Arabic pages (أزرو, تمحضيت, عين اللوح).
    const equal = [location(5, 'Ain Leuh'), location(6, 'Timahdite'), location(7, 'Azrou')].map(videoItem);
    expect(panelRegions(equal, [], 'en').map((g) => g.region)).toEqual(['Ain Leuh', 'Azrou', 'Timahdite']);
    expect(panelRegions(equal, [], 'ar').map((g) => g.region)).toEqual(['Azrou', 'Timahdite', 'Ain Leuh']);
  });

  it('merges an interview region that has a boundary region name into it', () => {
    const regions = panelRegions([videoItem(location(9, 'Ifrane Province'))], boundaryItems, 'en');
    const ifrane = regions.find((g) => g.region === 'Ifrane Province');
    expect(ifrane?.items).toHaveLength(11);
    expect(ifrane?.items[0]?.id).toBe('9');
  });
});

describe('texts', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? keys(v as object, `${prefix}${k}.`)
        : [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')],
    );
  it('has the same keys in English and Arabic', () => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
  });
});
