import { describe, expect, it } from 'vitest';
import { formatVttTimestamp, hasTimeMarkers, parseTimedTranscript, parseVttTimestamp } from './transcript-timing.ts';

describe('parseTimedTranscript: bracket markers', () => {
  it('reads [hh:mm:ss], [h:mm:ss], [mm:ss] and fractions, and fills each end from the next start', () => {
    const text = [
      '[00:00:05] Narrator: I was born in Jaffa.',
      '',
      '[0:01:10.250] We left in the spring.',
      '',
      '[02:30] The house had a garden.',
      '[75:30,5] Minutes past an hour.',
    ].join('\n');
    expect(parseTimedTranscript(text)).toEqual([
      { start: 5, end: 70.25, text: 'Narrator: I was born in Jaffa.' },
      { start: 70.25, end: 150, text: 'We left in the spring.' },
      { start: 150, end: 4530.5, text: 'The house had a garden.' },
      { start: 4530.5, end: null, text: 'Minutes past an hour.' },
    ]);
  });

  it('keeps following lines in the paragraph and accepts a marker alone on its line', () => {
    const text = '[00:10]\nFirst line\nsecond line\n\n[00:20]\n\nAfter a blank line';
    expect(parseTimedTranscript(text)).toEqual([
      { start: 10, end: 20, text: 'First line\nsecond line' },
      { start: 20, end: null, text: 'After a blank line' },
    ]);
  });

  it('gives untimed paragraphs a null start, also before the first marker, and reads CRLF', () => {
    expect(parseTimedTranscript('Introduction.\r\n\r\n[00:00:30] Then.\r\n\r\nAn aside.\r\n\r\n[00:01:00] Later.')).toEqual([
      { start: null, end: null, text: 'Introduction.' },
      { start: 30, end: 60, text: 'Then.' },
      { start: null, end: null, text: 'An aside.' },
      { start: 60, end: null, text: 'Later.' },
    ]);
  });

  it('splits text without markers into paragraphs at blank lines', () => {
    expect(parseTimedTranscript('One\ntwo\n\n\nThree')).toEqual([
      { start: null, end: null, text: 'One\ntwo' },
      { start: null, end: null, text: 'Three' },
    ]);
    expect(parseTimedTranscript('')).toEqual([]);
  });

  it('leaves brackets that are not times, or not at the start, as text', () => {
    const text = '[laughs] It was [00:10] long ago.\n\n[1:75] not a time';
    expect(parseTimedTranscript(text)).toEqual([
      { start: null, end: null, text: '[laughs] It was [00:10] long ago.' },
      { start: null, end: null, text: '[1:75] not a time' },
    ]);
    expect(hasTimeMarkers(text)).toBe(false);
  });

  it('reads Arabic text after the marker', () => {
    expect(parseTimedTranscript('[00:00:03] وُلدتُ في يافا.')).toEqual([{ start: 3, end: null, text: 'وُلدتُ في يافا.' }]);
  });
});

describe('parseTimedTranscript: WebVTT', () => {
  it('reads cues with ids and settings, skips the header, NOTE and STYLE blocks, and strips tags', () => {
    const vtt = [
      '\uFEFFWEBVTT - interview 12',
      'Kind: captions',
      '',
      'NOTE made by hand',
      'spanning lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00:01.000 --> 00:00:04.500 align:start position:10%',
      '<v Salma Haddad>I was born in <i>Jaffa</i> &amp; grew up there.',
      '',
      '00:04.500 --> 00:09.000',
      'Second cue,',
      'two lines.',
      '',
      '01:00:00.000 --> 01:00:02.000',
      '<00:00:01.500>Late &lt;cue&gt;',
    ].join('\r\n');
    expect(hasTimeMarkers(vtt)).toBe(true);
    expect(parseTimedTranscript(vtt)).toEqual([
      { start: 1, end: 4.5, text: 'Salma Haddad: I was born in Jaffa & grew up there.' },
      { start: 4.5, end: 9, text: 'Second cue,\ntwo lines.' },
      { start: 3600, end: 3602, text: 'Late <cue>' },
    ]);
  });

  it('skips malformed cues and cues without text', () => {
    const vtt =
      'WEBVTT\n\n00:00:01 --> 00:00:02\nno millis\n\n00:00:05.000 --> 00:00:03.000\nbackwards\n\n00:00:06.000 --> 00:00:07.000\n\n00:00:08.000 --> 00:00:09.000\nkept';
    expect(parseTimedTranscript(vtt)).toEqual([{ start: 8, end: 9, text: 'kept' }]);
  });

  it('is only WebVTT when the text starts with the signature', () => {
    expect(hasTimeMarkers('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nx')).toBe(false);
    expect(hasTimeMarkers('Plain text about WEBVTT')).toBe(false);
    expect(hasTimeMarkers('WEBVTT')).toBe(true);
  });
});

describe('WebVTT timestamps', () => {
  it.each([
    [0, '00:00:00.000'],
    [5.25, '00:00:05.250'],
    [3661.0004, '01:01:01.000'],
    [59.9996, '00:01:00.000'],
    [360_000, '100:00:00.000'],
    [-3, '00:00:00.000'],
    [Number.NaN, '00:00:00.000'],
  ])('formats %s seconds as %s', (seconds, expected) => {
    expect(formatVttTimestamp(seconds)).toBe(expected);
  });

  it('parses what it formats', () => {
    for (const seconds of [0, 1.5, 59.999, 3600, 7322.125]) {
      expect(parseVttTimestamp(formatVttTimestamp(seconds))).toBeCloseTo(seconds, 3);
    }
    expect(parseVttTimestamp('00:61:00.000')).toBeNull();
    expect(parseVttTimestamp('1:00.000')).toBeNull();
  });
});
