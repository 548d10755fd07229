import { type AccessLevel, AccessLevelSchema } from '#contracts/access';
import { WITHHELD_TEXT } from '#contracts/constants';
import { ROLE_GUEST, ROLE_HOST, VISIBILITIES, type Visibility } from '#contracts/constants';
import { type ImportProblem, LIST_SEPARATOR, type SheetColumn } from '#contracts/interview-sheet';
import { MediaInputSchema, ParticipantInputSchema } from '#contracts/media';
import { TIME_PATTERN } from '#contracts/time';
import { isWebUrl, WEB_URL_MESSAGE } from '#contracts/web-url';
import type { NameKind, SheetVocabulary } from './sheet-vocabulary.ts';

// An interview as a row of the spreadsheet (docs/behaviour.md §1100): the fields staff edit, how each is
// written into its cells and read back from them. The export writes `cellsOf`; an import reads a field only
// when one of its cells differs from what the export would write, so an unedited cell never changes anything.

export interface SheetParticipant {
  first_name: string;
  last_name: string;
  phone: string;
  role: number;
}

/** The fields of one interview a spreadsheet holds, as stored. */
export interface SheetRecord {
  title: string;
  description: string;
  acknowledgement: string;
  visibility: Visibility;
  restriction: string;
  interview_date: string | null;
  /** WITHHELD_TEXT when the export leaves the recording out (a seal in force, docs/behaviour.md §1101). */
  url: string;
  media_file: boolean;
  duration: string;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  original_language: string | null;
  places: string[];
  topics: string[];
  important_people: string[];
  participants: SheetParticipant[];
  access: AccessLevel;
  sealed_until: string | null;
  access_note: string;
  category: string;
  tags: string[];
  featured: boolean;
  /** The slugs of the collections it is in, in slug order. */
  collections: string[];
}
export type SheetField = keyof SheetRecord;

/** A cell read: its value, or why it cannot be. */
export type Parsed<V> = { value: V } | { problem: ImportProblem; message: string };
const ok = <V>(value: V): Parsed<V> => ({ value });
const bad = (problem: ImportProblem, message: string): Parsed<never> => ({ problem, message });

interface FieldDef<K extends SheetField> {
  field: K;
  /** Its columns: the field's own, then its Arabic forms' when it has them. */
  columns: readonly SheetColumn[];
  cells(value: SheetRecord[K], vocabulary: SheetVocabulary): string[];
  /** Reads the field from the cell of `columns[index]`. */
  parse(cell: string, vocabulary: SheetVocabulary, index: number): Parsed<SheetRecord[K]>;
}

const schemaText =
  (schema: {
    safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
  }) =>
  (cell: string): Parsed<string> => {
    const parsed = schema.safeParse(cell);
    return parsed.success
      ? ok(String(parsed.data))
      : bad('invalid_value', parsed.error.issues[0]?.message ?? 'Not a value this field takes.');
  };

const text = <K extends SheetField>(field: K & SheetColumn, parse: (cell: string) => Parsed<string>): FieldDef<K> => ({
  field,
  columns: [field],
  cells: (value) => [String(value)],
  parse: parse as FieldDef<K>['parse'],
});

const oneOf = <T extends string>(allowed: readonly T[], cell: string): Parsed<T> =>
  (allowed as readonly string[]).includes(cell) ? ok(cell as T) : bad('invalid_value', `Write one of: ${allowed.join(', ')}.`);

/** A calendar day written YYYY-MM-DD, or an empty cell. */
function dayOrNull(cell: string): Parsed<string | null> {
  if (cell === '') return ok(null);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(cell) ? new Date(`${cell}T00:00:00Z`) : null;
  const real = date !== null && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === cell;
  return real ? ok(cell) : bad('bad_date', `“${cell}” is not a date written YYYY-MM-DD.`);
}

const YES = ['yes', 'true', '1'];
const NO = ['no', 'false', '0', ''];
function yesNo(cell: string): Parsed<boolean> {
  const word = cell.toLowerCase();
  if (YES.includes(word)) return ok(true);
  if (NO.includes(word)) return ok(false);
  return bad('invalid_value', 'Write yes or no.');
}

function coordinate(cell: string, limit: number): Parsed<number | null> {
  if (cell === '') return ok(null);
  const n = Number(cell.replace(',', '.'));
  return Number.isFinite(n) && Math.abs(n) <= limit ? ok(n) : bad('invalid_value', `Write a number from -${limit} to ${limit}.`);
}

/** The items of a list cell, trimmed, blanks and repeats left out. */
const listItems = (cell: string): string[] => [
  ...new Set(
    cell
      .split(';')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];
const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);

