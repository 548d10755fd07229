import { z } from 'zod';
import { ConsentScopeSchema } from './consent.ts';
import { AccessLevelSchema, StaffRedactionSchema } from './access.ts';
import { VisibilitySchema } from './media.ts';

// The one definition of an interview (docs/decisions.md §1903): its fields as a snapshot holds them (the schema), and
// for each field (INTERVIEW_FIELDS, typed by the schema's keys, so a field added to one is a type error until the other
// says what it is) what it is to a saved version, whether a transcriber may change it, and how History shows a change.
// The snapshot's reading and writing (api/src/features/media/media.snapshot.ts), History's comparisons and diff,
// restores from History and the trash, and the transcriber's guard (api/src/features/review/review.guard.ts) all
// follow it.

/**
 * One whole video as it stood at a moment: every field, segments, participants, transcripts.
 * Version history keeps the one a save replaced; the trash keeps the one that was deleted.
 * Part ids are kept so a video restored from the trash gets its own ids back; a diff ignores them.
 */
export const MediaSnapshotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  acknowledgement: z.string(),
  visibility: VisibilitySchema,
  restriction: z.string(),
  interview_date: z.string().nullable(),
  url: z.string(),
  /** Older snapshots predate the flag: false then. */
  media_file: z.boolean().default(false),
  duration: z.string(),
  region: z.object({ name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }).nullable(),
  original_language: z.string().nullable(),
  topics: z.array(z.string()),
  important_people: z.array(z.string()),
  places: z.array(z.string()),
  metadata: z.object({
    views: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
    category: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
  }),
  transcripts: z.array(
    z.object({
      id: z.number().int(),
      language: z.string(),
      text: z.string(),
      machine_generated: z.boolean().optional(),
      corrected: z.boolean().optional(),
    }),
  ),
  segments: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      description: z.string(),
      transcript: z.string(),
    }),
  ),
  participants: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string(),
      role: z.number().int(),
    }),
  ),
  /** The participants' releases (docs/behaviour.md §400); older snapshots predate them: none then. */
  consents: z
    .array(
      z.object({
        first_name: z.string(),
        last_name: z.string(),
        scope: ConsentScopeSchema,
        signed_on: z.string(),
        valid_until: z.string().nullable(),
        conditions: z.string(),
        form_sha256: z.string().nullable(),
        form_name: z.string().nullable(),
        updated_at: z.string(),
        updated_by: z.string().nullable(),
      }),
    )
    .default([]),
  /** Older snapshots predate access levels (docs/behaviour.md §300): open, nothing withheld, then. */
  access: AccessLevelSchema.default('open'),
  sealed_until: z.string().nullable().default(null),
  access_note: z.string().default(''),
  redactions: z.array(StaffRedactionSchema).default([]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaSnapshot = z.infer<typeof MediaSnapshotSchema>;

/**
 * What a field is to a saved version:
 * - `identity`: which interview it is (its id), not what it says;
 * - `stamp`: when it was made or saved, not what it says;
 * - `counter`: what visitors add (plays): kept in a snapshot, never compared, never brought back by a version;
 * - `content`: what staff edit: compared to tell whether a save changed anything, and brought back by a version.
 */
type FieldRole = 'identity' | 'stamp' | 'counter' | 'content';

/** One line of History's comparison: a field, or one of its items (a transcript, a segment), as text. */
interface ShownField {
  key: string;
  /** The label's key under `history.fields.` in the admin's texts. */
  label: HistoryLabel;
  params?: Record<string, string | number>;
  text: string;
}

type HistoryLabel =
  | 'title'
  | 'description'
  | 'acknowledgement'
  | 'visibility'
  | 'restriction'
  | 'interviewDate'
  | 'url'
  | 'mediaFile'
  | 'duration'
  | 'region'
  | 'originalLanguage'
  | 'topics'
  | 'importantPeople'
  | 'places'
  | 'category'
  | 'tags'
  | 'featured'
  | 'access'
  | 'redactions'
  | 'accessNote'
  | 'participants'
  | 'consents'
  | 'transcript'
  | 'segment';

interface FieldRule<K extends keyof MediaSnapshot> {
  role: FieldRole;
  /** A transcriber may change it (docs/behaviour.md §500); every other field of theirs must stay as it was. */
  transcriber?: true;
  /** Items carrying their own row ids (parts): the ids are not what they say, and are left out of comparisons. */
  partIds?: true;
  /** Kept in the `media` column of the same name: text as it is, or a flag as 0 or 1. */
  column?: 'text' | 'flag';
  /** The fields of an object value (metadata), when they are not all of one role. */
  fields?: Record<string, FieldRole>;
  /** How History shows it, in this order; none when History does not show it (shown with another field, or not content). */
  show?: (value: MediaSnapshot[K], snapshot: MediaSnapshot) => ShownField[];
}

const line = (key: string, label: HistoryLabel, text: string): ShownField[] => [{ key, label, text }];
const list = (items: readonly string[]) => items.join(', ');
const flag = (on: boolean) => (on ? '✓' : '–');

/**
 * Every field of an interview, in the order History shows them (the form's, then transcripts and segments). The
 * type requires a rule for each field of the snapshot.
 */
const INTERVIEW_FIELDS = {
  id: { role: 'identity' },
  title: { role: 'content', column: 'text', show: (v) => line('title', 'title', v) },
  description: { role: 'content', column: 'text', show: (v) => line('description', 'description', v) },
  acknowledgement: { role: 'content', column: 'text', show: (v) => line('acknowledgement', 'acknowledgement', v) },
  visibility: { role: 'content', column: 'text', show: (v) => line('visibility', 'visibility', v) },
  restriction: { role: 'content', column: 'text', show: (v) => line('restriction', 'restriction', v) },
  interview_date: { role: 'content', column: 'text', show: (v) => line('interview_date', 'interviewDate', v ?? '') },
  url: { role: 'content', column: 'text', show: (v) => line('url', 'url', v) },
  media_file: { role: 'content', column: 'flag', show: (v) => line('media_file', 'mediaFile', flag(v)) },
  duration: { role: 'content', column: 'text', show: (v) => line('duration', 'duration', v) },
  region: {
    role: 'content',
    show: (v) =>
      line(
        'region',
        'region',
        v ? `${v.name}${v.latitude !== null && v.longitude !== null ? ` (${v.latitude}, ${v.longitude})` : ''}` : '',
      ),
  },
  original_language: { role: 'content', show: (v) => line('original_language', 'originalLanguage', v ?? '') },
  topics: { role: 'content', show: (v) => line('topics', 'topics', list(v)) },
  important_people: { role: 'content', show: (v) => line('important_people', 'importantPeople', list(v)) },
  places: { role: 'content', show: (v) => line('places', 'places', list(v)) },
  // Likes and comments are staff's metadata, compared but not shown; views are plays.
  metadata: {
    role: 'content',
    fields: { views: 'counter', likes: 'content', comments: 'content', category: 'content', tags: 'content', featured: 'content' },
    show: (v) => [
      ...line('category', 'category', v.category),
      ...line('tags', 'tags', list(v.tags)),
      ...line('featured', 'featured', flag(v.featured)),
    ],
  },
  access: {
    role: 'content',
    show: (v, s) => line('access', 'access', v === 'sealed' ? `${v} → ${s.sealed_until ?? ''}` : v),
  },
  sealed_until: { role: 'content' },
  redactions: {
    role: 'content',
    // A passage is a time range, or words selected in the transcript of a language (docs/behaviour.md §300).
    show: (v) =>
      line(
        'redactions',
        'redactions',
        v
          .map(
            (r) =>
              `${r.language === undefined ? `${r.start_time}–${r.end_time}` : `${r.language}: “${r.text ?? ''}”`} · ${r.reason}${r.until ? ` · ${r.until}` : ''}`,
          )
          .join('\n'),
      ),
  },
  access_note: { role: 'content', show: (v) => line('access_note', 'accessNote', v) },
  participants: {
    role: 'content',
    transcriber: true,
    partIds: true,
    show: (v) =>
      line('participants', 'participants', v.map((p) => `${p.first_name} ${p.last_name} · ${p.role} · ${p.phone}`.trim()).join('\n')),
  },
  consents: {
    role: 'content',
    show: (v) =>
      line(
        'consents',
        'consents',
        v
          .map((c) =>
            [`${c.first_name} ${c.last_name}`, c.scope, c.signed_on, c.valid_until ?? '', c.conditions, c.form_name ?? '']
              .filter(Boolean)
              .join(' · '),
          )
          .join('\n'),
      ),
  },
  transcripts: {
    role: 'content',
    transcriber: true,
    partIds: true,
    show: (v) => v.map((t) => ({ key: `transcript:${t.language}`, label: 'transcript', params: { language: t.language }, text: t.text })),
  },
  segments: {
    role: 'content',
    transcriber: true,
    partIds: true,
    show: (v) =>
      v.map((seg) => ({
        key: `segment:${seg.number}`,
        label: 'segment',
        params: { number: seg.number },
        text: [seg.title, `${seg.start_time} – ${seg.end_time}`, seg.description, seg.transcript].filter(Boolean).join('\n'),
      })),
  },
  created_at: { role: 'stamp' },
  updated_at: { role: 'stamp' },
} satisfies { [K in keyof MediaSnapshot]: FieldRule<K> };

const FIELD_NAMES = Object.keys(INTERVIEW_FIELDS) as (keyof MediaSnapshot)[];
type AnyRule = FieldRule<keyof MediaSnapshot>;
const ruleOf = (name: keyof MediaSnapshot): AnyRule => INTERVIEW_FIELDS[name] as AnyRule;

/** The snapshot's fields a version keeps and brings back as staff's content (`which` narrows them), as comparable text. */
function contentOf(s: MediaSnapshot, which: (rule: AnyRule) => boolean = () => true): string {
  const kept: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const rule = ruleOf(name);
    if (rule.role !== 'content' || !which(rule)) continue;
    let value: unknown = s[name];
    if (rule.partIds) value = (value as { id: number }[]).map(({ id: _id, ...part }) => part);
    if (rule.fields) {
      const fields = rule.fields;
      value = Object.fromEntries(Object.entries(value as object).filter(([key]) => fields[key] === 'content'));
    }
    kept[name] = value;
  }
  return JSON.stringify(kept);
}

