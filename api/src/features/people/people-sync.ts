import type { Insertable } from 'kysely';
import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import type { PersonRole } from '#contracts/people';
import { normalizeSearchText } from '#contracts/search-text';
import { isSlug, SLUG_MAX } from '#contracts/slug';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './people.repository.ts';
import type { PersonMentionTable } from './people.table.ts';

// People from the interviews' names (docs/behaviour.md §1300, docs/decisions.md §2300). The write path calls this for
// every interview it wrote, in its transaction, so the people follow every write: a name an interview no longer
// gives leaves it, a new one is matched to its person, or makes one. A name already linked in an interview keeps its
// person (so a merge or a split stays), whatever the write; nothing here ever changes a person's names or slug.

/** A name an interview gives someone, in one role. */
interface Named {
  key: string;
  role: PersonRole;
  name: string;
}

/** How a name is matched: as search matches it (case, accents, tashkeel, Arabic letter forms folded). */
const nameKey = (name: string): string => normalizeSearchText(name);

const ROLE_OF: Readonly<Record<number, PersonRole>> = { [ROLE_GUEST]: 'narrator', [ROLE_HOST]: 'interviewer' };

/** The names each interview gives, once each by key and role. */
async function namedIn(db: DbOrTx, mediaIds: readonly number[]): Promise<Map<number, Named[]>> {
  const { participants, mentioned } = await repo.namesOfMedia(db, mediaIds);
  const named = new Map<number, Named[]>(mediaIds.map((id) => [id, []]));
  const add = (mediaId: number, role: PersonRole | undefined, written: string) => {
    const name = written.replace(/\s+/g, ' ').trim();
    const key = nameKey(name);
    const list = named.get(mediaId);
    if (!role || !key || !list || list.some((n) => n.key === key && n.role === role)) return;
    list.push({ key, role, name });
  };
  for (const p of participants) add(p.media_id, ROLE_OF[p.role], `${p.first_name} ${p.last_name}`);
  for (const m of mentioned) add(m.media_id, 'mentioned', m.name);
  return named;
}

/** The address a new person gets from a name: its words as search folds them, joined by hyphens (Arabic stays Arabic). */
function baseSlug(name: string): string {
  const words = normalizeSearchText(name)
    .split(/[^\p{Ll}\p{Lo}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX - 4) break;
    slug = next;
  }
  return isSlug(slug) ? slug : 'person';
}

/** A slug no person holds, merged ones included: the name's, else with -2, -3… */
export async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = baseSlug(name);
  const taken = await repo.slugsLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const hasArabic = (text: string) => /\p{Script=Arabic}/u.test(text);

/** A new person named as the interview writes them: an Arabic name is also their Arabic name. */
async function createPerson(db: DbOrTx, named: Named, now: string): Promise<number> {
  const id = await repo.insertPerson(db, {
    slug: await freeSlug(db, named.name),
    name: named.name,
    name_ar: hasArabic(named.name) ? named.name : '',
    wikidata: null,
    viaf: null,
    merged_into: null,
    created_at: now,
    updated_at: now,
  });
  await repo.insertName(db, named.key, id);
  return id;
}

/** Brings the people of these interviews in line with the names they give (an id with no interview loses its mentions). */
export async function syncPeopleOf(db: DbOrTx, mediaIds: readonly number[], now: string): Promise<void> {
  if (mediaIds.length === 0) return;
  const named = await namedIn(db, mediaIds);
  // Each interview's mentions, found once: a write of many interviews would otherwise scan them all for each.
  const existing = new Map<number, Awaited<ReturnType<typeof repo.mentionsOfMedia>>>();
  for (const m of await repo.mentionsOfMedia(db, mediaIds)) {
    const list = existing.get(m.media_id);
    if (list) list.push(m);
    else existing.set(m.media_id, [m]);
  }
  const fresh: Insertable<PersonMentionTable>[] = [];
  for (const mediaId of mediaIds) {
    const wanted = named.get(mediaId) ?? [];
    const mine = existing.get(mediaId) ?? [];
    // The person each key already stands for in this interview: another role of the same name is the same person.
    const personOfKey = new Map<string, number>();
    for (const m of mine) {
      const keep = wanted.find((w) => w.key === m.name_key && w.role === m.role);
      if (!keep) {
        await repo.deleteMention(db, mediaId, m.name_key, m.role);
        continue;
      }
      personOfKey.set(m.name_key, m.person_id);
      if (keep.name !== m.name) await repo.renameMention(db, mediaId, m.name_key, m.role, keep.name);
    }
    for (const w of wanted) {
      if (mine.some((m) => m.name_key === w.key && m.role === w.role)) continue;
      let personId = personOfKey.get(w.key) ?? (await repo.personForName(db, w.key));
      personId ??= await createPerson(db, w, now);
      personOfKey.set(w.key, personId);
      fresh.push({ media_id: mediaId, name_key: w.key, role: w.role, person_id: personId, name: w.name });
    }
  }
  await repo.insertMentions(db, fresh);
}
