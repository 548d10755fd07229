import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAccessInput } from '#contracts/access';
import { useTestServer } from '../../../test/use-test-server.ts';
import { createInterview, fakeWebDist, type OutletName, outlets, setAccess } from './access.test-support.ts';

// The access rule over every outlet (docs/behaviour.md §300): each access state x each outlet that
// shows an interview to the public. Every interview holds its own words: a title word (catalogue),
// an open word (its transcript and segments), and a secret word in the passage 00:01:00-00:02:00.

const web = fakeWebDist();
afterAll(() => web.remove());
const t = useTestServer({ seed: 'none', webDist: web.dir });

interface State {
  visibility: 'public' | 'archived';
  access: MediaAccessInput;
  /** What the public sees: the catalogue record, the recording and texts, and the withheld passage. */
  record: boolean;
  body: boolean;
  secret: boolean;
}
const passage = { start_time: '00:01:00', end_time: '00:02:00', reason: "at the narrator's request", until: '2099-01-01' };
const states: Record<string, State> = {
  open: { visibility: 'public', access: { access: 'open' }, record: true, body: true, secret: true },
  on_request: { visibility: 'public', access: { access: 'on_request' }, record: true, body: false, secret: false },
  sealed: { visibility: 'public', access: { access: 'sealed', sealed_until: '2099-01-01' }, record: true, body: false, secret: false },
  passage_withheld: { visibility: 'public', access: { access: 'open', redactions: [passage] }, record: true, body: true, secret: false },
  sealed_with_passage: {
    visibility: 'public',
    access: { access: 'sealed', sealed_until: '2098-06-30', redactions: [passage] },
    record: true,
    body: false,
    secret: false,
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
/** Outlets whose text carries the transcript or segment descriptions when they are shown. */
const textOutlets = new Set<OutletName>(['detail', 'page', 'ohms', 'searchTranscript', 'transcriptVtt', 'arabicVtt']);

const ids = new Map<string, number>();
const wordsOf = (name: string, index: number) => {
  const tag = String.fromCharCode(97 + index).repeat(3);
  return { titleWord: `zircon${tag}`, openWord: `meadow${tag}`, secretWord: `quartz${tag}` };
};

beforeAll(async () => {
  for (const [index, [name, state]] of Object.entries(states).entries()) {
    const id = await createInterview(t.server, t.admin, wordsOf(name, index), state.visibility);
    const res = await setAccess(t.server, t.admin, id, state.access);
    expect(res.status).toBe(200);
    ids.set(name, id);
  }
});

const cases = Object.entries(states).flatMap(([name, state], index) =>
  [...recordOutlets, ...bodyOutlets, 'searchSecret' as const].map((outlet) => ({ name, state, index, outlet })),
);

describe.each(['public'])('what the %s sees', () => {
  it.each(cases)('$name in $outlet', async ({ name, state, index, outlet }) => {
    const words = wordsOf(name, index);
    const answer = await outlets(t.server, words)[outlet](ids.get(name)!);
    const shown = outlet === 'searchSecret' ? state.secret : bodyOutlets.includes(outlet) ? state.body : state.record;
    expect(answer.found).toBe(shown);
    if (!state.secret) expect(answer.text).not.toContain(words.secretWord);
    if (answer.found && textOutlets.has(outlet)) expect(answer.text.includes(words.openWord)).toBe(state.body);
    if (answer.found && outlet === 'iiif') expect(answer.text.includes('tape.mp4')).toBe(state.body);
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
