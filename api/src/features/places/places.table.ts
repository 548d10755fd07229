/** A place's identifiers in other catalogues (docs/behaviour.md §1300; the 2026_12_07_2300 migration), by its slug. */
export interface PlaceAuthorityTable {
  slug: string;
  geonames: string | null;
  wikidata: string | null;
  updated_at: string;
  updated_by: string | null;
}
