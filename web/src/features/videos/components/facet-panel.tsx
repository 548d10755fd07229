import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FACET_NAMES, type FacetName, type FacetValue, type Facets } from '#contracts/media-facets';
import { DataText, LanguageName, PlaceName, TopicName } from '../../../components/ui/data-text.tsx';
import { type ArchiveFilters, archiveUrl } from '../../../lib/archive-filters.ts';
import { useLayoutHref } from './results-layout.tsx';
import { BROWSE_NAMESPACES } from '../../../locales/browse-namespace.ts';
import { groupBy } from '../../../lib/group-by.ts';

/** How a facet value reads: places in the page's script, languages translated, decades as "1990s". */
function FacetLabel({ facet, value }: { facet: FacetName; value: string }) {
  if (facet === 'region' || facet === 'place') return <PlaceName name={value} />;
  if (facet === 'language') return <LanguageName value={value} />;
  if (facet === 'decade') return <DecadeName decade={value} />;
  if (facet === 'topic') return <TopicName name={value} />;
  return <DataText text={value} />;
}

function DecadeName({ decade }: { decade: string }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  return <>{t('browse.decade', { decade })}</>;
}

/** Region values as a tree: each value after its parent (province → commune → douar), indented. */
function treeOrder(values: FacetValue[]): { value: FacetValue; depth: number }[] {
  const known = new Set(values.map((v) => v.value));
  const children = groupBy(values, (value) => (value.parent && known.has(value.parent) ? value.parent : ''));
  const out: { value: FacetValue; depth: number }[] = [];
  const visit = (parent: string, depth: number) => {
    for (const value of children.get(parent) ?? []) {
      out.push({ value, depth });
      visit(value.value, depth + 1);
    }
  };
  visit('', 0);
  return out;
}

const indent = ['', 'ps-4', 'ps-8'];

/**
 * The facets of the current result set with their counts (docs/decisions.md §87): each value is a link to the
 * archive narrowed by it, so the state stays in the URL; the chosen value is marked current.
 */
export function FacetPanel({ facets, filters }: { facets: Facets; filters: ArchiveFilters }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  const href = useLayoutHref();
  // Counts repeat (most values hold one or two interviews): each is translated once (docs/architecture.md "Server rendering").
  const countLabels = new Map<number, string>();
  const countLabel = (count: number) => {
    let label = countLabels.get(count);
    if (label === undefined) countLabels.set(count, (label = t('browse.countLabel', { count })));
    return label;
  };
  return (
    <div className="space-y-6" data-testid="facet-panel">
      {FACET_NAMES.map((facet) => {
        const values = facet === 'region' ? treeOrder(facets.region) : facets[facet].map((value) => ({ value, depth: 0 }));
        if (values.length === 0) return null;
        return (
          <section key={facet} aria-labelledby={`facet-${facet}`}>
            <h3 id={`facet-${facet}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t(`common:browse.facets.${facet}`)}
            </h3>
            <ul className="max-h-72 space-y-0.5 overflow-y-auto pe-1" data-facet={facet}>
              {values.map(({ value, depth }) => {
                const current = filters[facet] === value.value;
                return (
                  <li key={value.value} className={indent[Math.min(depth, 2)]}>
                    <Link
                      to={href(archiveUrl({ ...filters, [facet]: current ? undefined : value.value }))}
                      aria-current={current ? 'true' : undefined}
                      data-value={value.value}
                      className={`flex items-baseline justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-brand-50 ${current ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-800'}`}
                    >
                      <FacetLabel facet={facet} value={value.value} />
                      <span className="text-xs text-slate-600 tabular-nums" aria-hidden="true">
                        {value.count}
                      </span>
                      <span className="sr-only">{countLabel(value.count)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The chosen facets as removable chips, and a way to clear them all. */
export function ActiveFilters({ filters }: { filters: ArchiveFilters }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  const href = useLayoutHref();
  const active = FACET_NAMES.filter((facet) => filters[facet]);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">{t('browse.activeFilters')}</h2>
      <ul className="flex flex-wrap gap-2">
        {active.map((facet) => (
          <li key={facet}>
            <Link
              to={href(archiveUrl({ ...filters, [facet]: undefined }))}
              data-remove={facet}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-sm text-white hover:bg-brand-800"
            >
              <span className="sr-only">{`${t('browse.remove')}: `}</span>
              <span>{t(`common:browse.facets.${facet}`)}:</span>
              <FacetLabel facet={facet} value={filters[facet]!} />
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={href(archiveUrl({ search: filters.search, sort: filters.sort }))} className="text-sm font-medium text-brand-700 underline">
        {t('browse.clearAll')}
      </Link>
    </div>
  );
}
