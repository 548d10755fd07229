import type { TimeRange } from '#contracts/transcript-redaction';
import type { Probe } from './ffmpeg.ts';

// The HLS ladder (docs/behaviour.md §600): audio at AAC 64 and 128 kbps; video at 360p and 720p, and
// 1080p only when the source has it. No rendition is larger than its source in resolution or bitrate.

export interface Rendition {
  label: string;
  /** null: sound only. */
  height: number | null;
  videoBitrate: number | null;
  audioBitrate: number | null;
}

const VIDEO_STEPS = [
  { height: 360, video: 800_000, audio: 64_000 },
  { height: 720, video: 2_800_000, audio: 128_000 },
  { height: 1080, video: 5_000_000, audio: 128_000 },
] as const;
const AUDIO_STEPS = [64_000, 128_000] as const;

/** Seconds between forced keyframes: every rendition cuts at the same instants (aligned segments). */
const KEYFRAME_SECONDS = 2;
const SEGMENT_SECONDS = 6;

const capped = (target: number, source: number | null) => (source ? Math.min(target, source) : target);

export function ladderFor(source: Probe): Rendition[] {
  const sourceAudio = source.audio ? (source.audio.bitrate ?? source.bitrate) : null;
  if (!source.video) {
    // A step above the source's own bitrate would only be larger: it is left out, but one always stays.
    const steps = AUDIO_STEPS.filter((step, i) => i === 0 || !sourceAudio || sourceAudio >= step);
    return steps.map((step) => ({
      label: `aac-${step / 1000}k`,
      height: null,
      videoBitrate: null,
      audioBitrate: capped(step, sourceAudio),
    }));
  }
  const { height } = source.video;
  const sourceVideo = source.video.bitrate ?? (source.bitrate ? source.bitrate - (sourceAudio ?? 0) : null);
  const steps = VIDEO_STEPS.filter((step) => step.height <= height);
  const chosen = steps.length ? steps : [{ height: height - (height % 2), video: VIDEO_STEPS[0].video, audio: VIDEO_STEPS[0].audio }];
  return chosen.map((step) => ({
    label: `${step.height}p`,
    height: step.height,
    videoBitrate: capped(step.video, sourceVideo && sourceVideo > 0 ? sourceVideo : null),
    audioBitrate: source.audio ? capped(step.audio, sourceAudio) : null,
  }));
}

/** An ffmpeg `enable` expression true inside any of the passages (seconds from the start). */
const during = (passages: readonly TimeRange[]) => passages.map((p) => `between(t,${p.start},${p.end})`).join('+');

/**
 * ffmpeg arguments making every rendition and the master playlist in one pass, into `outDir`. With
 * `withheld` passages, the sound is silent and the picture black over them (docs/behaviour.md §610).
 */
export function hlsArgs(input: string, outDir: string, renditions: Rendition[], withheld: readonly TimeRange[] = []): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input];
  const video = renditions.filter((r) => r.height !== null);
  const sound = renditions.filter((r) => r.audioBitrate !== null);
  const graph: string[] = [];
  if (video.length) {
    const split = video.map((_, i) => `[s${i}]`).join('');
    const scales = video.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(';');
    const black = withheld.length ? `drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill:enable='${during(withheld)}',` : '';
    graph.push(`[0:v:0]${black}split=${video.length}${split};${scales}`);
  }
  if (withheld.length && sound.length) {
    graph.push(`[0:a:0]volume=volume=0:enable='${during(withheld)}',asplit=${sound.length}${sound.map((_, i) => `[a${i}]`).join('')}`);
  }
  if (graph.length) args.push('-filter_complex', graph.join(';'));
  const streams: string[] = [];
  renditions.forEach((r, i) => {
    const parts: string[] = [];
    if (r.height !== null) {
      args.push('-map', `[v${i}]`, `-c:v:${i}`, 'libx264', `-b:v:${i}`, `${r.videoBitrate}`);
      args.push(`-maxrate:v:${i}`, `${Math.round(r.videoBitrate! * 1.07)}`, `-bufsize:v:${i}`, `${Math.round(r.videoBitrate! * 1.5)}`);
      parts.push(`v:${i}`);
    }
    if (r.audioBitrate !== null) {
      const from = withheld.length ? `[a${sound.indexOf(r)}]` : '0:a:0';
      args.push('-map', from, `-c:a:${i}`, 'aac', `-b:a:${i}`, `${r.audioBitrate}`, `-ac:a:${i}`, '2');
      parts.push(`a:${i}`);
    }
    streams.push(`${parts.join(',')},name:${r.label}`);
  });
  if (video.length) {
    args.push('-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-sc_threshold', '0');
    args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`);
  }
  args.push('-f', 'hls', '-hls_time', `${SEGMENT_SECONDS}`, '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments');
  args.push('-hls_segment_filename', `${outDir}/%v/seg_%05d.ts`, '-master_pl_name', 'master.m3u8');
  args.push('-var_stream_map', streams.join(' '), `${outDir}/%v/index.m3u8`);
  return args;
}
