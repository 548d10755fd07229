import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { RegionGroup } from '../lib/map-items.ts';
import { useRegionSummary } from './region-summary.tsx';

interface RegionsWithoutScriptProps {
  regions: readonly RegionGroup[];
  provinceInterviews: ReadonlyMap<string, number>;
  /** The region of the address (?region=…), open from the start. */
  expanded: string | null;
}

/**
 * The region list for a reader without JavaScript (docs/decisions.md §1041): each region a native
 * disclosure (<details>) with its counts, its interviews as links to their pages, its places as
 * names. Inside <noscript>, so a browser running the app never builds it (docs/architecture.md
 * "Server rendering").
 */
export function RegionsWithoutScript({ regions, provinceInterviews, expanded }: RegionsWithoutScriptProps) {
  const { i18n } = useTranslation();
  const summary = useRegionSummary(provinceInterviews);
  const arabic = i18n.resolvedLanguage === 'ar';
  return (
    <noscript>
      <ul className="space-y-1" data-testid="region-list-without-script">
        {regions.map((group) => {
          const { name, counts } = summary(group);
          return (
            <li key={group.region}>
              <details open={group.region === expanded} className="rounded-md border border-brand-100">
                {/* A summary keeps its own marker (display: list-item), the sign that it opens. */}
                <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-900">
                  {name} <span className="text-sm font-normal text-gray-700">{counts}</span>
                </summary>
                <ul className="space-y-1 px-3 pb-2 text-gray-800">
                  {group.items.map((item) => {
                    const title = arabic && item.titleAr ? item.titleAr : item.title;
                    return (
                      <li key={item.id}>
                        {item.kind === 'video' ? (
                          <a href={paths.video(item.id)} className="font-semibold text-brand-700 underline">
                            <DataText text={title} />
                          </a>
                        ) : (
                          <DataText text={title} />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </noscript>
  );
}
