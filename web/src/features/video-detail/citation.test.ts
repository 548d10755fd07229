import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { type CitationRecord, toCslJson, toRis } from './citation-files.ts';
import { apaCitation, chicagoCitation } from './citation.ts';

/** Shows the first-strong isolates of a citation as ⁅…⁆, to read the expectations. */
const shown = (text: string) => text.replace(/\u2068/g, '⁅').replace(/\u2069/g, '⁆');

// The sample archive's audio interview, cited at the range of a shared link, on the English page.
const souk: CitationRecord = {
  id: 'atlas-32',
  title: 'A Morning at the Souk (audio sample)',
  narrators: [{ firstName: 'Moha', lastName: 'Ouhammou' }],
  interviewers: [{ firstName: 'Salma', lastName: 'Idrissi' }],
  interviewDate: '2018-03-06',
  place: 'Tigrigra',
  archive: 'Atlas Oral History Archive',
  url: 'https://atlas.example.org/archive/32?t=6-12',
  accessed: new Date('2026-11-23T10:00:00Z'),
  moment: { start: 6, end: 12 },
  language: 'en',
  medium: 'audio',
};

// An interview whose people are recorded in Arabic script, cited at one moment on the Arabic page.
const ahidous: CitationRecord = {
  ...souk,
  id: 'atlas-7',
  title: 'أحيدوس عين اللوح: الصف والبندير',
  narrators: [{ firstName: 'حمو', lastName: 'أوعلي' }],
  interviewers: [{ firstName: 'سلمى', lastName: 'الإدريسي' }],
  interviewDate: '2018-07-22',
  place: 'عين اللوح',
  archive: 'أرشيف أطلس للتاريخ الشفوي',
  url: 'https://atlas.example.org/archive/7?t=65',
  moment: { start: 65, end: null },
  language: 'ar',
  medium: 'video',
};

describe('citations', () => {
  it('Chicago and APA in English name narrator, interviewer, place, date, archive, moment, URL and access date', () => {
    expect(chicagoCitation(souk)).toBe(
      'Ouhammou, Moha. “A Morning at the Souk (audio sample).” Interview by Salma Idrissi. Tigrigra, March 6, 2018. ' +
        'Atlas Oral History Archive. At 00:00:06–00:00:12. Accessed November 23, 2026. https://atlas.example.org/archive/32?t=6-12.',
    );
    expect(apaCitation(souk)).toBe(
      'Ouhammou, M. (2018, March 6). A Morning at the Souk (audio sample) [Oral history interview by S. Idrissi; 00:00:06–00:00:12]. ' +
        'Atlas Oral History Archive, Tigrigra. Retrieved November 23, 2026, from https://atlas.example.org/archive/32?t=6-12',
    );
  });

  it('Chicago and APA in Arabic keep Arabic names in Arabic script, with Arabic punctuation and month names', () => {
    expect(shown(chicagoCitation(ahidous))).toBe(
      'أوعلي، حمو. «أحيدوس عين اللوح: الصف والبندير». مقابلة من إجراء سلمى الإدريسي. عين اللوح، 22 يوليو 2018. ' +
        'أرشيف أطلس للتاريخ الشفوي. المقطع ⁅00:01:05⁆. تاريخ الاطلاع 23 نوفمبر 2026. ⁅https://atlas.example.org/archive/7?t=65⁆.',
    );
    expect(shown(apaCitation(ahidous))).toBe(
      'أوعلي، ح. (2018، 22 يوليو). أحيدوس عين اللوح: الصف والبندير [مقابلة تاريخ شفوي من إجراء س. الإدريسي؛ ⁅00:01:05⁆]. ' +
        'أرشيف أطلس للتاريخ الشفوي، عين اللوح. استُرجع في 23 نوفمبر 2026، من ⁅https://atlas.example.org/archive/7?t=65⁆',
    );
  });

  it('in Arabic, isolates each Latin name, title, place, timecode and URL as one run (docs/behaviour.md §803)', () => {
    const latin = { ...souk, language: 'ar' as const, archive: 'أرشيف أطلس للتاريخ الشفوي' };
    expect(shown(chicagoCitation(latin))).toBe(
      '⁅Ouhammou, Moha⁆. «⁅A Morning at the Souk (audio sample)⁆». مقابلة من إجراء ⁅Salma Idrissi⁆. ⁅Tigrigra⁆، 6 مارس 2018. ' +
        'أرشيف أطلس للتاريخ الشفوي. المقطع ⁅00:00:06–00:00:12⁆. تاريخ الاطلاع 23 نوفمبر 2026. ⁅https://atlas.example.org/archive/32?t=6-12⁆.',
    );
    expect(shown(apaCitation(latin))).toBe(
      '⁅Ouhammou, M.⁆ (2018، 6 مارس). ⁅A Morning at the Souk (audio sample)⁆ [مقابلة تاريخ شفوي من إجراء ⁅S. Idrissi⁆؛ ⁅00:00:06–00:00:12⁆]. ' +
        'أرشيف أطلس للتاريخ الشفوي، ⁅Tigrigra⁆. استُرجع في 23 نوفمبر 2026، من ⁅https://atlas.example.org/archive/32?t=6-12⁆',
    );
    // English citations carry no isolates.
    expect(chicagoCitation(souk)).not.toMatch(/[\u2066-\u2069]/);
  });

  it('without people, date or moment the forms stay well-formed', () => {
    const bare = {
      ...souk,
      narrators: [],
      interviewers: [],
      interviewDate: null,
      moment: null,
      url: 'https://atlas.example.org/archive/32',
    };
    expect(chicagoCitation(bare)).toBe(
      '“A Morning at the Souk (audio sample).” Interview. Tigrigra. Atlas Oral History Archive. Accessed November 23, 2026. https://atlas.example.org/archive/32.',
    );
    expect(apaCitation(bare)).toBe(
      'A Morning at the Souk (audio sample) [Oral history interview]. (n.d.). Atlas Oral History Archive, Tigrigra. Retrieved November 23, 2026, from https://atlas.example.org/archive/32',
    );
  });
});

// citeproc and its styles load on first use: a few seconds on a busy machine.
describe('citation downloads parse with citation-js', { timeout: 30_000 }, () => {
  it.each([souk, ahidous])('RIS of $id', async (record) => {
    const ris = toRis(record);
    expect(ris.endsWith('ER  - \r\n')).toBe(true);
    const [item] = (await Cite.async(ris)).data as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      title: record.title,
      author: [{ family: record.narrators[0]!.lastName, given: record.narrators[0]!.firstName }],
      URL: record.url,
      publisher: record.archive,
      issued: {
        'date-parts': [
          [Number(record.interviewDate!.slice(0, 4)), Number(record.interviewDate!.slice(5, 7)), Number(record.interviewDate!.slice(8))],
        ],
      },
      accessed: { 'date-parts': [[2026, 11, 23]] },
    });
  });

  it.each([souk, ahidous])('CSL-JSON of $id, which citeproc formats', async (record) => {
    const cite = await Cite.async(JSON.parse(toCslJson(record)) as object);
    const [item] = cite.data as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      type: 'interview',
      title: record.title,
      author: [{ family: record.narrators[0]!.lastName, given: record.narrators[0]!.firstName }],
      interviewer: [{ family: record.interviewers[0]!.lastName, given: record.interviewers[0]!.firstName }],
      URL: record.url,
    });
    const formatted = cite.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' }) as string;
    expect(formatted).toContain(record.narrators[0]!.lastName);
    expect(formatted).toContain(record.url);
  });
});
