import { describe, expect, it } from 'vitest';
import { parseTime, wholeMinutes } from '#contracts/time';
import { mediaFixture } from './testing/media-fixture.ts';
import { parseMomentParam, segmentAt, toVideoView } from './video-view.ts';

describe('toVideoView (docs/behaviour.md §3 "Video as the client uses it")', () => {
  it('maps the wire shape to the camelCase view', () => {
    const view = toVideoView(mediaFixture());
    expect(view).toMatchObject({
      id: '7',
      youtubeId: 'PCKSiDbtPZ9',
      thumbnail: 'https://i.ytimg.com/vi/PCKSiDbtPZ9/hqdefault.jpg',
      duration: '00:35:00',
      region: 'Azrou',
      originalLanguage: 'Tamazight',
      topics: ['Woodwork', 'Cedar forest'],
      importantPeople: ['Bassou Ouhrou'],
      places: ['Azrou', 'Ain Leuh'],
      host: 'Salma Idrissi',
      guest: 'Lahcen Amzil',
      status: 'public',
      lastModified: '2024-02-01T00:00:00Z',
    });
    expect(view.fullTranscript).toHaveLength(3);
  });

  it('plays a recording Atlas holds before the YouTube address, as video with its poster or as sound', () => {
    const stream = {
      hls: '/api/v/media/7/stream/3/master.m3u8',
      poster: '/api/v/media/7/stream/3/poster.jpg',
      waveform: null,
      duration_s: 2,
      download: null,
    };
    expect(toVideoView({ ...mediaFixture(), stream })).toMatchObject({
      youtubeId: null,
      mediaFile: { kind: 'video', url: stream.hls },
      thumbnail: stream.poster,
    });
    expect(toVideoView({ ...mediaFixture(), stream: { ...stream, poster: null } }).mediaFile).toEqual({ kind: 'audio', url: stream.hls });
  });

  it('orders segments by number and parses their times', () => {
    const view = toVideoView(mediaFixture());
    expect(view.episodeContent.map((s) => s.segmentNumber)).toEqual([1, 2, 3]);
    expect(view.episodeContent[1]).toMatchObject({ title: 'The workshop', startSeconds: 400, endSeconds: 1135 });
  });

  it('falls back to the last segment end time for the duration, else empty', () => {
    expect(toVideoView(mediaFixture({ duration: '' })).duration).toBe('00:35:00');
    expect(toVideoView(mediaFixture({ duration: '', segments: [] })).duration).toBe('');
  });

  it('prefers the server guest and host names, and gives empty names without participants', () => {
    expect(toVideoView(mediaFixture({ guest: 'Server Guest', host: 'Server Host' }))).toMatchObject({
      guest: 'Server Guest',
      host: 'Server Host',
    });
    expect(toVideoView(mediaFixture({ participants: [] }))).toMatchObject({ guest: '', host: '' });
  });

  it('has no thumbnail when the url holds no video id and the server gives none', () => {
    expect(toVideoView(mediaFixture({ url: 'not a url' }))).toMatchObject({ youtubeId: null, thumbnail: null });
  });

  it('drops empty transcripts', () => {
    const view = toVideoView(mediaFixture({ transcripts: [{ id: 1, language: 'English', text: '  ' }] }));
    expect(view.transcripts).toEqual([]);
  });
});

describe('time parsing (docs/behaviour.md §5: hh:mm:ss only, otherwise 0)', () => {
  it.each([
    ['00:00:00', 0],
    ['00:06:40', 400],
    ['01:13:30', 4410],
    [' 00:01:05 ', 65],
    ['6:40', 0],
    ['00:60:00', 0],
    ['abc', 0],
    ['', 0],
  ])('%s → %i s', (value, seconds) => {
    expect(parseTime(value)).toBe(seconds);
  });

  it('segment durations are whole minutes, floored (docs/behaviour.md §9)', () => {
    expect(wholeMinutes('00:06:40', '00:18:55')).toBe(12);
    expect(wholeMinutes('00:00:00', '00:00:59')).toBe(0);
    expect(wholeMinutes('00:10:00', '00:05:00')).toBe(0);
  });
});

describe('deep link time (docs/decisions.md §40, §55)', () => {
  it('reads ?t= as whole seconds, or a range START-END whose end is after its start', () => {
    expect(parseMomentParam('425')).toEqual({ start: 425, end: null });
    expect(parseMomentParam('0')).toEqual({ start: 0, end: null });
    expect(parseMomentParam('65-80')).toEqual({ start: 65, end: 80 });
    expect(parseMomentParam('80-65')).toEqual({ start: 80, end: null });
    expect(parseMomentParam('80-80')).toEqual({ start: 80, end: null });
    for (const bad of [null, '-3', '1e3', '12s', '5-', '-5-9', '1-2-3']) expect(parseMomentParam(bad)).toBeNull();
  });

  it('plays media files by extension in the browser, YouTube addresses with YouTube', () => {
    const file = toVideoView(mediaFixture({ url: '/media/sample-interview.ogg' }));
    expect(file.youtubeId).toBeNull();
    expect(file.mediaFile).toEqual({ kind: 'audio', url: '/media/sample-interview.ogg' });
    expect(toVideoView(mediaFixture({ url: 'https://media.example.org/a/b.MP4?sig=1#t=2' })).mediaFile?.kind).toBe('video');
    for (const url of ['https://youtu.be/PCKSiDbtPZ9', 'https://example.org/page.html', 'media/x.mp3', 'javascript:alert(1)//x.mp3', '']) {
      expect(toVideoView(mediaFixture({ url })).mediaFile).toBeNull();
    }
    // A URL the admin marked as a media file plays in a <video> element whatever its name.
    const stream = 'https://media.example.org/stream/12';
    expect(toVideoView(mediaFixture({ url: stream, media_file: true })).mediaFile).toEqual({ kind: 'video', url: stream });
    expect(toVideoView(mediaFixture({ url: 'https://youtu.be/PCKSiDbtPZ9', media_file: true })).mediaFile).toBeNull();
    expect(toVideoView(mediaFixture({ url: 'javascript:alert(1)', media_file: true })).mediaFile).toBeNull();
  });

  it('finds the segment containing a time (start inclusive, end exclusive)', () => {
    const segments = toVideoView(mediaFixture()).episodeContent;
    expect(segmentAt(segments, 0)?.segmentNumber).toBe(1);
    expect(segmentAt(segments, 399)?.segmentNumber).toBe(1);
    expect(segmentAt(segments, 400)?.segmentNumber).toBe(2);
    expect(segmentAt(segments, 2099)?.segmentNumber).toBe(3);
    expect(segmentAt(segments, 5000)).toBeUndefined();
  });
});
