import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAccessInput } from '#contracts/access';
import type { AccessRequest } from '#contracts/access-requests';
import { apiPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { createInterview, fakeWebDist, type OutletName, outlets, setAccess, untimedTexts } from './access.test-support.ts';

// The access rule over every outlet (docs/behaviour.md §300): each access state x each outlet that
// shows an interview to the public, read by the public, by the holder of an access link to that
// interview, and by the holder of a link to another one. Every interview holds its own words: a title
// word (catalogue), an open word (its transcript and segments), and a secret word in the passage
// 00:01:00-00:02:00.

const web = fakeWebDist();
afterAll(() => web.remove());
const t = useTestServer({ seed: 'none', webDist: web.dir });

type Words = ReturnType<typeof wordsOf>;
interface State {
  visibility: 'public' | 'archived';
  access: MediaAccessInput | ((words: Words) => MediaAccessInput);
  /** Transcripts without time markers (no WebVTT of them), the passage selected by its words. */
  untimed?: true;
  /** What the public sees: the catalogue record, the recording and texts, and the withheld passage. */
  record: boolean;
  body: boolean;
  secret: boolean;
  /** A passage is withheld at the narrator's request: it stays withheld for a link holder too. */
  passage?: true;
}
const passage = { start_time: '00:01:00', end_time: '00:02:00', reason: "at the narrator's request", until: '2099-01-01' };
const states: Record<string, State> = {
  open: { visibility: 'public', access: { access: 'open' }, record: true, body: true, secret: true },
  on_request: { visibility: 'public', access: { access: 'on_request' }, record: true, body: false, secret: false },
  sealed: { visibility: 'public', access: { access: 'sealed', sealed_until: '2099-01-01' }, record: true, body: false, secret: false },
  passage_withheld: {
    visibility: 'public',
    access: { access: 'open', redactions: [passage] },
    record: true,
    body: true,
    secret: false,
    passage: true,
  },
  sealed_with_passage: {
    visibility: 'public',
    access: { access: 'sealed', sealed_until: '2098-06-30', redactions: [passage] },
    record: true,
    body: false,
    secret: false,
    passage: true,
  },
  passage_selected: {
    visibility: 'public',
    access: (words) => ({
      access: 'open',
      redactions: [
        { language: 'English', text: untimedTexts(words).englishPassage.replace('\n', ' '), reason: 'family', until: null },
        { language: 'العربية', text: untimedTexts(words).arabicPassage, reason: 'family', until: null },
      ],
    }),
    untimed: true,
    record: true,
    body: true,
    secret: false,
    passage: true,
  },
  archived_open: { visibility: 'archived', access: { access: 'open' }, record: false, body: false, secret: false },
  archived_sealed: {
    visibility: 'archived',
    access: { access: 'sealed', sealed_until: '2099-01-01' },
    record: false,
    body: false,
    secret: false,
  },
};

/** Outlets that show the catalogue record, those that show the texts, and the search for the withheld word. */
const recordOutlets: OutletName[] = [
  'list',
  'detail',
  'searchMetadata',
  'facets',
  'page',
  'sitemap',
  'oaiList',
  'oaiGet',
  'iiif',
  'chapters',
  'ohms',
  'poster',
];
const bodyOutlets: OutletName[] = ['searchTranscript', 'transcriptVtt', 'arabicVtt'];
/**
 * Outlets of the whole catalogue: what they hold is what the public sees (the search index holds only
 * public words, harvesters hold no link), so a link changes nothing there (docs/behaviour.md §300).
 */
const catalogueOutlets = new Set<OutletName>([
  'list',
  'searchMetadata',
  'searchTranscript',
  'searchSecret',
  'facets',
  'sitemap',
  'oaiList',
  'oaiGet',
]);
/** Outlets whose text carries the transcript or segment descriptions when they are shown. */
const textOutlets = new Set<OutletName>(['detail', 'page', 'ohms', 'searchTranscript', 'transcriptVtt', 'arabicVtt']);

const ids = new Map<string, number>();
/** The token of an approved request for each interview, and one for an interview outside the table. */
const tokens = new Map<string, string>();
let otherToken = '';
function wordsOf(index: number) {
  const tag = String.fromCharCode(97 + index).repeat(3);
  return { titleWord: `zircon${tag}`, openWord: `meadow${tag}`, secretWord: `quartz${tag}` };
}

/** A visitor asks for the interview and staff approve: the token of the link they send. */
async function linkTo(id: number): Promise<string> {
  const visitor = { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis' };
  const asked = await call<{ id: number }>(t.server, 'POST', apiPaths.media.accessRequests(id), { json: visitor });
  expect(asked.status).toBe(201);
  const approved = await call<AccessRequest>(t.server, 'POST', apiPaths.admin.accessRequestApprove(asked.body.id), {
    json: {},
    headers: t.admin,
  });
  expect(approved.status).toBe(200);
  return new URL(approved.body.access!.link, 'http://x').searchParams.get('access')!;
}

beforeAll(async () => {
  for (const [index, [name, state]] of Object.entries(states).entries()) {
    // Created public so a visitor can ask for it, then archived if the state says so: a link never opens an archived interview.
    const words = wordsOf(index);
    const id = await createInterview(t.server, t.admin, words, 'public', { untimed: state.untimed === true });
    const res = await setAccess(t.server, t.admin, id, typeof state.access === 'function' ? state.access(words) : state.access);
    expect(res.status).toBe(200);
    tokens.set(name, await linkTo(id));
    if (state.visibility === 'archived') {
      expect(
        (await call(t.server, 'PATCH', apiPaths.media.visibility(id), { json: { visibility: 'archived' }, headers: t.admin })).status,
      ).toBe(200);
    }
    ids.set(name, id);
  }
  const other = await createInterview(
    t.server,
    t.admin,
    { titleWord: 'basaltzzz', openWord: 'prairiezzz', secretWord: 'opalzzz' },
    'public',
  );
  expect((await setAccess(t.server, t.admin, other, { access: 'on_request' })).status).toBe(200);
  otherToken = await linkTo(other);
});

type ReaderName = 'public' | 'link holder' | 'holder of another link';
const readers: ReaderName[] = ['public', 'link holder', 'holder of another link'];

/** What `reader` sees of an interview in `state`: a link opens its own public interview in the outlets of that interview. */
function expected(state: State, reader: ReaderName, outlet: OutletName): Pick<State, 'record' | 'body' | 'secret'> {
  if (reader !== 'link holder' || catalogueOutlets.has(outlet) || state.visibility === 'archived') return state;
  return { record: true, body: true, secret: !state.passage };
}

const cases = readers.flatMap((reader) =>
  Object.entries(states).flatMap(([name, state], index) =>
    [...recordOutlets, ...bodyOutlets, 'searchSecret' as const].map((outlet) => ({ reader, name, state, index, outlet })),
  ),
);

describe('what each reader sees', () => {
  it.each(cases)('$reader: $name in $outlet', async ({ reader, name, state, index, outlet }) => {
    const words = wordsOf(index);
    const token = reader === 'public' ? null : reader === 'link holder' ? tokens.get(name)! : otherToken;
    const answer = await outlets(t.server, words, token)[outlet](ids.get(name)!);
    const sees = expected(state, reader, outlet);
    const untimedVtt = state.untimed === true && (outlet === 'transcriptVtt' || outlet === 'arabicVtt');
    const shown = untimedVtt ? false : outlet === 'searchSecret' ? sees.secret : bodyOutlets.includes(outlet) ? sees.body : sees.record;
    expect(answer.found).toBe(shown);
    if (!sees.secret) expect(answer.text).not.toContain(words.secretWord);
    if (answer.found && textOutlets.has(outlet)) expect(answer.text.includes(words.openWord)).toBe(sees.body);
    if (answer.found && outlet === 'iiif') expect(answer.text.includes('tape.mp4')).toBe(sees.body);
    if (answer.found && sees.secret && textOutlets.has(outlet) && !catalogueOutlets.has(outlet))
      expect(answer.text).toContain(words.secretWord);
  });
});

describe('the public detail', () => {
  it('carries the level, the seal and each withheld passage, never its words', async () => {
    const sealed = await fetch(`${t.server.url}/api/v/media/${ids.get('sealed_with_passage')}/`).then((r) => r.json());
    expect(sealed).toMatchObject({ access: 'sealed', sealed_until: '2098-06-30', url: '', youtubeid: null, transcripts: [] });
    expect(sealed.redactions).toEqual([{ id: 1, ...passage }]);
    expect(sealed.segments.map((s: { title: string }) => s.title)).toEqual(['Part 1', 'Part 2', 'Part 3']);

    const withheld = await fetch(`${t.server.url}/api/v/media/${ids.get('passage_withheld')}/`).then((r) => r.json());
    expect(withheld).toMatchObject({ access: 'open', sealed_until: null, withheld_passages: 1 });
    // Every language's paragraph over the passage is withheld whole; the paragraphs touching it stay.
    for (const transcript of withheld.transcripts) {
      expect(transcript.text).toMatch(/^\[00:00:00\] .+\n\n\[00:01:00\] \[…\]\n\n\[00:02:00\] .+$/);
    }
    expect(withheld.segments.map((s: { description: string }) => s.description)).toEqual(['Opening meadowddd', '[…]', 'Closing meadowddd']);
  });

  it('shows staff everything, with the level in force', async () => {
    const res = await fetch(`${t.server.url}/api/v/media/${ids.get('passage_withheld')}/`, { headers: t.admin }).then((r) => r.json());
    expect(res.transcripts[0].text).toContain('quartzddd');
    expect(res.withheld_passages).toBe(1);
  });
});
