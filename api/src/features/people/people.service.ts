import { ErrorCode } from '#contracts/errors';
import {
  type AdminPerson,
  type AdminPersonDetail,
  type AdminPersonList,
  PERSON_ROLES,
  type PersonCard,
  type PersonInput,
  PersonInputSchema,
  type PersonRole,
  type PersonSplit,
  PersonSplitSchema,
} from '#contracts/people';
import type { FastifyInstance } from 'fastify';
import type { WriteContext } from '../../db/db-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { ReadThrough } from '../../lib/caches.ts';
import { readKept } from '../../lib/kept-by-statement.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { accessToday } from '../access/access-time.ts';
import { listConsentsOf } from '../consent/consent.repository.ts';
import { allowsPublic, personKey } from '../consent/consent-rules.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { freeSlug } from './people-sync.ts';
import * as repo from './people.repository.ts';
import type { PersonMentionRow, PersonRow } from './people.table.ts';

// People (docs/behaviour.md §1300). What the public sees of a person comes only through the interviews it may see
// (the read model's `bodyOpen`), and a narrator only with a public release for each of those narrations (§400). A
// merge or a split changes which person an interview's names link to: a write of those interviews, through the one
// write path (activity rows, the event that empties the caches); the interviews' own versions do not change.

/** What the public sees of one person: their public interviews (ids, in order), roles and names in each. */
interface Visible {
  media: number[];
  roles: Set<PersonRole>;
  names: Map<number, string[]>;
}

const byRoleOrder = (roles: Iterable<PersonRole>) => PERSON_ROLES.filter((role) => new Set(roles).has(role));

/**
 * The people the public may see, from the mentions in public interviews: a person who narrates one of them without a
 * release that allows the public web (for that interview) is not shown at all.
 */
async function visibleFrom(db: DbOrTx, mentions: PersonMentionRow[], today: string): Promise<Map<number, Visible>> {
  const narrations = mentions.filter((m) => m.role === 'narrator');
  const releases = await listConsentsOf(db, [...new Set(narrations.map((m) => m.media_id))]);
  const allowed = new Set(releases.filter((r) => allowsPublic(r, today)).map((r) => `${r.media_id}\u0000${r.person_key}`));
  const withheld = new Set(narrations.filter((m) => !allowed.has(`${m.media_id}\u0000${personKey(m.name, '')}`)).map((m) => m.person_id));
  const visible = new Map<number, Visible>();
  for (const m of mentions) {
    if (withheld.has(m.person_id)) continue;
    const entry = visible.get(m.person_id) ?? { media: [], roles: new Set<PersonRole>(), names: new Map<number, string[]>() };
    if (!entry.names.has(m.media_id)) entry.media.push(m.media_id);
    entry.roles.add(m.role);
    const names = entry.names.get(m.media_id) ?? [];
    if (!names.includes(m.name)) names.push(m.name);
    entry.names.set(m.media_id, names);
    visible.set(m.person_id, entry);
  }
  return visible;
}

/** Of these people, those the public may see (all of them: every person). */
async function visiblePeople(db: DbOrTx, people?: readonly number[], today = accessToday()): Promise<Map<number, Visible>> {
  return visibleFrom(db, await repo.publicMentions(db, people ? { people } : {}, today), today);
}

const authorityOf = (row: PersonRow) => ({ wikidata: row.wikidata, viaf: row.viaf });

function presentCard(row: PersonRow, visible: Visible, mediaId?: number): PersonCard {
  return {
    slug: row.slug,
    name: row.name,
    name_ar: row.name_ar,
    roles: byRoleOrder(visible.roles),
    authority: authorityOf(row),
    media: visible.media,
    count: visible.media.length,
    ...(mediaId === undefined ? {} : { names_in_media: visible.names.get(mediaId) ?? [] }),
  };
}

/** Every person the public may see today, by name, with what the public sees of each: the public's people answers. */
export interface PeopleIndex {
  rows: PersonRow[];
  visible: Map<number, Visible>;
}

async function buildPeopleIndex(db: DbOrTx, today: string): Promise<PeopleIndex> {
  const visible = await visiblePeople(db, undefined, today);
  return { rows: await repo.listPeople(db, [...visible.keys()]), visible };
}

/** The kept index public reads go through (plugins/caches.ts `peopleIndex`, docs/decisions.md §2512). */
export const keptPeople = (app: FastifyInstance): ReadThrough<string, PeopleIndex> => app.caches.through(app.caches.peopleIndex);

