import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FacetName } from '#contracts/media-facets';
import { DataText } from '../../../components/ui/data-text.tsx';
import { useArabicName } from '../../../lib/arabic-labels.ts';
import { archiveUrl } from '../../../lib/archive-filters.ts';

export interface Chip {
  facet: FacetName;
  value: string;
}

/** One chip: places and topics in their Arabic form on Arabic pages (docs/behaviour.md §804); 24 px tall at least, a finger's target. */
function ChipLink({ facet, value, facetName }: Chip & { facetName: string }) {
  const kind = facet === 'region' || facet === 'place' ? 'place' : 'topic';
  const arabic = useArabicName(kind, value);
  const shown = facet === 'person' ? value : arabic;
  return (
    <Link
      to={archiveUrl({ [facet]: value })}
      aria-label={`${facetName}: ${shown}`}
      data-chip={facet}
      className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <DataText text={shown} />
    </Link>
  );
}

/** Topic, place, region and person chips, each a link to the archive filtered by it (docs/decisions.md §87). */
export function VideoChips({ chips, className = '' }: { chips: Chip[]; className?: string }) {
  // Translated here once for the list, not in each chip: a page draws hundreds of chips (docs/architecture.md "Server rendering").
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {chips.map(({ facet, value }) => (
        <li key={`${facet}:${value}`}>
          <ChipLink facet={facet} value={value} facetName={t(`browse.facets.${facet}`)} />
        </li>
      ))}
    </ul>
  );
}
