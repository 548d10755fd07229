import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

// The system's ffmpeg and ffprobe (FFMPEG_PATH; ffprobe is looked for beside it). Their errors reach
// people as ffmpeg's own reason in words, never swallowed (docs/behaviour.md §600).

export class FfmpegError extends Error {}

/** ffprobe beside FFMPEG_PATH (`/opt/ff/bin/ffmpeg` → `/opt/ff/bin/ffprobe`), or `ffprobe` on PATH. */
export function ffprobePathFor(ffmpegPath: string): string {
  return ffmpegPath.includes('/') ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
}

/** Whether a program answers `-version` (a missing ffmpeg must not stop the archive). */
export function toolWorks(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** ffmpeg's reason in words: the last lines that are not progress or banner, at most 300 characters. */
function reasonFrom(stderr: string): string {
  const lines = stderr
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line && !/^(frame=|size=|video:|\s*Stream mapping|Press \[q\])/.test(line));
  const reason = lines
    .slice(-2)
    .join(' — ')
    .replace(/\[[a-z0-9_]+ @ 0x[0-9a-f]+\]\s*/gi, '');
  return (reason || 'ffmpeg stopped without saying why').slice(0, 300);
}

interface RunOptions {
  /** Receives stdout as it comes (waveform samples); otherwise stdout is ignored. */
  onStdout?: (stream: Readable) => Promise<void>;
  signal?: AbortSignal;
}

/** Runs a program to its end; rejects with its reason in words when it fails. Keeps only stderr's tail. */
export function runTool(program: string, args: string[], { onStdout, signal }: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'], signal });
    let tail = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-8192);
    });
    const reading = onStdout && child.stdout ? onStdout(child.stdout) : Promise.resolve();
    child.on('error', (error) => reject(new FfmpegError(`${path.basename(program)} could not be started: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) reading.then(resolve, reject);
      else reject(new FfmpegError(reasonFrom(tail)));
    });
  });
}

/** What ffprobe says a file holds. */
export interface Probe {
  format: string;
  duration: number | null;
  bitrate: number | null;
  video: { width: number; height: number; bitrate: number | null } | null;
  audio: { bitrate: number | null; channels: number } | null;
}

/** Probes a file by its content; throws FfmpegError (in words) when it holds no audio or video. */
export async function probe(ffprobe: string, file: string): Promise<Probe> {
  let out = '';
  await runTool(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    onStdout: async (stream) => {
      stream.setEncoding('utf8');
      for await (const chunk of stream) out += chunk as string;
    },
  });
  const json = JSON.parse(out || '{}') as {
    format?: { format_name?: string; duration?: string; bit_rate?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      bit_rate?: string;
      channels?: number;
      disposition?: { attached_pic?: number };
    }[];
  };
  const streams = json.streams ?? [];
  // A cover picture in an MP3 is a "video" stream of one frame: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const format = json.format?.format_name ?? '';
  const duration = numberOrNull(json.format?.duration);
  if ((!video && !audio) || format === 'image2' || format.endsWith('_pipe') || !duration) {
    throw new FfmpegError(`not an audio or video recording (ffprobe found ${describe(format, streams.length)})`);
  }
  return {
    format,
    duration,
    bitrate: numberOrNull(json.format?.bit_rate),
    video: video ? { width: video.width!, height: video.height!, bitrate: numberOrNull(video.bit_rate) } : null,
    audio: audio ? { bitrate: numberOrNull(audio.bit_rate), channels: audio.channels ?? 2 } : null,
  };
}

function describe(format: string, streams: number): string {
  return format ? `${format} with ${streams} stream${streams === 1 ? '' : 's'}` : 'no media format';
}

function numberOrNull(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}