/**
 * The index, through the kept one where there is one (public reads: the caches' owner forgets it with every answer made
 * of many interviews, docs/decisions.md §2512). Kept by day, as a release's dates are read against today.
 */
function peopleIndex(db: DbOrTx, kept: ReadThrough<string, PeopleIndex> | null): Promise<PeopleIndex> {
  const today = accessToday();
  return readKept(kept, `people\u0000${today}`, () => buildPeopleIndex(db, today));
}

/** The public list: every person the public may see, by name (`media`: only the people of that public interview). */
export async function listPublicPeople(
  db: DbOrTx,
  filter: { media?: number },
  kept: ReadThrough<string, PeopleIndex> | null = null,
): Promise<PersonCard[]> {
  const { rows, visible } = await peopleIndex(db, kept);
  const { media } = filter;
  // A person is visible in an interview exactly when the public sees their names in it.
  const shown = media === undefined ? rows : rows.filter((row) => visible.get(row.id)!.names.has(media));
  return shown.map((row) => presentCard(row, visible.get(row.id)!, media));
}

/** A slug's person, following merges to the person it now stands for; undefined when none. */
async function resolve(db: DbOrTx, slug: string): Promise<PersonRow | undefined> {
  let row = await repo.findPersonBySlug(db, slug);
  for (let hops = 0; row?.merged_into != null && hops < 20; hops += 1) row = await repo.findPersonById(db, row.merged_into);
  return row?.merged_into == null ? row : undefined;
}

/** One person as the public sees them, or null (unknown, or nothing the public may see). */
export async function publicPerson(
  db: DbOrTx,
  slug: string,
  kept: ReadThrough<string, PeopleIndex> | null = null,
): Promise<{ row: PersonRow; card: PersonCard } | null> {
  const row = await resolve(db, slug);
  if (!row) return null;
  const visible = (await peopleIndex(db, kept)).visible.get(row.id);
  return visible ? { row, card: presentCard(row, visible) } : null;
}

/** Every person the public may see, with their last change: the sitemap's entries. */
export async function listedPeople(db: DbOrTx, kept: ReadThrough<string, PeopleIndex> | null = null): Promise<PersonRow[]> {
  return (await peopleIndex(db, kept)).rows;
}

// ---- Staff ----

function presentAdmin(row: PersonRow, mentions: Pick<PersonMentionRow, 'media_id' | 'role'>[], isPublic: boolean): AdminPerson {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_ar: row.name_ar,
    authority: authorityOf(row),
    roles: byRoleOrder(mentions.map((m) => m.role)),
    public: isPublic,
    count: new Set(mentions.map((m) => m.media_id)).size,
    updated_at: row.updated_at,
  };
}

export async function listAdminPeople(db: DbOrTx): Promise<AdminPersonList> {
  const [rows, mentions, visible] = await Promise.all([repo.listPeople(db), repo.allMentions(db), visiblePeople(db)]);
  const byPerson = new Map<number, Pick<PersonMentionRow, 'media_id' | 'role'>[]>();
  for (const m of mentions) byPerson.set(m.person_id, [...(byPerson.get(m.person_id) ?? []), m]);
  return { results: rows.map((row) => presentAdmin(row, byPerson.get(row.id) ?? [], visible.has(row.id))) };
}

/** A person not merged into another, by slug, for staff's calls. */
async function activePerson(db: DbOrTx, slug: string): Promise<PersonRow> {
  const row = await repo.findPersonBySlug(db, slug);
  if (!row || row.merged_into !== null) throw notFound(`No person has the address “${slug}”.`);
  return row;
}

export async function adminPerson(db: DbOrTx, slug: string): Promise<AdminPersonDetail> {
  const row = await activePerson(db, slug);
  return adminDetail(db, row);
}

async function adminDetail(db: DbOrTx, row: PersonRow): Promise<AdminPersonDetail> {
  const mentions = await repo.mentionsOfPeople(db, [row.id]);
  const ids = [...new Set(mentions.map((m) => m.media_id))];
  const [{ titles, open }, visible] = await Promise.all([repo.mediaStates(db, ids), visiblePeople(db, [row.id])]);
  return {
    ...presentAdmin(row, mentions, visible.has(row.id)),
    media: ids.map((id) => {
      const own = mentions.filter((m) => m.media_id === id);
      return {
        id,
        title: titles.get(id)?.title ?? '',
        public: open.has(id),
        in_trash: titles.get(id)?.in_trash ?? true,
        roles: byRoleOrder(own.map((m) => m.role)),
        names: [...new Set(own.map((m) => m.name))],
      };
    }),
  };
}

