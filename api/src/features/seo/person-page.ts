import { authorityLinks } from '#contracts/authority-files';
import { apiPaths } from '#contracts/paths';
import { documentTitle, pagePath, pageUrl, shortDescription } from '#contracts/public-pages';
import { isSlug } from '#contracts/slug';
import { keptPeople, listedPeople, publicPerson } from '../people/people.service.ts';
import type { RecordPage } from './record-page.ts';

/**
 * A person's page, `/people/{slug}` (docs/behaviour.md §1300): the person in the page's language, as schema.org
 * ProfilePage data whose main entity is the Person, `sameAs` their authority addresses.
 */
export const personPage: RecordPage<'person'> = {
  async head(app, _request, { slug }, base, { texts, origin }) {
    if (!isSlug(slug)) return null;
    const found = await publicPerson(app.database.db, slug, keptPeople(app));
    if (!found) return null;
    const { card, row } = found;
    const arabic = base.language === 'ar';
    const name = ((arabic && card.name_ar) || card.name).trim();
    const other = (arabic ? card.name : card.name_ar).trim();
    const path = pagePath('person', { slug: card.slug });
    const page = pageUrl(origin, path, base.language);
    const sameAs = authorityLinks(card.authority).map((link) => link.url);
    return {
      ...base,
      title: documentTitle(name, texts.appName),
      // The person's names, then what the page is: a description of its own for each person.
      description: shortDescription(
        `${[name, other].filter(Boolean).join(' · ')}. ${texts.pages.person.description}`,
        texts.pages.person.description,
      ),
      preloads: [...base.preloads, { href: apiPaths.people.detail(encodeURIComponent(slug)), as: 'fetch' }],
      structuredData: base.noindex
        ? null
        : {
            path,
            data: {
              '@context': 'https://schema.org',
              '@type': 'ProfilePage',
              '@id': page,
              url: page,
              name,
              inLanguage: base.language,
              dateModified: row.updated_at,
              mainEntity: {
                '@type': 'Person',
                '@id': `${pageUrl(origin, path)}#person`,
                name,
                ...(other && other !== name ? { alternateName: other } : {}),
                ...(sameAs.length > 0 ? { sameAs } : {}),
              },
            },
          },
    };
  },
  listed: async (app) =>
    (await listedPeople(app.database.db, keptPeople(app))).map((row) => ({
      params: { slug: row.slug },
      lastmod: row.updated_at,
    })),
  mostVisited: async (app, limit) =>
    (await listedPeople(app.database.db, keptPeople(app)))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, limit)
      .map((row) => ({ slug: row.slug })),
};
