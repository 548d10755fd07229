import { describe, expect, it } from 'vitest';
import { extractYoutubeId, youtubeThumbnail } from './youtube.ts';

describe('extractYoutubeId (docs/behaviour.md §3: five URL forms)', () => {
  it.each([
    ['watch', 'https://www.youtube.com/watch?v=PCKSiDbtPZ9'],
    ['watch with other parameters first', 'https://www.youtube.com/watch?feature=share&v=PCKSiDbtPZ9&t=42'],
    ['short link', 'https://youtu.be/PCKSiDbtPZ9'],
    ['short link with time', 'https://youtu.be/PCKSiDbtPZ9?t=90'],
    ['embed', 'https://www.youtube.com/embed/PCKSiDbtPZ9'],
    ['no-cookie embed', 'https://www.youtube-nocookie.com/embed/PCKSiDbtPZ9?rel=0'],
    ['/v/', 'https://www.youtube.com/v/PCKSiDbtPZ9'],
    ['shorts', 'https://www.youtube.com/shorts/PCKSiDbtPZ9'],
    ['mobile watch', 'https://m.youtube.com/watch?v=PCKSiDbtPZ9'],
  ])('%s', (_form, url) => {
    expect(extractYoutubeId(url)).toBe('PCKSiDbtPZ9');
  });

  it('keeps - and _ in ids', () => {
    expect(extractYoutubeId('https://youtu.be/nsjw-8tLDgd')).toBe('nsjw-8tLDgd');
    expect(extractYoutubeId('https://www.youtube.com/watch?v=IDtZxXbQw_L')).toBe('IDtZxXbQw_L');
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['another site', 'https://vimeo.com/PCKSiDbtPZ9'],
    ['a channel page', 'https://www.youtube.com/@someone'],
    ['an id too short', 'https://youtu.be/abc'],
  ])('gives null for %s', (_case, url) => {
    expect(extractYoutubeId(url)).toBeNull();
  });

  it('builds the thumbnail address from the id', () => {
    expect(youtubeThumbnail('PCKSiDbtPZ9')).toBe('https://i.ytimg.com/vi/PCKSiDbtPZ9/hqdefault.jpg');
  });
});
