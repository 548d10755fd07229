import { describe, expect, it } from 'vitest';
import type { Probe } from './ffmpeg.ts';
import { hlsArgs, ladderFor } from './ladder.ts';

const video = (height: number, bitrate: number | null, audio: number | null = 128_000): Probe => ({
  format: 'mov,mp4',
  duration: 600,
  bitrate: bitrate && audio ? bitrate + audio : null,
  video: { width: Math.round((height * 16) / 9), height, bitrate },
  audio: audio ? { bitrate: audio, channels: 2 } : null,
});

describe('the HLS ladder', () => {
  it('gives 1080p only to a source that has it, and never more lines or bits than the source', () => {
    expect(ladderFor(video(1080, 8_000_000)).map((r) => r.label)).toEqual(['360p', '720p', '1080p']);
    expect(ladderFor(video(720, 8_000_000)).map((r) => r.label)).toEqual(['360p', '720p']);
    const small = ladderFor(video(720, 1_000_000, 96_000));
    expect(small.map((r) => [r.videoBitrate, r.audioBitrate])).toEqual([
      [800_000, 64_000],
      [1_000_000, 96_000],
    ]);
    // Below 360 lines: one rendition at the source's own height.
    expect(ladderFor(video(240, 300_000))).toEqual([{ label: '240p', height: 240, videoBitrate: 300_000, audioBitrate: 64_000 }]);
  });

  it('keeps AAC 64 and 128 kbps for sound, dropping 128 for a poorer source', () => {
    const sound = (bitrate: number): Probe => ({ format: 'mp3', duration: 3600, bitrate, video: null, audio: { bitrate, channels: 1 } });
    expect(ladderFor(sound(192_000)).map((r) => r.label)).toEqual(['aac-64k', 'aac-128k']);
    expect(ladderFor(sound(96_000)).map((r) => [r.label, r.audioBitrate])).toEqual([['aac-64k', 64_000]]);
    expect(ladderFor(sound(48_000)).map((r) => [r.label, r.audioBitrate])).toEqual([['aac-64k', 48_000]]);
  });

  it('forces keyframes at the same instants in every rendition', () => {
    const args = hlsArgs('in.mp4', 'out', ladderFor(video(1080, 8_000_000)));
    expect(args.join(' ')).toContain('-force_key_frames expr:gte(t,n_forced*2)');
    expect(args.join(' ')).toContain('-sc_threshold 0');
    expect(args.at(-2)).toBe('v:0,a:0,name:360p v:1,a:1,name:720p v:2,a:2,name:1080p');
  });
});
