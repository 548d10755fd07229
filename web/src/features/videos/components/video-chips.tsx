import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FacetName } from '#contracts/media-facets';
import { DataText, PlaceName } from '../../../components/ui/data-text.tsx';
import { archiveUrl } from '../../../lib/archive-filters.ts';
import { placeName } from '../../../lib/data-text.ts';

export interface Chip {
  facet: FacetName;
  value: string;
}

/** Topic, place, region and person chips, each a link to the archive filtered by it (issue 17). */
export function VideoChips({ chips, className = '' }: { chips: Chip[]; className?: string }) {
  const { t, i18n } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {chips.map(({ facet, value }) => {
        const shown = facet === 'region' || facet === 'place' ? placeName(value, i18n.language) : value;
        return (
          <li key={`${facet}:${value}`}>
            <Link
              to={archiveUrl({ [facet]: value })}
              aria-label={`${t(`browse.facets.${facet}`)}: ${shown}`}
              data-chip={facet}
              className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {facet === 'region' || facet === 'place' ? <PlaceName name={value} /> : <DataText text={value} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
