import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createVideo, search, searchIds } from './search.fixtures.ts';

// Archive-wide search over HTTP (docs/decisions.md §73 to §77): normalisation, ranking, match fields, snippets.
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
  ids.titleOld = await createVideo(server, 'Ahidous dance of Ifrane', { media: { interview_date: '2001-05-01' } });
  ids.titleNew = await createVideo(server, 'The Ahidous festival', { media: { interview_date: '2010-05-01' } });
  ids.transcriptOnly = await createVideo(server, 'Village memories', {
    media: {
      interview_date: '2020-05-01',
      transcript: [{ language: 'English', text: 'We used to watch the ahidous every summer near the river.' }],
    },
  });
  ids.arabic = await createVideo(server, 'حكاية أحيدوس القديمة', {
    media: {
      description: 'كَتَبَ الشَّيْخُ الكِتَابَ عن موسى',
      places: ['مصلى القرية'],
      topics: ['الثقافة الأمازيغية'],
      original_language: 'الدارجه',
    },
    segments: [
      { title: 'البداية', transcript: 'مرحبا بكم' },
      { title: 'العين', start_time: '00:02:05', end_time: '00:03:00', transcript: 'كنا نشرب من عين الـــمـــاء كل صباح' },
    ],
  });
  ids.latin = await createVideo(server, 'Village celebration', {
    media: {
      description: 'La fête du Trône à Azrou',
      region: { name: 'Azrou', latitude: 33.4, longitude: -5.2 },
      places: ['Tizguit valley'],
      topics: ['Weaving'],
      important_people: ['Moha Ou Hammou'],
    },
    guest: 'Itto Amahrouch',
    host: 'Youssef Alaoui',
    segments: [
      { title: 'Opening' },
      {
        title: 'The spring',
        start_time: '00:01:30',
        end_time: '00:02:00',
        transcript: 'He remembered how «the water» came down from the mountains.',
      },
    ],
  });
  ids.archived = await createVideo(server, 'Secret ahidous recording', { media: { visibility: 'archived' } });
});
afterAll(() => server.close());

describe('Arabic-aware and accent-insensitive matching', () => {
  it.each([
    ['alef forms (احيدوس finds أحيدوس)', 'احيدوس'],
    ['alef forms in the query (إحيدوس)', 'إحيدوس'],
    ['tashkeel in the text (الكتاب finds الكِتَابَ)', 'الكتاب'],
    ['tashkeel in the query', 'الْكِتَاب'],
    ['alef maqsura in the text (موسي finds موسى)', 'موسي'],
    ['alef maqsura in the query (مصلى finds مصلى, مصلي too)', 'مصلي'],
    ['taa marbuta (الثقافه finds الثقافة)', 'الثقافه'],
    ['the article dropped (ثقافة finds الثقافة)', 'ثقافة'],
    ['tatweel in the text (الماء finds الـــمـــاء)', 'الماء'],
    ['tatweel in the query', 'المـــاء'],
    ['corrected Darija label', 'الدارجة المغربية'],
  ])('%s', async (_rule, query) => {
    expect(await searchIds(server, query)).toEqual([ids.arabic]);
  });

  it.each([
    ['accents (fete finds fête)', 'fete'],
    ['accents in the query (trône finds Trône)', 'TRÔNE'],
    ['case', 'AZROU'],
  ])('%s', async (_rule, query) => {
    expect(await searchIds(server, query)).toEqual([ids.latin]);
  });

  it('needs the whole text in one field (docs/behaviour.md §802); every word in any field is the all-words search', async () => {
    expect(await searchIds(server, 'itto weaving azrou')).toEqual([]);
    expect(await searchIds(server, 'itto amahrouch')).toEqual([ids.latin]);
    const allWords = (query: string) => search(server, query, { params: { match: 'all_words' } });
    expect((await allWords('itto weaving azrou')).results.map((m) => m.id)).toEqual([ids.latin]);
    expect((await allWords('itto ahidous')).results).toEqual([]);
    // Fewer than two words of three letters or more: no suggestion.
    expect((await allWords('itto a')).results).toEqual([]);
  });
});

