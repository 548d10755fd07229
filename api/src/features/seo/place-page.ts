import { authorityLinks } from '#contracts/authority-files';
import { apiPaths } from '#contracts/paths';
import { documentTitle, pagePath, pageUrl, shortDescription } from '#contracts/public-pages';
import { listedPlaces, publicPlace, publicPlaceIndex } from '../places/places.service.ts';
import type { RecordPage } from './record-page.ts';

/**
 * A place's page, `/places/{slug}` (docs/behaviour.md §1300): its name in the page's language, as schema.org Place data
 * with its point (`geo`), the place it sits in and its identifiers in other catalogues (`sameAs`).
 */
export const placePage: RecordPage<'place'> = {
  async head(app, _request, { slug }, base, { texts, origin }) {
    const found = publicPlace(await publicPlaceIndex(app), slug);
    if (!found) return null;
    const { place } = found;
    const arabic = base.language === 'ar';
    const shown = (ref: { name: string; name_ar: string | null }) => (arabic && ref.name_ar) || ref.name;
    const title = shown(place);
    const urlOf = (placeSlug: string) => pageUrl(origin, pagePath('place', { slug: placeSlug }), base.language);
    const page = urlOf(place.slug);
    const within = place.ancestors
      .map(shown)
      .reverse()
      .join(arabic ? '، ' : ', ');
    const sameAs = authorityLinks(place.authority).map((link) => link.url);
    return {
      ...base,
      title: documentTitle(title, texts.appName),
      description: shortDescription(within ? `${title} (${within})` : '', texts.pages.place.description),
      preloads: [...base.preloads, { href: apiPaths.places.detail(place.slug), as: 'fetch' }],
      structuredData: base.noindex
        ? null
        : {
            path: pagePath('place', { slug: place.slug }),
            data: {
              '@context': 'https://schema.org',
              '@type': 'Place',
              '@id': page,
              url: page,
              name: title,
              ...(place.name_ar && !arabic ? { alternateName: place.name_ar } : {}),
              ...(arabic && place.name_ar ? { alternateName: place.name } : {}),
              ...(place.latitude !== null && place.longitude !== null
                ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
                : {}),
              ...(place.parent ? { containedInPlace: { '@type': 'Place', name: shown(place.parent), url: urlOf(place.parent.slug) } } : {}),
              ...(sameAs.length ? { sameAs } : {}),
            },
          },
    };
  },
  listed: async (app) => listedPlaces(await publicPlaceIndex(app)).map((place) => ({ params: { slug: place.slug }, lastmod: null })),
  // The places with the most interviews first.
  mostVisited: async (app, limit) =>
    listedPlaces(await publicPlaceIndex(app))
      .sort((a, b) => b.count - a.count)
      .slice(0, limit)
      .map((place) => ({ slug: place.slug })),
};