/** Whether two snapshots differ in what staff edit (not in the time stamps, the play counter or part ids). */
export const contentDiffers = (a: MediaSnapshot, b: MediaSnapshot): boolean => contentOf(a) !== contentOf(b);

/** Whether a change from `a` to `b` touches a field a transcriber may not change (docs/behaviour.md §500). */
export const changesBeyondTranscriber = (a: MediaSnapshot, b: MediaSnapshot): boolean => {
  const fixed = (rule: AnyRule) => !rule.transcriber;
  return contentOf(a, fixed) !== contentOf(b, fixed);
};

/** The snapshot as History shows it, field by field in the definition's order. */
export function shownFields(s: MediaSnapshot): ShownField[] {
  return FIELD_NAMES.flatMap((name) => {
    const show = ruleOf(name).show as ((value: unknown, snapshot: MediaSnapshot) => ShownField[]) | undefined;
    return show ? show(s[name], s) : [];
  });
}

type Fields = typeof INTERVIEW_FIELDS;
/** The names of the fields kept as `media` columns of the same name. */
export type ColumnFieldName = { [K in keyof Fields]: Fields[K] extends { column: 'text' | 'flag' } ? K : never }[keyof Fields];

/** The fields kept as `media` columns of the same name, with their kind (media.snapshot.ts reads and writes them). */
export const COLUMN_FIELDS = FIELD_NAMES.flatMap((name) => {
  const column = ruleOf(name).column;
  return column ? [{ name: name as ColumnFieldName, column }] : [];
});
