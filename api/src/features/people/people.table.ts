import type { Generated, Selectable } from 'kysely';
import type { PersonRole } from '#contracts/people';

/** A person of the interviews (docs/behaviour.md §1300; the 2026_12_07_1300 migration). */
export interface PersonTable {
  id: Generated<number>;
  /** The person's address, given once from the first name seen and never changed (docs/decisions.md §2300). */
  slug: string;
  name: string;
  name_ar: Generated<string>;
  /** Bare authority identifiers (contracts/authority.ts). */
  wikidata: string | null;
  viaf: string | null;
  /** Staff merged this person into that one: the record stays so that its address answers for the other. */
  merged_into: number | null;
  created_at: string;
  updated_at: string;
}
export type PersonRow = Selectable<PersonTable>;

/** The person a name stands for unless an interview says otherwise (a split): the name normalised as search does. */
export interface PersonNameTable {
  name_key: string;
  person_id: number;
}

/** Who a name of an interview is, in one role; `name` as the interview writes it. */
export interface PersonMentionTable {
  media_id: number;
  name_key: string;
  role: PersonRole;
  person_id: number;
  name: string;
}
export type PersonMentionRow = Selectable<PersonMentionTable>;
