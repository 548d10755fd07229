import { type GazetteerEntry, gazetteer } from './gazetteer.ts';

// Places' addresses (docs/behaviour.md §1300, docs/decisions.md §2310): every place of the gazetteer has a slug made
// from its Latin name, so a link is built from a name alone (the video page's places, the map's points). No zod and
// no coordinates here: the app's pages import it.

/**
 * Latin letters and digits of a name, accents dropped, joined by single hyphens: "Aït Ben ’Ali" → "ait-ben-ali". A name
 * with no Latin letter (a douar the census names only in Arabic) keeps its own letters.
 */
function slugifyName(name: string): string {
  const hyphenate = (text: string, other: RegExp) => text.replace(other, '-').replace(/^-+|-+$/g, '');
  const latin = hyphenate(name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(), /[^a-z0-9]+/g);
  return latin || hyphenate(name.normalize('NFC').toLowerCase(), /[^\p{L}\p{N}]+/gu);
}

const slugs = new Map<GazetteerEntry, string>();
const bySlug = new Map<string, GazetteerEntry>();
// The gazetteer's order (provinces, communes, douars) decides: the first place of a name keeps the bare slug; a later
// one of the same name takes its commune's (a douar named as its commune: "-douar").
for (const entry of gazetteer.entries) {
  let slug = slugifyName(entry.name);
  if (bySlug.has(slug)) {
    const parent = entry.commune ? slugifyName(entry.commune) : slugifyName(entry.province);
    slug = parent && parent !== slug ? `${slug}-${parent}` : `${slug}-${entry.kind}`;
  }
  slugs.set(entry, slug);
  bySlug.set(slug, entry);
}

/** A gazetteer place's slug. */
export const slugOfEntry = (entry: GazetteerEntry): string => slugs.get(entry) ?? slugifyName(entry.name);

/** The slug of the place a name (Latin or Arabic, any spelling) stands for, or undefined outside the gazetteer. */
export function placeSlugOf(name: string): string | undefined {
  const entry = gazetteer.find(name);
  return entry ? slugOfEntry(entry) : undefined;
}

/** The gazetteer place a slug names, or undefined. */
export const entryOfSlug = (slug: string): GazetteerEntry | undefined => bySlug.get(slug);

/** The place a place sits in: a douar's commune, a commune's province; none for a province. */
export function parentOf(entry: GazetteerEntry): GazetteerEntry | undefined {
  if (entry.kind === 'province') return undefined;
  const outer = entry.kind === 'douar' && entry.commune ? gazetteer.find(entry.commune) : gazetteer.find(entry.province);
  return outer && outer !== entry && outer.kind !== entry.kind ? outer : gazetteer.find(entry.province);
}
