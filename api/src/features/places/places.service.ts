import { type GazetteerEntry, gazetteer } from '#contracts/gazetteer';
import { GAZETTEER_COORDINATES } from '#contracts/gazetteer-coordinates';
import { entryOfSlug, parentOf, slugOfEntry } from '#contracts/place-slugs';
import { NEARBY_KM } from '#contracts/constants';
import type { AdminPlaceList, PlaceAuthority, PlaceCard, PlaceRef } from '#contracts/places';
import type { DbOrTx } from '../../db/database.ts';
import type { FastifyInstance } from 'fastify';
import { readKept } from '../../lib/kept-by-statement.ts';
import * as repo from './places.repository.ts';
import type { PlaceAuthorityTable } from './places.table.ts';

// Places (docs/behaviour.md §1300). A place's interviews are the public ones recorded there or about it: its region
// names the place or a place within it, or its places list does (docs/decisions.md §2310). Worked out for every place
// at once from two reads, kept until the next write (the caches' owner forgets it with every answer made of many
// interviews), so a place with thousands of interviews answers from memory.

/** Most neighbours a place page shows. */
const NEARBY_MAX = 8;

/** What every place answer is made from. */
export interface PlaceIndex {
  /** The public interviews of each place that has any, by slug: newest interview first, undated last, then by title. */
  media: Map<string, number[]>;
  /** Staff's Arabic forms of place names (docs/behaviour.md §804). */
  labels: Map<string, string>;
  authorities: Map<string, PlaceAuthorityTable>;
}

/** The places an interview naming `entry` is counted in: the place and each place it sits in. */
function withOuter(entry: GazetteerEntry): GazetteerEntry[] {
  const chain: GazetteerEntry[] = [];
  for (let e: GazetteerEntry | undefined = entry; e && !chain.includes(e); e = parentOf(e)) chain.push(e);
  return chain;
}

/** Reads and works out the index (public interviews as the read model lets the public see them today). */
export async function buildPlaceIndex(db: DbOrTx): Promise<PlaceIndex> {
  const [recordings, named, labels, authorities] = await Promise.all([
    repo.publicRecordings(db),
    repo.publicPlaceNames(db),
    repo.placeLabels(db),
    repo.listAuthorities(db),
  ]);
  const resolved = new Map<string, string[]>();
  const slugsOf = (name: string): string[] => {
    let slugs = resolved.get(name);
    if (!slugs) {
      const entry = gazetteer.find(name);
      slugs = entry ? withOuter(entry).map(slugOfEntry) : [];
      resolved.set(name, slugs);
    }
    return slugs;
  };
  const sets = new Map<string, Set<number>>();
  const add = (name: string | null, id: number) => {
    if (!name) return;
    for (const slug of slugsOf(name)) {
      let set = sets.get(slug);
      if (!set) sets.set(slug, (set = new Set()));
      set.add(id);
    }
  };
  for (const row of recordings) add(row.region, row.id);
  for (const row of named) add(row.name, row.media_id);
  // Plain comparison (ISO dates, then titles by code point): a collator's compare costs ten times more, at every rebuild.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ordered = [...recordings].sort(
    (a, b) => compare(b.interview_date ?? '', a.interview_date ?? '') || compare(a.title, b.title) || a.id - b.id,
  );
  const rank = new Map(ordered.map((row, i) => [row.id, i]));
  const media = new Map<string, number[]>();
  for (const [slug, set] of sets)
    media.set(
      slug,
      [...set].sort((a, b) => rank.get(a)! - rank.get(b)!),
    );
  return { media, labels, authorities };
}

/**
 * The index every public answer reads, the one the caches' owner keeps (plugins/caches.ts `placeIndex`): forgotten with
 * every answer made of many interviews, one rebuild shared between the requests that miss it (docs/decisions.md §2511).
 */
export const publicPlaceIndex = (app: FastifyInstance): Promise<PlaceIndex> =>
  readKept(app.caches.through(app.caches.placeIndex), 'places', () => buildPlaceIndex(app.database.db));

function placeRef(index: PlaceIndex, entry: GazetteerEntry): PlaceRef {
  return { slug: slugOfEntry(entry), name: entry.name, name_ar: index.labels.get(entry.name) ?? entry.name_ar ?? null, kind: entry.kind };
}

/** [latitude, longitude] of a place, or null. */
const pointOf = (entry: GazetteerEntry): readonly [number, number] | null => GAZETTEER_COORDINATES[entry.name] ?? null;

function placeCard(index: PlaceIndex, entry: GazetteerEntry): PlaceCard {
  const point = pointOf(entry);
  return {
    ...placeRef(index, entry),
    latitude: point?.[0] ?? null,
    longitude: point?.[1] ?? null,
    count: index.media.get(slugOfEntry(entry))?.length ?? 0,
  };
}

function authorityOf(index: PlaceIndex, slug: string): PlaceAuthority {
  const row = index.authorities.get(slug);
  return { geonames: row?.geonames ?? null, wikidata: row?.wikidata ?? null };
}

/** The places that have a page: those some public interview names, by name. */
export function listedPlaces(index: PlaceIndex): PlaceCard[] {
  return [...index.media.keys()]
    .flatMap((slug) => {
      const entry = entryOfSlug(slug);
      return entry ? [placeCard(index, entry)] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
}

/** Great-circle distance in kilometres. */
function distanceKm([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** A listed place as its page shows it, without its interviews; null when it has no page. */
export function publicPlace(index: PlaceIndex, slug: string) {
  const entry = entryOfSlug(slug);
  const ids = index.media.get(slug);
  if (!entry || !ids || ids.length === 0) return null;
  const ancestors = withOuter(entry).slice(1).reverse();
  const point = pointOf(entry);
  const nearby = point
    ? [...index.media.keys()]
        .flatMap((other) => {
          const near = entryOfSlug(other);
          const at = near && near !== entry && near.kind !== 'province' ? pointOf(near) : null;
          return near && at
            ? [{ ...placeRef(index, near), latitude: at[0], longitude: at[1], distance_km: Math.round(distanceKm(point, at) * 10) / 10 }]
            : [];
        })
        .filter((near) => near.distance_km <= NEARBY_KM)
        .sort((a, b) => a.distance_km - b.distance_km || a.name.localeCompare(b.name))
        .slice(0, NEARBY_MAX)
    : [];
  return {
    ids,
    place: {
      ...placeCard(index, entry),
      parent: ancestors.length ? placeRef(index, ancestors.at(-1)!) : null,
      ancestors: ancestors.map((outer) => placeRef(index, outer)),
      authority: authorityOf(index, slug),
      nearby,
    },
  };
}

/** Every place of the gazetteer that a name can reach, as staff see it. */
export function adminPlaces(index: PlaceIndex): AdminPlaceList {
  return {
    results: gazetteer.entries
      .filter((entry) => gazetteer.find(entry.name) === entry)
      .map((entry) => ({
        ...placeRef(index, entry),
        parent: parentOf(entry)?.name ?? null,
        count: index.media.get(slugOfEntry(entry))?.length ?? 0,
        authority: authorityOf(index, slugOfEntry(entry)),
      })),
  };
}
