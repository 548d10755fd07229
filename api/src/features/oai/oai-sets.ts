/**
 * setSpec of a region: `region:` and its name in lower-case ASCII (accents dropped), or, for a
 * name with no Latin letters (Arabic), `region:x` and its UTF-8 bytes in hex, since a setSpec
 * may only hold unreserved URI characters. Stable as long as the region keeps its name.
 */
export function regionSetSpec(name: string): string {
  const latin = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/^[\x20-\x7e]+$/.test(latin)) {
    const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    if (slug) return `region:${slug}`;
  }
  return `region:x${Buffer.from(name, 'utf8').toString('hex')}`;
}

/** Region names whose setSpec is `spec` (several spellings may share one), or null for an unknown set. */
export function regionNamesOf(spec: string, names: string[]): string[] | null {
  const matching = names.filter((name) => regionSetSpec(name) === spec);
  return matching.length ? matching : null;
}

/** The prefix of a curated collection's set: `collection:{slug}` (a collection's slug is Latin letters, digits, hyphens). */
const COLLECTION_SET = 'collection:';

export const collectionSetSpec = (slug: string): string => `${COLLECTION_SET}${slug}`;

/** The slug a collection's setSpec names, or null when `spec` is not a collection's. */
export const collectionSlugOf = (spec: string): string | null =>
  spec.startsWith(COLLECTION_SET) ? spec.slice(COLLECTION_SET.length) : null;
