import { apiPaths } from '#contracts/paths';
import { documentTitle, pagePath, pageUrl, shortDescription } from '#contracts/public-pages';
import { isLatinSlug } from '#contracts/slug';
import { listCollections, publicMembers } from '../collections/collections.repository.ts';
import { publicCollectionCard } from '../collections/collections.service.ts';
import type { RecordPage } from './record-page.ts';

/** Members named in a collection page's structured data; the page itself lists them all, a page at a time. */
const LISTED_MEMBERS = 100;

/**
 * A collection's page, `/collections/{slug}` (docs/behaviour.md §1200): the collection in the page's language, as
 * schema.org CollectionPage data whose main entity is the ItemList of the interviews the public may see, in order.
 */
export const collectionPage: RecordPage<'collection'> = {
  async head(app, _request, { slug }, base, { texts, origin }) {
    if (!isLatinSlug(slug)) return null;
    const found = await publicCollectionCard(app.database.db, slug, app.caches.through(app.caches.collectionIndex));
    if (!found) return null;
    const { card, row } = found;
    const arabic = base.language === 'ar';
    const title = (arabic && card.title_ar) || card.title;
    const description = (arabic && card.description_ar) || card.description;
    const path = pagePath('collection', { slug: card.slug });
    const page = pageUrl(origin, path, base.language);
    const members = (await publicMembers(app.database.db, row.id)).slice(0, LISTED_MEMBERS);
    return {
      ...base,
      title: documentTitle(title, texts.appName),
      description: shortDescription(description, texts.pages.collection.description),
      preloads: [...base.preloads, { href: apiPaths.collections.detail(card.slug), as: 'fetch' }],
      structuredData: base.noindex
        ? null
        : {
            path,
            data: {
              '@context': 'https://schema.org',
              '@type': 'CollectionPage',
              '@id': page,
              url: page,
              name: title,
              ...(description ? { description } : {}),
              inLanguage: base.language,
              dateModified: card.updated_at,
              ...(card.poster ? { image: new URL(card.poster, origin).toString() } : {}),
              mainEntity: {
                '@type': 'ItemList',
                numberOfItems: card.count,
                itemListOrder: 'https://schema.org/ItemListOrderAscending',
                itemListElement: members.map((member, i) => ({
                  '@type': 'ListItem',
                  position: i + 1,
                  name: member.title,
                  url: pageUrl(origin, pagePath('video', { videoId: member.id }), base.language),
                })),
              },
            },
          },
    };
  },
  listed: async (app) => (await listCollections(app.database.db)).map((row) => ({ params: { slug: row.slug }, lastmod: row.updated_at })),
  // Collections are few: the newest first.
  mostVisited: async (app, limit) =>
    (await listCollections(app.database.db))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, limit)
      .map((row) => ({ slug: row.slug })),
};
