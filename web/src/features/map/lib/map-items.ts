import { gazetteer } from '#contracts/gazetteer';
import type { MapLocation } from '#contracts/media';
import type { Position } from './geometry.ts';
import { groupBy } from '../../../lib/group-by.ts';

/** One entry of the side panel: an interview (kind video) or a bundled boundary feature. */
export interface MapItem {
  id: string;
  kind: 'video' | 'commune' | 'douar';
  youtubeid: string;
  title: string;
  /** Arabic name of a commune or douar, shown in Arabic (geo/SOURCES.md `nameAr`). */
  titleAr?: string;
  /** coordinates null: listed under its region, but no marker. */
  location: { coordinates: Position | null; region: string };
  date: string | null;
  guest: string | null;
  host: string | null;
  description: string;
  /** A commune's or douar's page, when a public interview names it (docs/behaviour.md §1300). */
  page?: string;
}

export interface RegionGroup {
  region: string;
  items: MapItem[];
}

export function videoItem(location: MapLocation): MapItem {
  return {
    id: location.id,
    kind: 'video',
    youtubeid: location.youtubeid,
    title: location.title,
    location: { coordinates: location.location.coordinates, region: location.location.region.trim() },
    date: location.date,
    guest: location.guest,
    host: location.host,
    description: location.description,
  };
}

/** Groups items by region name, regions and items in order of first appearance. */
export function groupByRegion(items: readonly MapItem[]): RegionGroup[] {
  return [...groupBy(items, (item) => item.location.region)].map(([region, list]) => ({ region, items: list }));
}

/** A region's name as the panel shows it (staff's Arabic forms aside): the gazetteer's Arabic name on Arabic pages. */
function shownName(name: string, locale: string): string {
  return locale.startsWith('ar') ? (gazetteer.arabicName(name) ?? name) : name;
}

/**
 * The panel's regions: interview regions first, most interviews first, then by the name shown in
 * the page's language (Arabic names on Arabic pages; an unnamed region last), then the boundary
 * regions in file order. Items keep their order inside a region.
 */
export function panelRegions(videos: readonly MapItem[], boundaryItems: readonly MapItem[], locale: string): RegionGroup[] {
  const counts = new Map<string, number>();
  for (const video of videos) counts.set(video.location.region, (counts.get(video.location.region) ?? 0) + 1);
  const collator = new Intl.Collator(locale);
  const sorted = [...videos].sort((a, b) => {
    const [ra, rb] = [a.location.region, b.location.region];
    if (ra === '' || rb === '') return Number(ra === '') - Number(rb === '');
    return counts.get(rb)! - counts.get(ra)! || collator.compare(shownName(ra, locale), shownName(rb, locale));
  });
  return groupByRegion([...sorted, ...boundaryItems]);
}

/** Interviews per boundary province, from the gazetteer's province of each interview's region. */
export function interviewsPerProvince(videos: readonly MapItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const video of videos) {
    const province = gazetteer.provinceOf(video.location.region);
    if (province) counts.set(province, (counts.get(province) ?? 0) + 1);
  }
  return counts;
}
