import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecordMatches as Matches } from '#contracts/records';
import { DataText } from '../../../components/ui/data-text.tsx';
import { paths } from '../../../config/paths.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

interface Item {
  href: string;
  name: string;
  count: number;
  /** A place's kind (province, commune, douar), which tells apart places of one name. */
  kind?: 'province' | 'commune' | 'douar';
}

/** A name in the page's language, else the other (staff may write only one). */
const shown = (english: string, arabic: string | null, language: string) =>
  (language.startsWith('ar') ? arabic?.trim() || english : english.trim() || arabic) ?? '';

/**
 * The collections, places and people a search names, above its interviews (docs/behaviour.md §1300): a region with a
 * heading, a list per kind, each record a link to its page with how many public interviews it has. Nothing when none
 * matches, so the results below never move.
 */
export function RecordMatches({ matches }: { matches: Matches | undefined }) {
  const { t, i18n } = useTranslation(RECORDS_NAMESPACES);
  const headingId = useId();
  if (!matches) return null;
  const language = i18n.language;
  const groups = [
    {
      key: 'collections' as const,
      items: matches.collections.map((c): Item => ({
        href: paths.collection(c.slug),
        name: shown(c.title, c.title_ar, language),
        count: c.count,
      })),
    },
    {
      key: 'places' as const,
      items: matches.places.map((p): Item => ({
        href: paths.place(p.slug),
        name: shown(p.name, p.name_ar, language),
        count: p.count,
        kind: p.kind,
      })),
    },
    {
      key: 'people' as const,
      items: matches.people.map((p): Item => ({ href: paths.person(p.slug), name: shown(p.name, p.name_ar, language), count: p.count })),
    },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="record-matches">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-brand-900">
        {t('search.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {groups.map((group) => (
          <div key={group.key} data-testid={`record-matches-${group.key}`}>
            <h3 id={`${headingId}-${group.key}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t(`search.${group.key}`)}
            </h3>
            <ul aria-labelledby={`${headingId}-${group.key}`} className="space-y-2">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    <DataText text={item.name} />
                  </Link>
                  <span className="block text-sm text-slate-600">
                    {item.kind ? `${t(`place.kind.${item.kind}`)}${t('person.separator')}` : null}
                    {t('search.count', { count: item.count })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