describe('prefix of the last word', () => {
  it('matches the word being typed', async () => {
    expect(await searchIds(server, 'ahid')).toEqual([ids.titleNew, ids.titleOld, ids.transcriptOnly]);
    expect(await searchIds(server, 'احيد')).toEqual([ids.arabic]);
    expect(await searchIds(server, 'ahidous danc')).toEqual([ids.titleOld]);
  });

  it('matches a phrase of the transcripts word after word, and the metadata from inside a word', async () => {
    expect(await searchIds(server, 'summe ahidous')).toEqual([]);
    expect(await searchIds(server, 'dous dance of')).toEqual([ids.titleOld]);
    expect(await searchIds(server, 'dance ahidous')).toEqual([]);
    expect(await searchIds(server, 'the ahidous every summ')).toEqual([ids.transcriptOnly]);
    expect(await searchIds(server, 'ahidous the every summer')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts title hits above transcript-only hits, ties by recency', async () => {
    const page = await search(server, 'ahidous');
    expect(page.count).toBe(3);
    expect(page.results.map((m) => m.id)).toEqual([ids.titleNew, ids.titleOld, ids.transcriptOnly]);
  });

  it('pages through the ranked hits with a stable count', async () => {
    const second = await search(server, 'ahidous', { params: { page_size: '1', page: '2' } });
    expect(second.count).toBe(3);
    expect(second.results.map((m) => m.id)).toEqual([ids.titleOld]);
    expect(second.next).not.toBeNull();
    const past = await search(server, 'ahidous', { params: { page_size: '1', page: '9' } });
    expect(past).toMatchObject({ count: 3, results: [], next: null });
  });
});

describe('match fields and snippets', () => {
  it.each([
    ['azrou', ['description', 'region']],
    ['tizguit', ['places']],
    ['itto', ['guest']],
    ['youssef', ['host']],
    ['weaving', ['topics']],
    ['moha', ['important_people']],
    ['celebration', ['title']],
  ])('%s matches %j', async (query, fields) => {
    const [hit] = (await search(server, query)).results;
    expect(hit?.match).toEqual({ fields, snippet: null });
  });

  it('gives a transcript hit a snippet with its language', async () => {
    const [, , hit] = (await search(server, 'ahidous')).results;
    expect(hit?.match).toEqual({
      fields: ['transcript'],
      snippet: {
        text: 'We used to watch the «ahidous» every summer near the river.',
        language: 'English',
        segment_number: null,
        segment_title: null,
        start_time: null,
        start_seconds: null,
      },
    });
  });

  it('gives a segment hit its segment and start time for the deep link', async () => {
    const [hit] = (await search(server, 'ماء')).results;
    expect(hit?.id).toBe(ids.arabic);
    expect(hit?.match).toEqual({
      fields: ['segment'],
      snippet: {
        text: 'كنا نشرب من عين «الـــمـــاء» كل صباح',
        language: null,
        segment_number: 2,
        segment_title: 'العين',
        start_time: '00:02:05',
        start_seconds: 125,
      },
    });
  });

  it('keeps guillemets of the original text out of the highlight markers', async () => {
    const [hit] = (await search(server, 'water')).results;
    expect(hit?.match?.snippet).toMatchObject({ text: 'He remembered how “the «water»” came down from the mountains.', start_seconds: 90 });
  });

  it('lists a head field and the body together', async () => {
    const [hit] = (await search(server, 'memories river', { params: { match: 'all_words' } })).results;
    expect(hit?.id).toBe(ids.transcriptOnly);
    expect(hit?.match?.fields).toEqual(['title', 'transcript']);
    expect(hit?.match?.snippet?.text).toBe('… to watch the ahidous every summer near the «river».');
  });

  it('cuts long passages around the first hit', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[30] = 'Needle';
    const id = await createVideo(server, 'Long one', { media: { transcript: [{ language: 'English', text: `${words.join(' ')}.` }] } });
    const [hit] = (await search(server, 'needle')).results;
    expect(hit?.id).toBe(id);
    expect(hit?.match?.snippet?.text).toBe(`… ${words.slice(22, 30).join(' ')} «Needle» ${words.slice(31, 47).join(' ')} …`);
  });
});

describe('visibility', () => {
  it('never returns archived videos to the public', async () => {
    expect(await searchIds(server, 'secret')).toEqual([]);
    expect(await searchIds(server, 'ahidous')).not.toContain(ids.archived);
  });

  it('lets an admin search archived videos too', async () => {
    const admin = await adminHeaders(server);
    expect(await searchIds(server, 'secret', admin)).toEqual([ids.archived]);
    const archivedOnly = await search(server, 'ahidous', { headers: admin, params: { visibility: 'archived' } });
    expect(archivedOnly.results.map((m) => m.id)).toEqual([ids.archived]);
  });
});
