import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceName } from '../../../components/ui/data-text.tsx';
import { MAP_NS } from '../i18n.ts';
import { BOUNDARY_REGIONS } from '../lib/boundaries.ts';
import type { RegionGroup } from '../lib/map-items.ts';

type BoundaryRegionName = (typeof BOUNDARY_REGIONS)[keyof typeof BOUNDARY_REGIONS];
const boundaryRegionNames: readonly string[] = Object.values(BOUNDARY_REGIONS);
const isBoundaryRegion = (name: string): name is BoundaryRegionName => boundaryRegionNames.includes(name);

interface RegionSummary {
  name: ReactNode;
  /** "21 places · 3 interviews", in the page's language. */
  counts: string;
}

/**
 * A region's name and counts, as the list shows them with script and without (region-list.tsx, one `<details>` per
 * region for every reader). provinceInterviews: interviews recorded in each boundary province,
 * shown on its row beside its places.
 */
export function useRegionSummary(provinceInterviews: ReadonlyMap<string, number>): (group: RegionGroup) => RegionSummary {
  const { t } = useTranslation(MAP_NS);
  return (group) => {
    const boundary = isBoundaryRegion(group.region);
    const name =
      group.region === '' ? (
        t('noRegion')
      ) : isBoundaryRegion(group.region) ? (
        t(`boundaryRegions.${group.region}`)
      ) : (
        <PlaceName name={group.region} />
      );
    const videos = group.items.filter((i) => i.kind === 'video').length;
    const interviews = boundary ? videos + (provinceInterviews.get(group.region) ?? 0) : videos;
    const places = group.items.length - videos;
    const counts = [
      places > 0 ? t('placeCount', { count: places }) : null,
      interviews > 0 || places === 0 ? t('interviewCount', { count: interviews }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return { name, counts };
  };
}
