import { describe, expect, it } from 'vitest';
import { mediaTracks } from './media-tracks.ts';
import { mediaFixture } from './testing/media-fixture.ts';
import { toVideoView } from './video-view.ts';

// The page passes the transcript feature's locale rule; this one knows the three languages used here.
const localeOf = (language: string) => ({
  lang: ({ Arabic: 'ar', Darija: 'ar', English: 'en', French: 'fr' } as Record<string, string>)[language] ?? 'und',
});

describe('mediaTracks', () => {
  it('offers each timed transcript as captions in the interview’s language and subtitles in others', () => {
    const video = toVideoView(
      mediaFixture({
        id: 7,
        original_language: 'Darija',
        transcripts: [
          { id: 1, language: 'Arabic', text: '[00:00:01] مرحبا' },
          { id: 2, language: 'English', text: '[00:00:01] Welcome' },
          { id: 3, language: 'French', text: 'Sans repères.' },
        ],
      }),
    );
    const tracks = mediaTracks(video, 'Chapters', localeOf).filter((t) => t.kind !== 'chapters');
    expect(tracks).toEqual([
      { kind: 'captions', src: '/api/v/media/7/captions/ar.vtt', srclang: 'ar', label: 'Arabic' },
      { kind: 'subtitles', src: '/api/v/media/7/captions/en.vtt', srclang: 'en', label: 'English' },
    ]);
  });
});