/** A list of names of one kind, in English and in the Arabic forms' column. */
function names(kind: NameKind, field: 'places' | 'topics', arabicColumn: SheetColumn): FieldDef<typeof field>;
function names(kind: NameKind, field: 'important_people'): FieldDef<'important_people'>;
function names(kind: NameKind, field: 'places' | 'topics' | 'important_people', arabicColumn?: SheetColumn): FieldDef<typeof field> {
  const problem: ImportProblem = kind === 'place' ? 'unknown_place' : 'unknown_vocabulary';
  return {
    field,
    columns: arabicColumn ? [field, arabicColumn] : [field],
    cells: (value, vocabulary) => [joinList(value), ...(arabicColumn ? [joinList(value.map((n) => vocabulary.arabic(kind, n)))] : [])],
    parse(cell, vocabulary, index) {
      const found: string[] = [];
      for (const item of listItems(cell)) {
        const name = vocabulary.find(kind, item, index === 1);
        if (name === undefined) return bad(problem, `“${item}” is not in the archive's ${kind === 'place' ? 'places' : 'vocabulary'}.`);
        if (!found.includes(name)) found.push(name);
      }
      return ok(found);
    },
  };
}

/** One name of a kind (region, language), in English and in its Arabic forms' column; empty for none. */
function name<K extends 'region' | 'original_language'>(field: K, kind: NameKind, arabicColumn: SheetColumn): FieldDef<K> {
  return {
    field,
    columns: [field, arabicColumn],
    cells: (value, vocabulary) => [value ?? '', value === null ? '' : vocabulary.arabic(kind, value)],
    parse(cell, vocabulary, index) {
      if (cell === '') return ok(null) as Parsed<SheetRecord[K]>;
      const found = vocabulary.find(kind, cell, index === 1);
      if (found !== undefined) return ok(found) as Parsed<SheetRecord[K]>;
      return kind === 'region'
        ? bad('unknown_place', `“${cell}” is neither in the gazetteer nor among the archive's regions.`)
        : bad('unknown_vocabulary', `“${cell}” is not a language of the archive's vocabulary.`);
    },
  };
}

const ROLE_WORDS: Record<number, string> = { [ROLE_HOST]: 'host', [ROLE_GUEST]: 'guest' };
const PARTICIPANT_FORM = 'Write each participant as “role: first name | last name | phone” (role host, guest or a number).';

function participantCell(p: SheetParticipant): string {
  const parts = [p.first_name, p.last_name, ...(p.phone ? [p.phone] : [])];
  return `${ROLE_WORDS[p.role] ?? p.role}: ${parts.join(' | ')}`;
}

function participantOf(item: string): Parsed<SheetParticipant> {
  const colon = item.indexOf(':');
  if (colon < 0) return bad('invalid_value', PARTICIPANT_FORM);
  const roleWord = item.slice(0, colon).trim().toLowerCase();
  const role = roleWord === 'host' ? ROLE_HOST : roleWord === 'guest' ? ROLE_GUEST : /^\d+$/.test(roleWord) ? Number(roleWord) : NaN;
  const [first = '', last = '', phone = '', ...more] = item
    .slice(colon + 1)
    .split('|')
    .map((part) => part.trim());
  const parsed = ParticipantInputSchema.safeParse({ first_name: first, last_name: last, phone, role });
  if (more.length || !parsed.success) return bad('invalid_value', PARTICIPANT_FORM);
  return ok({ first_name: parsed.data.first_name, last_name: parsed.data.last_name, phone: parsed.data.phone, role: parsed.data.role });
}

/** Participants in the order the archive keeps them (by role, then as given): an order alone is no change. */
export const inRoleOrder = (people: SheetParticipant[]) => [...people].sort((a, b) => a.role - b.role);

