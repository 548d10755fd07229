import { describe, expect, it, vi } from 'vitest';
import { mediaElementPlayer } from './media-element-player.ts';
import { PlayerCode } from './player-machine.ts';
import type { PlayerCallbacks } from './youtube-player.ts';

function callbacks() {
  return {
    onReady: vi.fn<PlayerCallbacks['onReady']>(),
    onStateChange: vi.fn<PlayerCallbacks['onStateChange']>(),
    onError: vi.fn<PlayerCallbacks['onError']>(),
    onTime: vi.fn<PlayerCallbacks['onTime']>(),
  };
}

describe('media element player', () => {
  it('replaces the mount with an <audio> carrying the source and WebVTT tracks, and maps its events to player states', async () => {
    const host = document.createElement('div');
    const mount = host.appendChild(document.createElement('div'));
    const events = callbacks();
    const create = mediaElementPlayer('audio', [
      { kind: 'chapters', src: '/api/v/media/32/chapters.vtt', srclang: 'und', label: 'Episode content' },
      { kind: 'captions', src: '/api/v/media/32/transcripts/ar.vtt', srclang: 'ar', label: 'العربية' },
    ]);
    const player = await create(mount, '/media/sample-interview.ogg', events);
    const audio = host.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/media/sample-interview.ogg');
    expect(audio.controls).toBe(true);
    expect([...audio.querySelectorAll('track')].map((t) => [t.kind, t.getAttribute('src'), t.srclang, t.label])).toEqual([
      ['chapters', '/api/v/media/32/chapters.vtt', 'und', 'Episode content'],
      ['captions', '/api/v/media/32/transcripts/ar.vtt', 'ar', 'العربية'],
    ]);

    audio.dispatchEvent(new Event('loadedmetadata'));
    expect(events.onReady).toHaveBeenCalledOnce();
    for (const [type, code] of [
      ['playing', PlayerCode.playing],
      ['waiting', PlayerCode.buffering],
      ['pause', PlayerCode.paused],
      ['ended', PlayerCode.ended],
    ] as const) {
      audio.dispatchEvent(new Event(type));
      expect(events.onStateChange).toHaveBeenLastCalledWith(code);
    }
    player.seekTo(12, true);
    expect(events.onTime).toHaveBeenLastCalledWith(12);
    audio.dispatchEvent(new Event('timeupdate'));
    expect(events.onTime).toHaveBeenLastCalledWith(audio.currentTime);
  });
});