const mediaOf = async (db: DbOrTx, personIds: number[]) => [
  ...new Set((await repo.mentionsOfPeople(db, personIds)).map((m) => m.media_id)),
];

/** Staff name a person and give their authority identifiers; the slug stays. */
export async function updatePerson(ctx: WriteContext, slug: string, raw: PersonInput): Promise<AdminPersonDetail> {
  const input = PersonInputSchema.parse(raw);
  const found = await activePerson(ctx.db, slug);
  await writeInterviews(
    ctx,
    await mediaOf(ctx.db, [found.id]),
    async ({ trx, now }) => {
      const row = await activePerson(trx, slug);
      await repo.updatePerson(trx, row.id, {
        name: input.name,
        name_ar: input.name_ar,
        wikidata: input.authority.wikidata,
        viaf: input.authority.viaf,
        updated_at: now,
      });
      return true;
    },
    { versions: false },
  );
  return adminPerson(ctx.db, slug);
}

/**
 * One person merged into another: every name and mention of it becomes the other's, which keeps its own names and
 * identifiers (an empty one takes the merged person's). The merged address answers for the other from then on.
 */
export async function mergePerson(ctx: WriteContext, slug: string, into: string): Promise<AdminPersonDetail> {
  const check = async (db: DbOrTx) => {
    const from = await activePerson(db, slug);
    const target = await resolve(db, into);
    if (!target) {
      throw new HttpError(404, ErrorCode.notFound, `No person has the address “${into}”.`, [{ path: 'into', message: 'No such person.' }]);
    }
    if (target.id === from.id) {
      throw new HttpError(400, ErrorCode.mergeIntoItself, 'A person cannot be merged into themselves.', [
        { path: 'into', message: 'Choose another person.' },
      ]);
    }
    return { from, target };
  };
  const { from, target } = await check(ctx.db);
  await writeInterviews(
    ctx,
    await mediaOf(ctx.db, [from.id, target.id]),
    async ({ trx, now }) => {
      const { from: a, target: b } = await check(trx);
      await repo.moveEverything(trx, a.id, b.id);
      await repo.updatePerson(trx, b.id, {
        name_ar: b.name_ar || a.name_ar,
        wikidata: b.wikidata ?? a.wikidata,
        viaf: b.viaf ?? a.viaf,
        updated_at: now,
      });
      await repo.updatePerson(trx, a.id, { merged_into: b.id, updated_at: now });
      return true;
    },
    { versions: false },
  );
  return adminDetail(ctx.db, (await repo.findPersonById(ctx.db, target.id))!);
}

/** The names of some of a person's interviews become a new person's (two people who share a name). */
export async function splitPerson(ctx: WriteContext, slug: string, raw: PersonSplit): Promise<{ id: number; slug: string }> {
  const input = PersonSplitSchema.parse(raw);
  const media = [...new Set(input.media)];
  const check = async (db: DbOrTx) => {
    const row = await activePerson(db, slug);
    const own = new Set(await mediaOf(db, [row.id]));
    const strangers = media.filter((id) => !own.has(id));
    if (strangers.length > 0) {
      throw new HttpError(
        400,
        ErrorCode.notPersonsInterview,
        `${row.name} takes no part in the interview${strangers.length > 1 ? 's' : ''} ${strangers.join(', ')}.`,
        strangers.map((id) => ({ path: `media.${input.media.indexOf(id)}`, message: `Not one of this person’s interviews: ${id}.` })),
      );
    }
    return row;
  };
  await check(ctx.db);
  return writeInterviews(
    ctx,
    media,
    async ({ trx, now }) => {
      const row = await check(trx);
      const newSlug = await freeSlug(trx, input.name);
      const id = await repo.insertPerson(trx, {
        slug: newSlug,
        name: input.name,
        name_ar: input.name_ar,
        wikidata: null,
        viaf: null,
        merged_into: null,
        created_at: now,
        updated_at: now,
      });
      await repo.moveMentions(trx, row.id, id, media);
      await repo.updatePerson(trx, row.id, { updated_at: now });
      return { id, slug: newSlug };
    },
    { versions: false },
  );
}

/** Links the interviews of an archive older than people (no mentions yet) to their people, once at start. */
export async function linkUnlinkedMedia(ctx: WriteContext): Promise<number> {
  const ids = await repo.unlinkedMedia(ctx.db);
  if (ids.length === 0) return 0;
  await writeInterviews(ctx, ids, async () => ids.length, { versions: false });
  return ids.length;
}