const fields = [
  text('title', schemaText(MediaInputSchema.shape.title)),
  text('description', schemaText(MediaInputSchema.shape.description)),
  text('acknowledgement', schemaText(MediaInputSchema.shape.acknowledgement)),
  {
    field: 'visibility',
    columns: ['visibility'],
    cells: (v) => [v],
    parse: (cell) => oneOf(VISIBILITIES, cell),
  } satisfies FieldDef<'visibility'>,
  text('restriction', schemaText(MediaInputSchema.shape.restriction)),
  { field: 'interview_date', columns: ['interview_date'], cells: (v) => [v ?? ''], parse: dayOrNull } satisfies FieldDef<'interview_date'>,
  {
    field: 'url',
    columns: ['url'],
    cells: (v) => [v],
    parse: (cell) => (cell === '' || isWebUrl(cell) ? ok(cell) : bad('invalid_value', WEB_URL_MESSAGE)),
  } satisfies FieldDef<'url'>,
  { field: 'media_file', columns: ['media_file'], cells: (v) => [v ? 'yes' : 'no'], parse: yesNo } satisfies FieldDef<'media_file'>,
  {
    field: 'duration',
    columns: ['duration'],
    cells: (v) => [v],
    parse: (cell) => (cell === '' || TIME_PATTERN.test(cell) ? ok(cell) : bad('invalid_value', 'Write the duration as hh:mm:ss.')),
  } satisfies FieldDef<'duration'>,
  name('region', 'region', 'region_ar'),
  {
    field: 'latitude',
    columns: ['latitude'],
    cells: (v) => [v === null ? '' : String(v)],
    parse: (c) => coordinate(c, 90),
  } satisfies FieldDef<'latitude'>,
  {
    field: 'longitude',
    columns: ['longitude'],
    cells: (v) => [v === null ? '' : String(v)],
    parse: (c) => coordinate(c, 180),
  } satisfies FieldDef<'longitude'>,
  name('original_language', 'language', 'original_language_ar'),
  names('place', 'places', 'places_ar'),
  names('topic', 'topics', 'topics_ar'),
  names('person', 'important_people'),
  {
    field: 'participants',
    columns: ['participants'],
    cells: (v) => [joinList(v.map(participantCell))],
    parse(cell) {
      const people: SheetParticipant[] = [];
      for (const item of listItems(cell)) {
        const one = participantOf(item);
        if ('problem' in one) return one;
        people.push(one.value);
      }
      return ok(inRoleOrder(people));
    },
  } satisfies FieldDef<'participants'>,
  {
    field: 'access',
    columns: ['access'],
    cells: (v) => [v],
    parse: (cell) => oneOf(AccessLevelSchema.options, cell),
  } satisfies FieldDef<'access'>,
  { field: 'sealed_until', columns: ['sealed_until'], cells: (v) => [v ?? ''], parse: dayOrNull } satisfies FieldDef<'sealed_until'>,
  text('access_note', (cell) => (cell.length <= 2000 ? ok(cell) : bad('invalid_value', 'At most 2,000 characters.'))),
  text('category', (cell) => (cell.length <= 100 ? ok(cell) : bad('invalid_value', 'At most 100 characters.'))),
  {
    field: 'tags',
    columns: ['tags'],
    cells: (v) => [joinList(v)],
    parse: (cell) => {
      const tags = listItems(cell);
      return tags.length <= 50 && tags.every((t) => t.length <= 100)
        ? ok(tags)
        : bad('invalid_value', 'At most 50 tags of 100 characters.');
    },
  } satisfies FieldDef<'tags'>,
  { field: 'featured', columns: ['featured'], cells: (v) => [v ? 'yes' : 'no'], parse: yesNo } satisfies FieldDef<'featured'>,
  {
    field: 'collections',
    columns: ['collections'],
    cells: (v) => [joinList(v)],
    parse(cell, vocabulary) {
      const slugs: string[] = [];
      for (const item of listItems(cell)) {
        const slug = vocabulary.find('collection', item, false);
        if (slug === undefined) return bad('unknown_collection', `No collection has the slug “${item}”.`);
        if (!slugs.includes(slug)) slugs.push(slug);
      }
      return ok(slugs.sort());
    },
  } satisfies FieldDef<'collections'>,
] as const;

/** Every field with its columns, in the sheet's order. */
export const SHEET_FIELDS: readonly FieldDef<SheetField>[] = fields as unknown as readonly FieldDef<SheetField>[];

/** The cells of one interview, by column (without `id`). */
export function cellsOf(record: SheetRecord, vocabulary: SheetVocabulary): Map<SheetColumn, string> {
  const cells = new Map<SheetColumn, string>();
  for (const def of SHEET_FIELDS) {
    const values = def.cells(record[def.field], vocabulary);
    def.columns.forEach((column, i) => cells.set(column, values[i] ?? ''));
  }
  return cells;
}

/** A cell as compared and read: trimmed, line ends as `\n`. */
export const normalCell = (cell: string) => cell.replace(/\r\n?/g, '\n').trim();

/** What a new interview holds for a field the sheet leaves out or empty. */
export const EMPTY_RECORD: SheetRecord = {
  title: '',
  description: '',
  acknowledgement: '',
  visibility: 'archived',
  restriction: 'none',
  interview_date: null,
  url: '',
  media_file: false,
  duration: '',
  region: null,
  latitude: null,
  longitude: null,
  original_language: null,
  places: [],
  topics: [],
  important_people: [],
  participants: [],
  access: 'open',
  sealed_until: null,
  access_note: '',
  category: '',
  tags: [],
  featured: false,
  collections: [],
};

/** Whether a field's cell holds the mark of material the export left out (it then stays as it is). */
export const isWithheldMark = (cell: string) => cell === WITHHELD_TEXT;
