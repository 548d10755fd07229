import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchField } from '#contracts/media';
import { useTestServer } from '../../../test/use-test-server.ts';
import { createVideo, search, searchIds } from './search.fixtures.ts';

// The archive search matches a case-insensitive substring of each metadata field (title,
// description, region, guest, host, original language, interview date, topics, places,
// important people), Arabic- and accent-insensitive, indexed from three letters and read
// in full below that; transcripts stay word-based. Runs on TEST_DATABASE_URL too.
const t = useTestServer({ seed: 'none' });
const ids: Record<'en' | 'ar' | 'other', number> = { en: 0, ar: 0, other: 0 };

beforeAll(async () => {
  ids.en = await createVideo(t.server, 'Cedar keepers of the Middle Atlas', {
    media: {
      description: 'Grandmother remembers the weaving looms',
      region: { name: 'Azrou', latitude: 33.4, longitude: -5.2 },
      original_language: 'Tamazight',
      interview_date: '1998-07-14',
      topics: ['Transhumance'],
      places: ['Tizguit valley'],
      important_people: ['Moha Ou Hammou'],
      transcript: [{ language: 'English', text: 'The shepherds gathered before the snow.' }],
    },
    guest: 'Itto Amahrouch',
    host: 'Youssef Alaoui',
  });
  ids.ar = await createVideo(t.server, 'حكاية الأرز الأطلسي', {
    media: {
      description: 'تتذكر الجدة أنوال النسيج',
      region: { name: 'إفران', latitude: 33.5, longitude: -5.1 },
      original_language: 'الأمازيغية',
      interview_date: '2003-03-09',
      topics: ['الترحال الموسمي'],
      places: ['وادي تيزكيت'],
      important_people: ['موحى أوحمو'],
      transcript: [{ language: 'Arabic', text: 'كان الرعاة يجتمعون قبل الثلج' }],
    },
    guest: 'فاطمة أيت علي',
    host: 'يوسف العلوي',
  });
  ids.other = await createVideo(t.server, 'Unrelated story', { media: { interview_date: '2015-01-01' } });
});

/** [query, video, field the match must name]: the middle of a word in every field, both languages. */
const MIDDLE_OF_A_WORD: [string, 'en' | 'ar', MatchField][] = [
  ['eepe', 'en', 'title'],
  ['andmoth', 'en', 'description'],
  ['zro', 'en', 'region'],
  ['mahr', 'en', 'guest'],
  ['ssef', 'en', 'host'],
  ['mazig', 'en', 'original_language'],
  ['98-07', 'en', 'interview_date'],
  ['shuman', 'en', 'topics'],
  ['zgui', 'en', 'places'],
  ['hammo', 'en', 'important_people'],
  ['طلس', 'ar', 'title'],
  ['نسي', 'ar', 'description'],
  ['فرا', 'ar', 'region'],
  ['اطم', 'ar', 'guest'],
  ['علو', 'ar', 'host'],
  ['مازيغ', 'ar', 'original_language'],
  ['03-09', 'ar', 'interview_date'],
  ['رحا', 'ar', 'topics'],
  ['يزك', 'ar', 'places'],
  ['وحم', 'ar', 'important_people'],
];

describe('archive search by substring of the metadata', () => {
  it.each(MIDDLE_OF_A_WORD)('%s finds the %s video by its %s', async (query, video, field) => {
    const page = await search(t.server, query);
    expect(page.results.map((m) => m.id)).toEqual([ids[video]]);
    expect(page.results[0]!.match?.fields).toContain(field);
  });

  it('matches terms of two letters (shorter than the index serves) in both languages', async () => {
    expect(await searchIds(t.server, 'zr')).toEqual([ids.en]);
    expect(await searchIds(t.server, 'رز')).toEqual([ids.ar]);
    expect((await search(t.server, 'Zr')).results[0]!.match?.fields).toEqual(['region']);
  });

  it('ignores case, accents, tashkeel and Arabic letter variants on both sides', async () => {
    expect(await searchIds(t.server, 'ÁZRÓU')).toEqual([ids.en]);
    expect(await searchIds(t.server, 'Tizguît')).toEqual([ids.en]);
    expect(await searchIds(t.server, 'الأَرْز')).toEqual([ids.ar]);
    expect(await searchIds(t.server, 'أفران')).toEqual([ids.ar]);
    expect(await searchIds(t.server, 'فاطمة')).toEqual([ids.ar]);
  });

  it('needs the whole text in one field; its words apart are only the all-words suggestion', async () => {
    expect(await searchIds(t.server, 'cedar zro')).toEqual([]);
    expect((await search(t.server, 'cedar zro', { params: { match: 'all_words' } })).results.map((m) => m.id)).toEqual([ids.en]);
    expect((await search(t.server, 'cedar xyz', { params: { match: 'all_words' } })).results).toEqual([]);
    // "Azrou" ends the region and "Tizguit" starts a place: no field holds "routiz".
    expect(await searchIds(t.server, 'routiz')).toEqual([]);
  });

  it('keeps transcripts word-based: whole words, the last one also as a prefix', async () => {
    expect(await searchIds(t.server, 'shepherds')).toEqual([ids.en]);
    expect(await searchIds(t.server, 'shephe')).toEqual([ids.en]);
    expect(await searchIds(t.server, 'hepherds')).toEqual([]);
    expect(await searchIds(t.server, 'الرعاه')).toEqual([ids.ar]);
    expect(await searchIds(t.server, 'عاه')).toEqual([]);
  });
});
